import CairnArchitecture

/// The case studies written with reducers: a list of studies on the root of a navigation
/// stack driven by `StackState`.
@Reducer
public struct ReducerGallery {
  /// The pushed screens.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The stack: one element per pushed screen.
    public var path: StackState<Path.State>

    /// A gallery showing `path`.
    public init(path: StackState<Path.State> = StackState()) {
      self.path = path
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    /// The browser went to `routes` (back, forward, or a link): pops when they are a prefix
    /// of the screens shown, else rebuilds the screens from the first that differs.
    case linkOpened([ReducerGalleryRoute])
    case path(StackAction<Path.State, Path.Action>)
    case studyTapped(Study)
  }

  /// A screen pushed on the gallery's stack.
  @Reducer
  public enum Path {
    case alerts(AlertsStudyFeature)
    case destinations(DestinationsStudyFeature)
    case drillDown(DrillDownStudyFeature)
    case number(NumberScreenFeature)
    case popover(PopoverStudyFeature)
    case sheet(SheetStudyFeature)
  }

  /// A study the gallery lists.
  public enum Study: CaseIterable, Equatable, Sendable {
    case sheet, alerts, popover, drillDown, stack, destinations

    /// The study's name in the list.
    public var title: String {
      switch self {
      case .sheet: "Sheet"
      case .alerts: "Alerts and dialogs"
      case .popover: "Popover"
      case .drillDown: "Drill-down"
      case .stack: "Stack"
      case .destinations: "Destinations"
      }
    }

    /// What the study shows.
    public var summary: String {
      switch self {
      case .sheet: "@Presents and ifLet, with a child that dismisses itself"
      case .alerts: "An alert and a confirmation dialog from AlertState"
      case .popover: "A popover whose child closes it"
      case .drillDown: "navigationDestination(item:) from a scoped store"
      case .stack: "Screens pushed on StackState and popped by id"
      case .destinations: "One @Reducer enum for a sheet, a popover and an alert"
      }
    }

    /// The screen the study pushes.
    public var screen: Path.State {
      switch self {
      case .sheet: .sheet(SheetStudyFeature.State())
      case .alerts: .alerts(AlertsStudyFeature.State())
      case .popover: .popover(PopoverStudyFeature.State())
      case .drillDown: .drillDown(DrillDownStudyFeature.State())
      case .stack: .number(NumberScreenFeature.State(number: 1))
      case .destinations: .destinations(DestinationsStudyFeature.State())
      }
    }
  }

  /// The gallery.
  public init() {}

  /// Tapping a study pushes it; the stack's number screens push and pop through delegate
  /// actions; a link pops by id or rebuilds.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .studyTapped(let study):
        state.path.append(study.screen)
        return .none
      case .path(.element(_, .number(.delegate(.push(let number))))):
        state.path.append(.number(NumberScreenFeature.State(number: number)))
        return .none
      case .path(.element(_, .number(.delegate(.popToRoot)))):
        guard let first = state.firstOfTopNumberScreens else { return .none }
        return .send(.path(.popFrom(id: first)))
      case .linkOpened(let routes):
        return state.open(routes)
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension ReducerGallery.Path.State: Equatable, Sendable {}
extension ReducerGallery.Path.Action: Equatable, Sendable {}

extension ReducerGallery.State {
  /// The id of the lowest screen of the run of number screens on top of the stack.
  var firstOfTopNumberScreens: StackElementID? {
    var first: StackElementID?
    for id in path.elementIDs.reversed() {
      guard case .number = path[id: id] else { break }
      first = id
    }
    return first
  }
}
