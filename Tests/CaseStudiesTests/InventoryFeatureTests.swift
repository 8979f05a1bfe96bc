import Cairn
import CaseStudyFeatures
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import Testing

/// The inventory lesson's tests, with a controlled clock instead of sleeps.
@MainActor
@Suite("Inventory: models")
struct InventoryFeatureTests {
  static let keyboard = Item.samples[0]
  static let charger = Item.samples[1]

  func makeInventory(
    clock: TestClock<Duration> = TestClock(),
    route: InventoryModel.Route? = nil
  ) -> InventoryModel {
    withDependencies {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    } operation: {
      InventoryModel(items: [Self.keyboard, Self.charger], route: route)
    }
  }

  @Test func addPreFillsTheNameAndColourAfterHalfASecond() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let model = makeInventory(clock: clock)
      let task = Task { await model.addButtonTapped() }
      await Task.yield()
      guard case .add(let blank) = model.route else {
        Issue.record("the add sheet is up")
        return
      }
      #expect(blank.name.isEmpty)
      #expect(blank.color == nil)

      await clock.advance(by: .milliseconds(499))
      #expect(model.route == .add(blank), "nothing before half a second")
      await clock.advance(by: .milliseconds(1))
      await task.value
      #expect(model.route?.add?.name == "Bluetooth Keyboard")
      #expect(model.route?.add?.color == .red)

      model.confirmAddButtonTapped()
      #expect(model.route == nil)
      #expect(model.inventory.count == 3)
      #expect(model.inventory.last?.item.name == "Bluetooth Keyboard")
    }
  }

  /// Issue 28, item 5: whatever the person changed first — a colour, a name they erased
  /// again — the pre-fill never writes over it.
  @Test(arguments: ["colour", "erased name", "quantity"])
  func anyEditBeforeThePreFillKeepsTheDraftAsThePersonLeftIt(_ edit: String) async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let model = makeInventory(clock: clock)
      let task = Task { await model.addButtonTapped() }
      await Task.yield()
      guard case .add(var draft) = model.route else {
        Issue.record("the add sheet is up")
        return
      }
      switch edit {
      case "colour":
        draft.color = .blue
        model.route = .add(draft)
      case "erased name":
        draft.name = "M"
        model.route = .add(draft)
        draft.name = ""
        model.route = .add(draft)
      default:
        draft.status = .inStock(quantity: 3)
        model.route = .add(draft)
      }
      let leftAs = model.route
      await clock.advance(by: .seconds(1))
      await task.value
      #expect(model.route == leftAs, "the pre-fill changed nothing")
    }
  }

  @Test func aTypedNameIsNotOverwrittenByThePreFill() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let model = makeInventory(clock: clock)
      let task = Task { await model.addButtonTapped() }
      await Task.yield()
      guard case .add(var draft) = model.route else {
        Issue.record("the add sheet is up")
        return
      }
      draft.name = "Mouse"
      model.route = .add(draft)
      await clock.advance(by: .seconds(1))
      await task.value
      #expect(model.route?.add?.name == "Mouse")
      #expect(model.route?.add?.color == nil)
    }
  }

  @Test func aDismissedSheetIsNotReopenedByThePreFill() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let model = makeInventory(clock: clock)
      let task = Task { await model.addButtonTapped() }
      await Task.yield()
      model.cancelAddButtonTapped()
      await clock.advance(by: .seconds(1))
      await task.value
      #expect(model.route == nil)
      #expect(model.inventory.count == 2)
    }
  }

  @Test func deleteAsksThenRemovesTheRowAndClearsEveryRoute() {
    let model = makeInventory()
    let row = model.inventory[0]
    row.deleteButtonTapped()
    #expect(
      model.route == .row(id: row.id, route: .deleteAlert), "the row's route reaches the parent")

    row.deleteConfirmed()
    #expect(model.route == nil)
    #expect(model.inventory.ids == [Self.charger.id])
    #expect(model.inventory.allSatisfy { $0.route == nil })
  }

  @Test func duplicateAddsTheEditedCopyAsANewItem() {
    let model = makeInventory()
    let row = model.inventory[0]
    row.duplicateButtonTapped()
    guard case .row(row.id, .duplicate(var copy)) = model.route else {
      Issue.record("the duplicate popover is up")
      return
    }
    #expect(copy.id != row.id)
    #expect(copy.name == "Keyboard")
    copy.name = "Keyboard (spare)"
    row.route = .duplicate(copy)

    row.duplicateConfirmed()
    #expect(model.route == nil)
    #expect(model.inventory.map(\.item.name) == ["Keyboard", "Charger", "Keyboard (spare)"])
    #expect(model.inventory[0].item == Self.keyboard, "the original is untouched")
  }

  @Test func editShowsSavingForASecondThenWritesTheItemAndPops() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let model = makeInventory(clock: clock)
      let row = model.inventory[1]
      row.setEditNavigation(isActive: true)
      #expect(model.route == .row(id: row.id, route: .edit(Self.charger)))

      var edited = Self.charger
      edited.name = "USB-C charger"
      edited.status = .outOfStock(isOnBackOrder: true)
      row.route = .edit(edited)
      #expect(row.item == Self.charger, "nothing is written before Save")

      let save = Task { await row.saveButtonTapped() }
      await Task.yield()
      #expect(row.isSaving)
      #expect(row.route == .edit(edited), "still on the form while saving")
      await clock.advance(by: .seconds(1))
      await save.value
      #expect(!row.isSaving)
      #expect(row.item == edited)
      #expect(row.route == nil, "popped")
      #expect(model.route == nil)
    }
  }

  @Test func backOrCancelPopsWithoutSaving() {
    let model = makeInventory()
    let row = model.inventory[1]
    row.setEditNavigation(isActive: true)
    var edited = Self.charger
    edited.name = "Dropped"
    row.route = .edit(edited)
    row.setEditNavigation(isActive: false)
    #expect(row.route == nil)
    #expect(model.route == nil)
    #expect(row.item == Self.charger)

    row.setEditNavigation(isActive: true)
    row.cancelEditButtonTapped()
    #expect(model.route == nil)
    #expect(row.item == Self.charger)
  }

  @Test func aParentRouteReachesTheRowAndClearsTheOthers() {
    let model = makeInventory()
    let (first, second) = (model.inventory[0], model.inventory[1])
    first.deleteButtonTapped()
    #expect(first.route == .deleteAlert)

    model.route = .row(id: second.id, route: .edit(Self.charger))
    #expect(second.route == .edit(Self.charger))
    #expect(first.route == nil, "at most one route on the screen")

    second.duplicateButtonTapped()
    #expect(model.route?.row?.id == second.id)
    #expect(model.route?.row?.route.is(\.duplicate) == true)

    model.route = .add(Item(id: UUID(), status: .inStock(quantity: 1)))
    #expect(model.inventory.allSatisfy { $0.route == nil }, "the add sheet clears every row")
  }

  @Test func aRouteGivenAtStartUpReachesItsRowAndSurvives() {
    let model = makeInventory(route: .row(id: Self.charger.id, route: .edit(Self.charger)))
    #expect(model.inventory[1].route == .edit(Self.charger))
    #expect(model.route == .row(id: Self.charger.id, route: .edit(Self.charger)))
    #expect(model.inventory[0].route == nil)
  }

  @Test func rowsAddedLaterAreKeptInStepToo() {
    let model = makeInventory()
    model.confirmAddButtonTapped()  // no sheet: nothing happens
    #expect(model.inventory.count == 2)
    model.route = .add(Item(id: UUID(), name: "Mouse", status: .inStock(quantity: 2)))
    model.confirmAddButtonTapped()
    let mouse = model.inventory[2]
    mouse.deleteButtonTapped()
    #expect(model.route == .row(id: mouse.id, route: .deleteAlert))
  }

  @Test func parentAndRowsDeallocate() {
    weak var weakParent: InventoryModel?
    weak var weakRow: ItemRowModel?
    do {
      let model = makeInventory()
      model.inventory[0].duplicateButtonTapped()
      model.inventory[1].deleteButtonTapped()
      weakParent = model
      weakRow = model.inventory[0]
      #expect(weakParent != nil)
    }
    #expect(weakParent == nil, "rows do not keep the parent alive")
    #expect(weakRow == nil, "the parent does not keep rows alive past itself")
  }

  @Test func aRemovedRowDeallocates() {
    let model = makeInventory()
    weak let weakRow = model.inventory[0]
    model.inventory[0].deleteButtonTapped()
    model.inventory[0].deleteConfirmed()
    #expect(weakRow == nil)
  }

  @Test func loadingMoreColoursTakesHalfASecondAndExtendsThePalette() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let palette = withDependencies {
        $0.continuousClock = clock
      } operation: {
        ColorPalette()
      }
      let task = Task { await palette.loadMoreButtonTapped() }
      await Task.yield()
      #expect(palette.isLoading)
      #expect(palette.colors == Item.Color.defaults)
      await clock.advance(by: .milliseconds(500))
      await task.value
      #expect(!palette.isLoading)
      #expect(palette.colors == Item.Color.defaults + Item.Color.more)
      #expect(palette.hasLoadedAll)
    }
  }

  @Test func theInStockToggleSwitchesCasesWithSensiblePayloads() {
    var status = Item.Status.inStock(quantity: 7)
    status.isInStock = true
    #expect(status == .inStock(quantity: 7), "setting the current case keeps the payload")
    status.isInStock = false
    #expect(status == .outOfStock(isOnBackOrder: false))
    status = .outOfStock(isOnBackOrder: true)
    status.isInStock = true
    #expect(status == .inStock(quantity: 1))
    #expect(Item.Status.inStock(quantity: 3).summary == "In stock: 3")
    #expect(Item.Status.outOfStock(isOnBackOrder: false).summary == "Out of stock")
    #expect(Item.Status.outOfStock(isOnBackOrder: true).summary == "On back order")
  }
}
