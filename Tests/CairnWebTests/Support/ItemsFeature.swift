@_spi(Runtime) import CairnWeb
import Foundation

/// A small feature in the shape the apps use, for view tests.
@MainActor @Observable
final class ItemsModel {
  var items: [Item]
  var destination: Destination?
  var path: [Int] = []
  var drillDown: Item?
  var log: [String] = []

  @CasePathable
  enum Destination {
    case add(ItemFormModel)
    case alert(AlertState<AlertAction>)
    case dialog(ConfirmationDialogState<AlertAction>)
  }

  enum AlertAction: Equatable { case confirmDeletion, shareLink }

  struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  init(items: [Item] = (1...3).map { Item(id: $0, name: "Item \($0)") }) {
    self.items = items
  }

  func addButtonTapped() {
    destination = .add(ItemFormModel(item: Item(id: (items.map(\.id).max() ?? 0) + 1, name: "")))
  }

  func confirmAddButtonTapped() {
    guard case .add(let form) = destination else { return }
    items.append(form.item)
    destination = nil
  }

  func deleteButtonTapped() {
    destination = .alert(
      AlertState {
        TextState("Delete all?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("This cannot be undone.")
      })
  }

  func shareButtonTapped() {
    destination = .dialog(
      ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Share")
      } actions: {
        ButtonState(action: .shareLink) { TextState("Copy link") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      })
  }

  func alertButtonTapped(_ action: AlertAction) {
    log.append("alert: \(action), destination nil: \(destination == nil)")
    if action == .confirmDeletion { items.removeAll() }
  }

  func delete(atOffsets offsets: IndexSet) {
    for index in offsets.reversed() { items.remove(at: index) }
  }
}

/// The form shown in the add sheet.
@MainActor @Observable
final class ItemFormModel: Identifiable {
  var item: ItemsModel.Item
  var focus: Field? = .name
  var isUrgent = false
  var quantity = 1
  var volume = 0.5

  enum Field: Hashable { case name }

  nonisolated var id: ObjectIdentifier { ObjectIdentifier(self) }

  init(item: ItemsModel.Item) {
    self.item = item
  }
}

struct ItemsView: View {
  @UIBindable var model: ItemsModel

  var body: some View {
    NavigationStack {
      List {
        ForEach(model.items) { item in
          Button(item.name) { model.drillDown = item }
        }
        .onDelete { model.delete(atOffsets: $0) }
      }
      .navigationTitle("Items")
      .toolbar {
        Button("Add", systemImage: "plus") { model.addButtonTapped() }
        Button("Delete all", role: .destructive) { model.deleteButtonTapped() }
        Button("Share") { model.shareButtonTapped() }
      }
      .sheet(item: $model.destination.add) { form in
        NavigationStack {
          ItemFormView(model: form)
            .toolbar {
              ToolbarItem(placement: .cancellationAction) {
                Button("Dismiss") { model.destination = nil }
              }
              ToolbarItem(placement: .confirmationAction) {
                Button("Add") { model.confirmAddButtonTapped() }
              }
            }
        }
      }
      .alert($model.destination.alert) { action in model.alertButtonTapped(action) }
      .confirmationDialog($model.destination.dialog) { action in model.alertButtonTapped(action) }
      .navigationDestination(item: $model.drillDown) { item in
        Text("Detail of \(item.name)").navigationTitle(item.name)
      }
    }
  }
}

struct ItemFormView: View {
  @UIBindable var model: ItemFormModel

  var body: some View {
    Form {
      Section("Item") {
        TextField("Name", text: $model.item.name)
          .focused($model.focus, equals: .name)
        Toggle("Urgent", isOn: $model.isUrgent)
        Stepper("Quantity", value: $model.quantity, in: 1...5)
        Slider(value: $model.volume, in: 0...1, step: 0.25, title: "Volume")
      }
    }
    .navigationTitle("New item")
  }
}
