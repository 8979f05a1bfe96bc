import Cairn
import Dependencies
import Foundation
import IdentifiedCollections

/// The inventory: its rows, and the one route of the screen — the add sheet, or whatever one
/// row presents.
///
/// The parent's ``route`` and the rows' routes are kept in step both ways: a row that sets its
/// route makes the parent's `.row(id:route:)`; a parent route (a deep link, a test) reaches the
/// matching row and clears every other. So at most one route is active on the whole screen.
/// Each write is made only when the value differs, so the two directions cannot loop; rows
/// hold the parent weakly, so neither keeps the other alive.
@MainActor @Observable
public final class InventoryModel {
  /// The rows, one per item.
  public var inventory: IdentifiedArrayOf<ItemRowModel> {
    didSet { bindRows() }
  }
  /// What the screen presents, if anything.
  public var route: Route? {
    didSet {
      guard route != oldValue else { return }
      noteDraftEdit(from: oldValue)
      routeDidChange()
    }
  }
  /// The add sheet's item once the person changed anything in it (even back to blank): the
  /// pre-fill then leaves it alone.
  @ObservationIgnored private var editedDraft: Item.ID?
  /// Whether the pre-fill itself is writing the draft (not the person).
  @ObservationIgnored private var isPreFilling = false
  /// The colours every item form offers.
  public let palette: ColorPalette

  /// What the inventory screen presents.
  @CasePathable @dynamicMemberLookup
  public enum Route: Equatable, Sendable {
    /// The add sheet, editing a new item.
    case add(Item)
    /// A row's own route.
    case row(id: ItemRowModel.ID, route: ItemRowModel.Route)
  }

  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored @Dependency(\.uuid) private var uuid

  /// An inventory of `items`, presenting `route`: a route given here (a deep link) reaches
  /// its row at once and survives start-up.
  public init(
    items: [Item] = [],
    route: Route? = nil,
    palette: ColorPalette = ColorPalette()
  ) {
    self.inventory = IdentifiedArray(uniqueElements: items.map { ItemRowModel(item: $0) })
    self.route = route
    self.palette = palette
    // Property observers do not run in an initialiser: bind and sync once by hand.
    bindRows()
    routeDidChange()
  }

  // MARK: Add

  /// Opens the add sheet on a blank item; half a second later the name and colour are
  /// pre-filled ("Bluetooth Keyboard", red), if the sheet is still up on that item and the
  /// person has changed nothing in it: what they typed or chose is never overwritten, even if
  /// they erased it again.
  public func addButtonTapped() async {
    let item = Item(id: uuid(), status: .inStock(quantity: 1))
    route = .add(item)
    try? await clock.sleep(for: .milliseconds(500))
    guard case .add(var draft) = route, draft.id == item.id, draft == item,
      editedDraft != item.id
    else { return }
    draft.name = "Bluetooth Keyboard"
    draft.color = .red
    isPreFilling = true
    defer { isPreFilling = false }
    route = .add(draft)
  }

  /// Remembers that the person edited the add sheet's item.
  private func noteDraftEdit(from oldValue: Route?) {
    guard !isPreFilling, case .add(let new) = route, case .add(let old) = oldValue,
      new.id == old.id
    else { return }
    editedDraft = new.id
  }

  /// The sheet's "Add": appends the item and dismisses.
  public func confirmAddButtonTapped() {
    guard case .add(let item) = route else { return }
    route = nil
    inventory.append(withDependencies(from: self) { ItemRowModel(item: item) })
  }

  /// The sheet's "Cancel".
  public func cancelAddButtonTapped() {
    route = nil
  }

  // MARK: Rows

  private func delete(_ id: Item.ID) {
    route = nil
    inventory.remove(id: id)
  }

  private func duplicate(_ item: Item) {
    inventory.append(withDependencies(from: self) { ItemRowModel(item: item) })
  }

  /// Gives every row its callbacks; rows hold the parent weakly.
  private func bindRows() {
    for row in inventory {
      row.onRouteChange = { [weak self, weak row] rowRoute in
        guard let self, let row else { return }
        self.rowRouteDidChange(row, to: rowRoute)
      }
      row.onDelete = { [weak self] id in self?.delete(id) }
      row.onDuplicate = { [weak self] item in self?.duplicate(item) }
    }
  }

  /// A row's route changed: the parent's route follows (the other rows are then cleared by
  /// ``routeDidChange()``).
  private func rowRouteDidChange(_ row: ItemRowModel, to rowRoute: ItemRowModel.Route?) {
    if let rowRoute {
      let route = Route.row(id: row.id, route: rowRoute)
      if self.route != route { self.route = route }
    } else if case .row(let id, _) = route, id == row.id {
      route = nil
    }
  }

  /// The parent's route changed: the matching row takes its part, every other row none.
  private func routeDidChange() {
    for row in inventory {
      let rowRoute: ItemRowModel.Route?
      if case .row(let id, let route) = route, id == row.id {
        rowRoute = route
      } else {
        rowRoute = nil
      }
      if row.route != rowRoute { row.route = rowRoute }
    }
  }
}
