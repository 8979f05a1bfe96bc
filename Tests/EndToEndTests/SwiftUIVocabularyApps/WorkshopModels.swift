import Cairn
import CairnWeb

// A workshop's parts bin, written as SwiftUI code of 2021 writes an app: `ObservableObject`
// models with `@Published` properties, one optional enum saying what is on screen.

/// One kind of part on the workshop's shelves.
struct WorkshopPart: Identifiable, Hashable, Sendable {
  let id: UUID
  var name: String
  var finish: Finish
  var count: Int
  var needsReorder: Bool

  /// The part's finish, drawn as a small swatch.
  enum Finish: String, CaseIterable, Hashable, Sendable {
    case brass, steel, walnut, enamel

    var title: String { rawValue.capitalized }

    var swatch: Color {
      switch self {
      case .brass: .yellow
      case .steel: .gray
      case .walnut: .brown
      case .enamel: .red
      }
    }
  }

  static func blank() -> WorkshopPart {
    WorkshopPart(id: UUID(), name: "", finish: .steel, count: 1, needsReorder: false)
  }
}

/// The tabs of the workshop app.
enum WorkshopTab: Hashable, Sendable {
  case overview, shelf
}

/// The app's root model: which tab shows, and the shelf.
@MainActor
final class WorkshopModel: ObservableObject {
  @Published var tab: WorkshopTab
  let shelf: ShelfModel

  init(tab: WorkshopTab = .overview, shelf: ShelfModel = ShelfModel()) {
    self.tab = tab
    self.shelf = shelf
  }
}

/// The shelf: its parts, and what the screen presents over them.
@MainActor
final class ShelfModel: ObservableObject {
  @Published var parts: [WorkshopPart]
  @Published var route: Route?

  /// What the shelf presents: a sheet to add, a drill-down to edit, a popover to duplicate,
  /// or an alert asking before a part goes.
  @CasePathable
  enum Route: Hashable, Sendable {
    case add(WorkshopPart)
    case edit(WorkshopPart)
    case duplicate(WorkshopPart)
    case remove(WorkshopPart)
  }

  init(parts: [WorkshopPart] = ShelfModel.starterParts, route: Route? = nil) {
    self.parts = parts
    self.route = route
  }

  static let starterParts = [
    WorkshopPart(id: UUID(), name: "Hinge", finish: .brass, count: 12, needsReorder: false),
    WorkshopPart(id: UUID(), name: "Bracket", finish: .steel, count: 4, needsReorder: true),
  ]

  /// The part the alert asks about, while it asks.
  var partToRemove: WorkshopPart? {
    if case .remove(let part) = route { part } else { nil }
  }

  /// The part being edited, while the editor is pushed.
  var partBeingEdited: WorkshopPart? {
    if case .edit(let part) = route { part } else { nil }
  }

  func addTapped() {
    route = .add(.blank())
  }

  func confirmAdd(_ part: WorkshopPart) {
    parts.append(part)
    route = nil
  }

  func cancel() {
    route = nil
  }

  func editTapped(_ part: WorkshopPart) {
    route = .edit(part)
  }

  func saveEdit(_ part: WorkshopPart) {
    if let index = parts.firstIndex(where: { $0.id == part.id }) {
      parts[index] = part
    }
    route = nil
  }

  func duplicateTapped(_ part: WorkshopPart) {
    var copy = part
    copy = WorkshopPart(
      id: UUID(), name: "\(part.name) copy", finish: copy.finish, count: copy.count,
      needsReorder: copy.needsReorder)
    route = .duplicate(copy)
  }

  func removeTapped(_ part: WorkshopPart) {
    route = .remove(part)
  }

  func confirmRemove(_ part: WorkshopPart) {
    parts.removeAll { $0.id == part.id }
    route = nil
  }
}
