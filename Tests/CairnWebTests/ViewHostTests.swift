@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("View tests with the headless host")
struct ViewHostTests {
  @Test func rendersTitleRowsAndToolbar() {
    let host = ViewHost { ItemsView(model: ItemsModel()) }
    #expect(host.find(.heading, "Items") != nil)
    #expect(host.all(.listItem).count == 3)
    #expect(host.button("Item 2") != nil)
    #expect(
      host.button("Add")?[attribute: "aria-label"] == "Add", "icon-only buttons carry a label")
    #expect(host.live.title == "Items")
  }

  @Test func addSheetOpensTypesAndAdds() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }

    try await host.tap(host.button("Add"))
    let sheet = try #require(host.dialog("New item"))
    #expect(sheet[attribute: "data-modal"] != nil)
    #expect(host.effects.contains(.focus(try #require(host.textField("Name")?[attribute: "id"]))))

    try await host.type("Milk", into: host.textField("Name"))
    #expect(
      model.destination?[case: \.add]?.item.name == "Milk", "the parent sees the child's edit")
    #expect(host.textField("Name")?[attribute: "value"] == "Milk")

    try await host.tap(host.all(.button).last { $0.name == "Add" })
    #expect(model.items.map(\.name) == ["Item 1", "Item 2", "Item 3", "Milk"])
    #expect(host.dialog() == nil)
    #expect(host.all(.listItem).count == 4)
  }

  @Test func escapeDismissesTheSheetAndWritesNil() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    try await host.tap(host.button("Add"))

    try await host.dismiss(host.dialog())

    #expect(model.destination == nil)
    #expect(host.dialog() == nil)
  }

  @Test func modelNilClosesTheSheet() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    try await host.tap(host.button("Add"))
    model.destination = nil
    await host.settle()
    #expect(host.dialog() == nil)
  }

  @Test func alertButtonDismissesThenDelivers() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    try await host.tap(host.button("Delete all"))
    let alert = try #require(host.alert("Delete all?"))
    #expect(alert.text.contains("This cannot be undone."))

    try await host.tap(host.button("Delete", in: alert))

    #expect(model.log == ["alert: confirmDeletion, destination nil: true"])
    #expect(model.items.isEmpty)
    #expect(host.alert() == nil)
  }

  @Test func confirmationDialogButtonsDismissThenDeliverAndCancelOnlyDismisses() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    try await host.tap(host.button("Share"))
    try await host.tap(host.button("Copy link", in: host.alert("Share")))
    #expect(model.log == ["alert: shareLink, destination nil: true"])
    #expect(host.alert() == nil)

    try await host.tap(host.button("Share"))
    try await host.tap(host.button("Cancel", in: host.alert("Share")))
    #expect(model.destination == nil)
    #expect(model.log.count == 1, "a button without an action only dismisses")
  }

  @Test func escapeOnAlertAnswersLikeCancel() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    try await host.tap(host.button("Delete all"))
    try await host.dismiss(host.alert())
    #expect(model.destination == nil)
    #expect(model.items.count == 3)
  }

  @Test func drillDownAndBack() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }

    try await host.tap(host.button("Item 2"))
    #expect(host.find(.heading, "Item 2") != nil)
    #expect(host.contains(text: "Detail of Item 2"))
    #expect(host.button("Back to Items") != nil)

    try await host.goBack()
    #expect(model.drillDown == nil)
    #expect(host.find(.heading, "Items") != nil)
  }

  @Test func deletingARowSendsARemovePatchNotARebuild() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    let deletes = host.all(.button).filter { $0.name.hasPrefix("Delete Item") }
    #expect(deletes.count == 3)

    try await host.tap(deletes[1])

    #expect(model.items.map(\.id) == [1, 3])
    let patches = try #require(host.updates.last?.patches)
    #expect(patches.count == 1)
    guard case .remove = patches.first else {
      Issue.record("expected a remove patch, got \(patches)")
      return
    }
  }

  @Test func renamingOneRowPatchesOnlyItsTextAndItsDeleteLabel() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    model.items[1].name = "Renamed"
    await host.settle()
    let patches = try #require(host.updates.last?.patches)
    #expect(patches.count == 2)
    #expect(patches.contains { if case .setText(_, "Renamed") = $0 { true } else { false } })
    #expect(
      patches.contains {
        if case .setAttributes(_, let set, let removed) = $0 {
          set == ["aria-label": "Delete Renamed"] && removed.isEmpty
        } else {
          false
        }
      })
  }

  @Test func controlsAreBoundBothWays() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    try await host.tap(host.button("Add"))
    let form = try #require(model.destination?[case: \.add])

    try await host.setToggle(host.find(.toggle, "Urgent"), to: true)
    #expect(form.isUrgent)
    try await host.tap(host.button("Increment Quantity"))
    #expect(form.quantity == 2)
    try await host.slide(host.find(.slider, "Volume"), to: 0.8)
    #expect(form.volume == 0.75, "snapped to the step")

    form.isUrgent = false
    await host.settle()
    #expect(host.find(.toggle, "Urgent")?[attribute: "checked"] == nil)
  }

  @Test func manyMutationsInOneEventGiveOneRender() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    let before = host.live.renderCount
    for index in 0..<50 { model.items[0].name = "Name \(index)" }
    await host.settle()
    #expect(host.live.renderCount == before + 1)
  }

  @Test func userStringsAreEscaped() async throws {
    let model = ItemsModel(items: [.init(id: 1, name: "<script>alert(1)</script>")])
    let host = ViewHost { ItemsView(model: model) }
    #expect(host.html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!host.html.contains("<script>"))
  }

  @Test func staleHandlerIsRejected() async throws {
    let model = ItemsModel()
    let host = ViewHost { ItemsView(model: model) }
    let row = try #require(host.button("Item 3"))
    model.items.removeLast()
    await host.settle()
    #expect(throws: EventError.self) {
      try host.live.dispatch(handler: row[attribute: "data-on-click"] ?? "")
    }
  }
}
