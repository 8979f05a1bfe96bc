import Cairn
import CairnArchitecture

/// The URLs of the case studies with reducers: `/reducers` then one component per pushed
/// screen, followed by what it presents.
///
/// `/reducers/sheet/edit`, `/reducers/alerts/dialog`, `/reducers/popover/tip`,
/// `/reducers/drill-down/3`, `/reducers/stack/1/2`, `/reducers/destinations/edit`. Parsing an
/// unknown or stale URL lands on the deepest valid screen.
public enum ReducerGalleryRoute: Equatable, Sendable {
  case sheet(isEditing: Bool)
  case alerts(presenting: Presented?)
  case popover(isTipShown: Bool)
  case drillDown(counter: Int?)
  case number(Int)
  case destinations(presenting: Destination?)

  /// The first component of every URL of these studies.
  public static let prefix = "reducers"

  /// What the alerts study shows.
  public enum Presented: String, Equatable, Sendable { case alert, dialog }
  /// What the destinations study shows.
  public enum Destination: String, Equatable, Sendable { case alert, edit, tip }

  /// Whether `link` is one of these studies' URLs.
  public static func matches(_ link: DeepLink) -> Bool {
    link.pathComponents.first == prefix
  }

  /// The routes `link` spells, stopping at the first component that makes no sense.
  public static func parse(_ link: DeepLink) -> [Self] {
    guard matches(link) else { return [] }
    var components = link.pathComponents.dropFirst()
    var routes: [Self] = []
    func next<Value>(_ make: (String) -> Value?) -> Value? {
      guard let first = components.first, let value = make(first) else { return nil }
      components.removeFirst()
      return value
    }
    while let component = components.popFirst() {
      switch component {
      case "sheet": routes.append(.sheet(isEditing: next { $0 == "edit" ? true : nil } ?? false))
      case "alerts": routes.append(.alerts(presenting: next(Presented.init(rawValue:))))
      case "popover":
        routes.append(.popover(isTipShown: next { $0 == "tip" ? true : nil } ?? false))
      case "drill-down":
        routes.append(
          .drillDown(counter: next { Int($0).flatMap { (1...5).contains($0) ? $0 : nil } }))
      case "stack":
        while let number = next({ Int($0).flatMap { $0 > 0 ? $0 : nil } }) {
          routes.append(.number(number))
        }
      case "destinations":
        routes.append(.destinations(presenting: next(Destination.init(rawValue:))))
      default: return routes
      }
    }
    return routes
  }

  /// The link that spells `routes`.
  public static func print(_ routes: [Self]) -> DeepLink {
    var components = [prefix]
    var previous: Self?
    for route in routes {
      switch route {
      case .sheet(let isEditing): components += ["sheet"] + (isEditing ? ["edit"] : [])
      case .alerts(let presenting):
        components += ["alerts"] + (presenting.map { [$0.rawValue] } ?? [])
      case .popover(let isTipShown): components += ["popover"] + (isTipShown ? ["tip"] : [])
      case .drillDown(let counter):
        components += ["drill-down"] + (counter.map { [String($0)] } ?? [])
      case .number(let number):
        if case .number = previous {} else { components.append("stack") }
        components.append(String(number))
      case .destinations(let presenting):
        components += ["destinations"] + (presenting.map { [$0.rawValue] } ?? [])
      }
      previous = route
    }
    return DeepLink(components)
  }

  /// The route of a screen in its current state.
  init(_ screen: ReducerGallery.Path.State) {
    switch screen {
    case .sheet(let study): self = .sheet(isEditing: study.editor != nil)
    case .alerts(let study):
      self = .alerts(presenting: study.alert != nil ? .alert : study.dialog != nil ? .dialog : nil)
    case .popover(let study): self = .popover(isTipShown: study.tip != nil)
    case .drillDown(let study): self = .drillDown(counter: study.counter?.id)
    case .number(let screen): self = .number(screen.number)
    case .destinations(let study):
      switch study.destination {
      case .alert: self = .destinations(presenting: .alert)
      case .edit: self = .destinations(presenting: .edit)
      case .tip: self = .destinations(presenting: .tip)
      case nil: self = .destinations(presenting: nil)
      }
    }
  }

  /// A fresh screen in the state this route spells.
  var screen: ReducerGallery.Path.State {
    switch self {
    case .sheet(let isEditing):
      let study = SheetStudyFeature.State()
      return .sheet(
        SheetStudyFeature.State(
          text: study.text, editor: isEditing ? TextEditorFeature.State(text: study.text) : nil))
    case .alerts(let presenting):
      var study = AlertsStudyFeature.State()
      switch presenting {
      case .alert: study.alert = AlertsStudyFeature.resetAlert(count: study.count)
      case .dialog: study.dialog = AlertsStudyFeature.changeDialog
      case nil: break
      }
      return .alerts(study)
    case .popover(let isTipShown):
      return .popover(
        isTipShown
          ? PopoverStudyFeature.State(tip: TipFeature.State(number: 1), timesShown: 1)
          : PopoverStudyFeature.State())
    case .drillDown(let counter):
      var study = DrillDownStudyFeature.State()
      study.counter = counter.flatMap { study.counters[id: $0] }
      return .drillDown(study)
    case .number(let number):
      return .number(NumberScreenFeature.State(number: number))
    case .destinations(let presenting):
      var study = DestinationsStudyFeature.State()
      switch presenting {
      case .alert: study = DestinationsStudyFeature.reduceOnce(study, .clearButtonTapped)
      case .edit: study = DestinationsStudyFeature.reduceOnce(study, .editButtonTapped)
      case .tip: study = DestinationsStudyFeature.reduceOnce(study, .tipButtonTapped)
      case nil: break
      }
      return .destinations(study)
    }
  }
}

extension DestinationsStudyFeature {
  /// `state` after the study's own reducer handled `action`, for building deep-linked state
  /// the way a tap would.
  static func reduceOnce(_ state: State, _ action: Action) -> State {
    var state = state
    _ = DestinationsStudyFeature().reduce(into: &state, action: action)
    return state
  }
}

extension ReducerGallery.State {
  /// The gallery whose screens `link` spells.
  public init(deepLink link: DeepLink) {
    self.init(path: StackState(ReducerGalleryRoute.parse(link).map(\.screen)))
  }

  /// The screens shown, as routes.
  public var routes: [ReducerGalleryRoute] {
    path.elementIDs.compactMap { path[id: $0].map(ReducerGalleryRoute.init) }
  }

  /// The screens shown, as a link.
  public var deepLink: DeepLink {
    ReducerGalleryRoute.print(routes)
  }

  /// The link of a stack showing `screens`: what a link that pushes a screen leads to.
  public static func deepLink(for screens: [ReducerGallery.Path.State]) -> DeepLink {
    ReducerGalleryRoute.print(screens.map(ReducerGalleryRoute.init))
  }

  /// Goes to `routes`: a prefix of the current screens pops by id (as the back button does);
  /// otherwise the screens from the first that differs are replaced.
  mutating func open(_ routes: [ReducerGalleryRoute]) -> Effect<ReducerGallery.Action> {
    let current = self.routes
    let ids = path.elementIDs
    let kept = zip(current, routes).prefix { $0 == $1 }.count
    if kept == routes.count {
      guard kept < ids.count else { return .none }
      return .send(.path(.popFrom(id: ids[kept])))
    }
    if kept < ids.count { path.pop(from: ids[kept]) }
    for route in routes[kept...] { path.append(route.screen) }
    return .none
  }
}
