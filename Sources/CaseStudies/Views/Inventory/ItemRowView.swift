import CairnWeb
import CaseStudyFeatures

/// One row: the edit link (name and status), the colour, and buttons that duplicate (a
/// popover) and delete (an alert). Every presentation is driven by a case of the row's route.
struct ItemRowView: View {
  @UIBindable var model: ItemRowModel
  let palette: ColorPalette

  var body: some View {
    HStack {
      NavigationLink(item: $model.route.edit, href: InventoryRoute.edit(model.id).deepLink) {
        model.setEditNavigation(isActive: $0)
      } destination: { $item in
        ItemFormView(item: $item, palette: palette)
          .navigationTitle("Edit \(model.item.name)")
          .toolbar { EditToolbar(model: model) }
      } label: {
        VStack {
          Text(model.item.name.isEmpty ? "Untitled" : model.item.name).font(.headline)
          Text(model.item.status.summary).font(.caption)
        }
      }
      if let color = model.item.color {
        ColorSwatch(color: color)
      }
      Button("Duplicate \(model.item.name)", systemImage: "doc.on.doc") {
        model.duplicateButtonTapped()
      }
      Button("Delete \(model.item.name)", systemImage: "trash", role: .destructive) {
        model.deleteButtonTapped()
      }
    }
    .popover(item: $model.route.duplicate) { $item in
      ItemFormView(item: $item, palette: palette)
        .navigationTitle("Duplicate")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { model.route = nil }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Add") { model.duplicateConfirmed() }
          }
        }
    }
    .alert(item: $model.route.deleteAlert) { _ in
      "Delete \(model.item.name)?"
    } actions: { _ in
      Button("Delete", role: .destructive) { model.deleteConfirmed() }
      Button("Cancel", role: .cancel) {}
    } message: { _ in
      Text("It leaves the inventory for good.")
    }
  }
}

/// The edit screen's toolbar: "Cancel", and "Save" — which shows progress while saving.
struct EditToolbar: View {
  let model: ItemRowModel

  var body: some View {
    ToolbarItem(placement: .cancellationAction) {
      Button("Cancel") { model.cancelEditButtonTapped() }
    }
    ToolbarItem(placement: .confirmationAction) {
      if model.isSaving {
        ProgressView("Saving")
      } else {
        Button("Save") { await model.saveButtonTapped() }
      }
    }
  }
}
