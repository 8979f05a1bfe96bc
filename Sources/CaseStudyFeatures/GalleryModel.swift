import Cairn

/// The case-studies app: a gallery whose stack pushes one screen per study.
@MainActor @Observable
public final class GalleryModel {
  /// The pushed screens.
  public var path: [Study] = []

  /// A pushed screen.
  public enum Study: Hashable {
    case sheet(SheetStudyModel)
    case alerts(AlertStudyModel)
    case popover(PopoverStudyModel)
    case drillDown(DrillDownStudyModel)
    case stack(StackStudyModel)
    case number(Int)
    case focus(FocusStudyModel)
    case deepLink(DeepLinkStudyModel)
    case counter(CounterStudyModel)
  }

  /// A gallery showing `path`.
  public init(path: [Study] = []) {
    self.path = path
  }

  /// The studies the gallery lists, with their titles.
  public static let studies: [(title: String, summary: String, make: @MainActor () -> Study)] = [
    (
      "Sheet", "A sheet from optional state, with a binding handed to the child",
      { .sheet(SheetStudyModel()) }
    ),
    (
      "Alerts and dialogs", "An alert and a confirmation dialog from state",
      { .alerts(AlertStudyModel()) }
    ),
    ("Popover", "A popover from a Boolean", { .popover(PopoverStudyModel()) }),
    (
      "Drill-down", "navigationDestination(item:) from optional state",
      { .drillDown(DrillDownStudyModel()) }
    ),
    ("Stack", "A navigation stack driven by a path", { .stack(StackStudyModel()) }),
    ("Focus", "Keyboard focus moved by the model", { .focus(FocusStudyModel()) }),
    ("Deep link", "Jump straight into nested state", { .deepLink(DeepLinkStudyModel()) }),
    (
      "Counter with reducers", "A store, a reducer and a cancellable effect",
      { .counter(CounterStudyModel()) }
    ),
  ]

  /// Pushes the study at `index` of ``studies``.
  public func studyTapped(_ index: Int) {
    path.append(Self.studies[index].make())
  }

  /// Opens the counter `id` of the drill-down study with its count sheet, from anywhere.
  public func openNestedCounter(_ id: Int) {
    let drillDown = DrillDownStudyModel()
    drillDown.selected = drillDown.counters.first { $0.id == id }
    path = [.drillDown(drillDown)]
  }

  /// Pushes a number onto the stack study.
  public func push(number: Int) {
    path.append(.number(number))
  }

  /// Pops every number, back to the stack study's screen.
  public func popToStackRoot() {
    while case .number = path.last { path.removeLast() }
  }
}

/// Study models are identified by object identity, as path elements.
public protocol StudyModel: AnyObject, Hashable {}

extension StudyModel {
  /// Studies are equal only to themselves.
  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  /// Hashes the study's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
