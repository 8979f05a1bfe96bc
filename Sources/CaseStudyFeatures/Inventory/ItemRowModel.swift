import Cairn
import Dependencies
import Foundation

/// One row of the inventory: its item, and the route the row owns (the delete alert, the
/// duplicate popover, the edit drill-down). The parent ``InventoryModel`` keeps its own route
/// in step with every row's, so exactly one route is active on the screen.
@MainActor @Observable
public final class ItemRowModel: Identifiable {
  /// The row's identity: its item's.
  public nonisolated let id: Item.ID
  /// The item as saved.
  public private(set) var item: Item
  /// What the row presents, if anything.
  public var route: Route? {
    didSet {
      if route != oldValue { onRouteChange(route) }
    }
  }
  /// Whether an edit is being saved (the Save button shows progress).
  public private(set) var isSaving = false

  /// What a row presents.
  @CasePathable @dynamicMemberLookup
  public enum Route: Equatable, Sendable {
    /// "Delete <name>?"
    case deleteAlert
    /// A popover with an editable copy (under a new id) that "Add" appends.
    case duplicate(Item)
    /// A drill-down with an editable copy that "Save" writes back.
    case edit(Item)
  }

  /// Told when the row's route changes, by whoever set it (the parent listens).
  @ObservationIgnored var onRouteChange: @MainActor (Route?) -> Void = { _ in }
  /// Told that the user confirmed deleting the item.
  @ObservationIgnored var onDelete: @MainActor (Item.ID) -> Void = { _ in }
  /// Told that the user added a duplicate.
  @ObservationIgnored var onDuplicate: @MainActor (Item) -> Void = { _ in }

  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored @Dependency(\.uuid) private var uuid

  /// A row showing `item`, presenting `route`.
  public init(item: Item, route: Route? = nil) {
    self.id = item.id
    self.item = item
    self.route = route
  }

  // MARK: Delete

  /// Asks "Delete <name>?".
  public func deleteButtonTapped() {
    route = .deleteAlert
  }

  /// The alert's "Delete": the parent removes the row.
  public func deleteConfirmed() {
    route = nil
    onDelete(id)
  }

  // MARK: Duplicate

  /// Opens the popover with a copy of the item under a new id.
  public func duplicateButtonTapped() {
    route = .duplicate(item.duplicate(id: uuid()))
  }

  /// The popover's "Add": the copy, as edited, becomes a new item.
  public func duplicateConfirmed() {
    guard case .duplicate(let copy) = route else { return }
    route = nil
    onDuplicate(copy)
  }

  // MARK: Edit

  /// The edit link was followed (`true`: open the form on a copy of the item) or its screen
  /// was popped (`false`: drop the copy unsaved).
  public func setEditNavigation(isActive: Bool) {
    if isActive {
      route = .edit(item)
    } else if route?.is(\.edit) == true {
      route = nil
    }
  }

  /// "Save": shows progress for the second a server would take, then writes the edited copy
  /// into the row and pops. The copy is the one shown when Save was pressed; what the user
  /// confirmed is saved even if they leave the screen meanwhile.
  public func saveButtonTapped() async {
    guard case .edit(let edited) = route, !isSaving else { return }
    isSaving = true
    try? await clock.sleep(for: .seconds(1))
    item = edited
    isSaving = false
    if route?.is(\.edit) == true { route = nil }
  }

  /// "Cancel": pops without saving.
  public func cancelEditButtonTapped() {
    if route?.is(\.edit) == true { route = nil }
  }
}
