import CairnWeb
import CaseStudyFeatures

/// The inventory tab: the rows, and "Add", which opens the add sheet on the parent's route.
struct InventoryView: View {
  @UIBindable var model: InventoryModel

  var body: some View {
    List {
      if model.inventory.isEmpty {
        Text("Nothing in the inventory. Add an item.")
      }
      ForEach(model.inventory) { row in
        ItemRowView(model: row, palette: model.palette)
      }
    }
    .navigationTitle("Inventory")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Add") { await model.addButtonTapped() }
      }
    }
    .sheet(item: $model.route.add) { $item in
      ItemFormView(item: $item, palette: model.palette)
        .navigationTitle("New item")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.cancelAddButtonTapped() }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Add") { model.confirmAddButtonTapped() }
          }
        }
    }
  }
}
