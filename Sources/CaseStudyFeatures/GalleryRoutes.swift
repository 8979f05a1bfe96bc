import Cairn

/// The case studies' URLs: each pushed screen is one path component, followed by the
/// components of what it presents.
///
/// `/sheet/edit`, `/alerts/dialog`, `/popover/info`, `/drill-down/3`, `/stack/1/2`, `/focus`,
/// `/deep-link`. Parsing an unknown or stale URL lands on the deepest valid screen.
public enum GalleryRoute: Equatable, Sendable {
  case sheet(isEditing: Bool)
  case alerts(presenting: String?)
  case popover(isInfoPresented: Bool)
  case drillDown(counter: Int?)
  case stack
  case number(Int)
  case focus
  case deepLink
  case counter

  /// The routes a link spells, stopping at the first component that makes no sense.
  public static func parse(_ link: DeepLink) -> [GalleryRoute] {
    var components = link.pathComponents[...]
    var routes: [GalleryRoute] = []
    func next(_ expected: Set<String>) -> String? {
      guard let first = components.first, expected.contains(first) else { return nil }
      components.removeFirst()
      return first
    }
    switch components.popFirst() {
    case "sheet": routes.append(.sheet(isEditing: next(["edit"]) != nil))
    case "alerts": routes.append(.alerts(presenting: next(["alert", "dialog"])))
    case "popover": routes.append(.popover(isInfoPresented: next(["info"]) != nil))
    case "drill-down":
      let counter = components.first.flatMap(Int.init).flatMap { (1...5).contains($0) ? $0 : nil }
      routes.append(.drillDown(counter: counter))
    case "stack":
      routes.append(.stack)
      while let number = components.popFirst().flatMap(Int.init), number >= 0 {
        routes.append(.number(number))
      }
    case "focus": routes.append(.focus)
    case "deep-link": routes.append(.deepLink)
    case "counter": routes.append(.counter)
    default: break
    }
    return routes
  }

  /// The link that spells `routes`.
  public static func print(_ routes: [GalleryRoute]) -> DeepLink {
    DeepLink(
      routes.flatMap { route -> [String] in
        switch route {
        case .sheet(let isEditing): ["sheet"] + (isEditing ? ["edit"] : [])
        case .alerts(let presenting): ["alerts"] + (presenting.map { [$0] } ?? [])
        case .popover(let isInfoPresented): ["popover"] + (isInfoPresented ? ["info"] : [])
        case .drillDown(let counter): ["drill-down"] + (counter.map { [String($0)] } ?? [])
        case .stack: ["stack"]
        case .number(let number): [String(number)]
        case .focus: ["focus"]
        case .deepLink: ["deep-link"]
        case .counter: ["counter"]
        }
      })
  }
}

extension GalleryModel {
  /// A gallery whose navigation state is what `link` spells.
  public convenience init(deepLink link: DeepLink) {
    self.init()
    open(link)
  }

  /// The current navigation state as a link.
  public var deepLink: DeepLink {
    GalleryRoute.print(routes)
  }

  /// The current navigation state as routes.
  public var routes: [GalleryRoute] {
    Self.routes(for: path)
  }

  /// The link of a stack showing `path`: what a link that pushes a study leads to.
  public static func deepLink(for path: [Study]) -> DeepLink {
    GalleryRoute.print(routes(for: path))
  }

  /// The routes of a stack showing `path`.
  static func routes(for path: [Study]) -> [GalleryRoute] {
    path.map { study in
      switch study {
      case .sheet(let model): .sheet(isEditing: model.editor != nil)
      case .alerts(let model):
        switch model.destination {
        case .alert: .alerts(presenting: "alert")
        case .dialog: .alerts(presenting: "dialog")
        case nil: .alerts(presenting: nil)
        }
      case .popover(let model): .popover(isInfoPresented: model.isInfoPresented)
      case .drillDown(let model): .drillDown(counter: model.selected?.id)
      case .stack: .stack
      case .number(let number): .number(number)
      case .focus: .focus
      case .deepLink: .deepLink
      case .counter: .counter
      }
    }
  }

  /// Rebuilds the navigation state from `link`, keeping the models of screens that stay.
  public func open(_ link: DeepLink) {
    let routes = GalleryRoute.parse(link)
    var newPath: [Study] = []
    for (index, route) in routes.enumerated() {
      let existing = index < path.count ? path[index] : nil
      newPath.append(study(for: route, reusing: existing))
    }
    path = newPath
  }

  private func study(for route: GalleryRoute, reusing existing: Study?) -> Study {
    switch route {
    case .sheet(let isEditing):
      let model: SheetStudyModel
      if case .sheet(let current) = existing { model = current } else { model = SheetStudyModel() }
      if isEditing != (model.editor != nil) { model.editor = isEditing ? EditorModel() : nil }
      return .sheet(model)
    case .alerts(let presenting):
      let model: AlertStudyModel
      if case .alerts(let current) = existing { model = current } else { model = AlertStudyModel() }
      switch presenting {
      case "alert": if model.destination?.is(\.alert) != true { model.resetButtonTapped() }
      case "dialog": if model.destination?.is(\.dialog) != true { model.changeButtonTapped() }
      default: model.destination = nil
      }
      return .alerts(model)
    case .popover(let isInfoPresented):
      let model: PopoverStudyModel
      if case .popover(let current) = existing {
        model = current
      } else {
        model = PopoverStudyModel()
      }
      model.isInfoPresented = isInfoPresented
      return .popover(model)
    case .drillDown(let counter):
      let model: DrillDownStudyModel
      if case .drillDown(let current) = existing {
        model = current
      } else {
        model = DrillDownStudyModel()
      }
      model.selected = counter.flatMap { id in model.counters.first { $0.id == id } }
      return .drillDown(model)
    case .stack:
      if case .stack(let current) = existing { return .stack(current) }
      return .stack(StackStudyModel())
    case .number(let number):
      return .number(number)
    case .focus:
      if case .focus(let current) = existing { return .focus(current) }
      return .focus(FocusStudyModel())
    case .deepLink:
      if case .deepLink(let current) = existing { return .deepLink(current) }
      return .deepLink(DeepLinkStudyModel())
    case .counter:
      if case .counter(let current) = existing { return .counter(current) }
      return .counter(CounterStudyModel())
    }
  }
}
