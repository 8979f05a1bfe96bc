import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import CaseStudies
import CaseStudyFeatures
import Clocks
import ConcurrencyExtras
import Dependencies
import Testing

/// The inventory app drawn in the headless host: each navigation form, driven by a case of
/// one route, and the URL following it.
@MainActor
@Suite("Inventory: view tests")
struct InventoryViewTests {
  static let keyboard = Item.samples[0]
  static let charger = Item.samples[1]

  func host(
    _ path: String = "/inventory",
    clock: some Clock<Duration> = ImmediateClock()
  ) -> (InventoryAppModel, ViewHost) {
    withDependencies {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    } operation: {
      let model = InventoryAppModel(deepLink: DeepLink(path: path))
      let host = ViewHost(url: { model.deepLink }) { InventoryAppView(model: model) }
      return (model, host)
    }
  }

  /// A row's edit link, named by its item's name (then its status).
  func link(startingWith name: String, in host: ViewHost) -> ViewHost.Element? {
    host.all(.link).first { $0.text.hasPrefix(name) }
  }

  @Test func theTabsSelectPagesAndTheURLFollows() async throws {
    let (model, host) = host()
    #expect(host.find(.heading, "Inventory") != nil)
    #expect(host.contains(text: "Keyboard"))

    try await host.tap(host.button("One"))
    #expect(model.selectedTab == .one)
    // A tab or a presentation replaces the URL; only a drill-down adds a history entry.
    #expect(host.effects.contains(.replaceURL("/inventory/tabs/one")))
    #expect(!host.contains(text: "Keyboard"))
    try await host.tap(host.button("Go to inventory"))
    #expect(model.selectedTab == .inventory)

    try await host.tap(host.button("Three"))
    #expect(host.contains(text: "4 items"))
    #expect(host.contains(text: "2 in stock"))
  }

  @Test func addOpensASheetThatIsPreFilledThenAppends() async throws {
    let (model, host) = host()
    try await host.tap(host.button("Add"))
    let sheet = try #require(host.dialog("New item"))
    #expect(host.textField("Name")?[attribute: "value"] == "Bluetooth Keyboard")
    #expect(host.effects.contains(.replaceURL("/inventory/add")))

    try await host.tap(host.button("Add", in: sheet))
    #expect(host.dialog("New item") == nil)
    #expect(model.inventory.inventory.count == 5)
    #expect(link(startingWith: "Bluetooth Keyboard", in: host) != nil)
  }

  @Test func theItemFormEditsStatusThroughCaseBindings() async throws {
    let (model, host) = host("/inventory/add")
    #expect(host.find(.toggle, "In stock")?[attribute: "checked"] != nil)
    #expect(host.find(.toggle, "Back-ordered") == nil)
    #expect(host.contains(text: "Quantity: 1"))
    try await host.tap(host.button("Increment Quantity: 1"))
    #expect(model.inventory.route?.add?.status == .inStock(quantity: 2))

    try await host.setToggle(host.find(.toggle, "In stock"), to: false)
    #expect(model.inventory.route?.add?.status == .outOfStock(isOnBackOrder: false))
    #expect(!host.contains(text: "Quantity"))
    try await host.setToggle(host.find(.toggle, "Back-ordered"), to: true)
    #expect(model.inventory.route?.add?.status == .outOfStock(isOnBackOrder: true))

    try await host.select("Green", in: host.find(.picker, "Color"))
    #expect(model.inventory.route?.add?.color == .green)
    try await host.tap(host.button("Load more colours"))
    try await host.select("Teal", in: host.find(.picker, "Color"))
    #expect(model.inventory.route?.add?.color?.name == "Teal")
    #expect(host.button("Load more colours") == nil, "everything is loaded")
  }

  @Test func duplicateOpensAPopoverWhoseAddAppendsTheCopy() async throws {
    let (model, host) = host()
    try await host.tap(host.button("Duplicate Keyboard"))
    let popover = try #require(host.dialog("Duplicate"))
    #expect(popover[attribute: "class"]?.contains("popover") == true)
    try await host.type("Keyboard (spare)", into: host.textField("Name"))
    try await host.tap(host.button("Add", in: popover))
    #expect(host.dialog("Duplicate") == nil)
    #expect(model.inventory.inventory.map(\.item.name).last == "Keyboard (spare)")
  }

  @Test func deleteAsksInAnAlertThenRemovesTheRow() async throws {
    let (model, host) = host()
    try await host.tap(host.button("Delete Keyboard"))
    let alert = try #require(host.alert("Delete Keyboard?"))
    #expect(
      host.effects.contains(.replaceURL("/inventory/\(Self.keyboard.id.uuidString)/delete")))
    try await host.tap(host.button("Cancel", in: alert))
    #expect(model.inventory.inventory.count == 4)

    try await host.tap(host.button("Delete Keyboard"))
    try await host.tap(host.button("Delete", in: host.alert("Delete Keyboard?")))
    #expect(host.alert() == nil)
    #expect(!host.contains(text: "Keyboard"))
    #expect(model.inventory.inventory.count == 3)
  }

  @Test func theEditLinkIsARealLinkAndSavingShowsProgressThenPops() async throws {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (model, host) = host(clock: clock)
      let chargerLink = link(startingWith: "Charger", in: host)
      let href = "/inventory/\(Self.charger.id.uuidString)/edit"
      #expect(chargerLink?[attribute: "href"] == href)
      try? await host.tap(chargerLink)
      #expect(host.find(.heading, "Edit Charger") != nil)
      #expect(host.effects.contains(.pushURL(href)))
      try? await host.type("USB-C charger", into: host.textField("Name"))

      let row = model.inventory.inventory[id: Self.charger.id]!
      let save = Task { await row.saveButtonTapped() }
      await Task.yield()
      await host.settle()
      #expect(host.find(.heading, "Edit Charger") != nil, "still on the form")
      #expect(host.tree.descendants().contains { $0.node.attributes["aria-label"] == "Saving" })
      #expect(host.button("Save") == nil)

      await clock.advance(by: .seconds(1))
      await save.value
      await host.settle()
      #expect(host.find(.heading, "Inventory") != nil, "popped")
      #expect(link(startingWith: "USB-C charger", in: host) != nil)
    }
  }

  @Test func theBackButtonPopsTheEditWithoutSaving() async throws {
    let (model, host) = host("/inventory/\(Self.charger.id.uuidString)/edit")
    #expect(host.find(.heading, "Edit Charger") != nil, "a deep link opens the drill-down")
    try await host.type("Dropped", into: host.textField("Name"))
    try await host.goBack()
    #expect(host.find(.heading, "Inventory") != nil)
    #expect(model.inventory.inventory[id: Self.charger.id]?.item == Self.charger)
  }
}
