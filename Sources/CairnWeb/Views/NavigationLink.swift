import Cairn
import IssueReporting

/// A link that drills down: a real `<a href>` to the screen it leads to, so a person can open
/// it in a new tab, copy it, or hear a screen reader call it a link; a plain click pushes the
/// screen in this tab instead of loading the page.
///
/// It comes in the forms SwiftUI and swift-navigation have:
///
/// ```swift
/// // By value, inside NavigationStack(path:): the value is appended to the path.
/// NavigationLink("Sheet", value: Study.sheet)
///
/// // State-driven: tapping calls onNavigate(true) so the model builds the route, and the
/// // back button calls onNavigate(false).
/// NavigationLink(item: $model.route.edit, href: editURL) { isActive in
///   model.setEditNavigation(isActive: isActive)
/// } destination: { $item in
///   ItemForm(item: $item)
/// } label: {
///   Text("Edit")
/// }
///
/// // Fire-and-forget: the destination is the view's own, not the model's.
/// NavigationLink("About") { AboutView() }
/// ```
///
/// and one CairnWeb adds for models that push for themselves (a list row telling its parent):
/// `NavigationLink(href:action:label:)`.
///
/// The `href` of a value link comes from the stack's `navigationLinkURL(_:)`; the others take
/// it as an argument. A link with no URL (the fire-and-forget form without `href`, or a value
/// link whose stack prints no URLs) is drawn as a button, since it leads nowhere a browser can
/// go by itself.
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
  let kind: Kind
  let href: DeepLink?
  let label: Label

  enum Kind {
    case value(NavigationLinkValue)
    case action(@MainActor () -> Void)
    case destination(() -> Destination)
    case activation(UIBinding<Bool>, Destination)
    case item(
      isActive: @MainActor () -> Bool,
      onNavigate: @MainActor (Bool) -> Void,
      drillDown: @MainActor (AnyView) -> AnyView
    )
  }

  /// Renders the link, and the drill-down it drives for the fire-and-forget and state-driven
  /// forms.
  public func render(in context: RenderContext) -> [Node] {
    let anchorContext = context.child("link")
    switch kind {
    case .value(let value):
      let target = context.navigationLinkTarget
      let url = target?.url(for: value.base)
      return [
        anchor(url, in: anchorContext) {
          guard let target, target.push(value) else {
            reportIssue(
              """
              NavigationLink(value: \(value.base)) is not inside a NavigationStack(path:) \
              whose path holds \(type(of: value.base)).
              """)
            return
          }
        }
      ]
    case .action(let action):
      return [anchor(href, in: anchorContext, action)]
    case .destination(let destination):
      let activation = context.pass.renderer.site(
        context.identity + "/link-activation",
        in: context.pass,
        isCurrent: { (_: LinkActivation) in true },
        make: { LinkActivation() }
      )
      let link = anchor(href, in: anchorContext) { activation.isActive = true }
      let drillDown = NodesView(nodes: [link])
        .navigationDestination(
          isPresented: UIBindable(activation).isActive, destination: destination)
      return context.child("drill-down").render(drillDown)
    case .activation(let isActive, let destination):
      // Keyed by the link's position, not by the binding: SwiftUI code often hands a link a
      // binding made afresh each render (`Binding(get:set:)`), which must not push a new
      // screen every time.
      let forwarder = context.pass.renderer.site(
        context.identity + "/link-activation",
        in: context.pass,
        isCurrent: { (_: ActivationForwarder) in true },
        make: { ActivationForwarder(source: isActive) }
      )
      forwarder.source = isActive
      let stable = UIBindable(forwarder).isActive
      let link = anchor(href, in: anchorContext) {
        if !stable.wrappedValue { stable.wrappedValue = true }
      }
      let drillDown = NodesView(nodes: [link])
        .navigationDestination(isPresented: stable) { destination }
      return context.child("drill-down").render(drillDown)
    case .item(let isActive, let onNavigate, let drillDown):
      let link = anchor(href, in: anchorContext) {
        if !isActive() { onNavigate(true) }
      }
      return context.child("drill-down").render(drillDown(AnyView(NodesView(nodes: [link]))))
    }
  }

  /// The `<a href>` (or, with no URL, the `<button>`, or a `div` with the button role when the
  /// label holds controls) whose click runs `action`.
  private func anchor(
    _ url: DeepLink?,
    in context: RenderContext,
    _ action: @escaping @MainActor () -> Void
  ) -> Node {
    var attributes = context.on("click") { _ in action() }
    attributes["class"] = "navigation-link"
    let children = context.render(label)
    guard let url else {
      if PressableContainer.holdsControls(children) {
        return PressableContainer.node(
          attributes: attributes, children: children,
          isEnabled: context.environment.isEnabled)
      }
      attributes["type"] = "button"
      if !context.environment.isEnabled { attributes["disabled"] = "" }
      return .element("button", attributes, children: children)
    }
    if context.environment.isEnabled {
      attributes["href"] = context.href(url)
    } else {
      attributes["aria-disabled"] = "true"
    }
    return .element("a", attributes, children: children)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value` onto the enclosing `NavigationStack(path:)`.
  public init<Value: Hashable>(value: Value, @ViewBuilder label: () -> Label) {
    self.kind = .value(NavigationLinkValue(base: value, sendable: nil))
    self.href = nil
    self.label = label()
  }

  /// A link that pushes `value` onto the enclosing `NavigationStack(path:)`, whose path may be
  /// a `UINavigationPath`.
  public init<Value: Hashable & Sendable>(value: Value, @ViewBuilder label: () -> Label) {
    self.kind = .value(NavigationLinkValue(base: value, sendable: value))
    self.href = nil
    self.label = label()
  }

  /// A link that pushes `value`, of any type, onto the enclosing stack: for stacks whose
  /// elements are not `Hashable` themselves (a store's stack of element states).
  @_spi(Runtime)
  public init(anyValue value: Any, @ViewBuilder label: () -> Label) {
    self.kind = .value(NavigationLinkValue(base: value, sendable: nil))
    self.href = nil
    self.label = label()
  }

  /// A link titled `title` that pushes `value` onto the enclosing `NavigationStack(path:)`.
  public init<Value: Hashable>(_ title: some StringProtocol, value: Value) where Label == Text {
    self.init(value: value) { Text(title) }
  }

  /// A link titled `title` that pushes `value` onto the enclosing `NavigationStack(path:)`,
  /// whose path may be a `UINavigationPath`.
  public init<Value: Hashable & Sendable>(_ title: some StringProtocol, value: Value)
  where Label == Text {
    self.init(value: value) { Text(title) }
  }

  /// A link to `href` whose click runs `action` in this tab instead of loading the page: for a
  /// model that pushes the destination itself, such as a list row that tells its parent. The
  /// `href` must lead to the screen `action` shows, so a new tab lands where a click would.
  public init(
    href: DeepLink,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.kind = .action(action)
    self.href = href
    self.label = label()
  }
}

extension NavigationLink {
  /// A link that pushes `destination`, a screen of the view's own rather than the model's
  /// state (SwiftUI's fire-and-forget link). Pass `href` when the screen has a URL of its own.
  public init(
    href: DeepLink? = nil,
    @ViewBuilder destination: @escaping () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.kind = .destination(destination)
    self.href = href
    self.label = label()
  }

  /// A link titled `title` that pushes `destination` (see
  /// `init(href:destination:label:)`).
  public init(
    _ title: some StringProtocol,
    href: DeepLink? = nil,
    @ViewBuilder destination: @escaping () -> Destination
  ) where Label == Text {
    self.init(href: href, destination: destination) { Text(title) }
  }

  /// A state-driven link: a click calls `onNavigate(true)` so the model builds the route, the
  /// screen is pushed while `item` is non-`nil` and handed a binding to it, and the back button
  /// calls `onNavigate(false)`.
  ///
  /// - Parameters:
  ///   - item: The route's case, `nil` while the screen is not shown.
  ///   - href: The URL of the screen the link leads to, so the link can be opened in a new
  ///     tab; without it the link is drawn as a button.
  ///   - onNavigate: Called with `true` when the link is followed and `false` when the pushed
  ///     screen is popped.
  ///   - destination: The pushed screen, handed a binding to the item.
  ///   - label: What the link shows.
  public init<Item>(
    item: UIBinding<Item?>,
    href: DeepLink? = nil,
    onNavigate: @escaping @MainActor (_ isActive: Bool) -> Void,
    @ViewBuilder destination: @escaping (UIBinding<Item>) -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.kind = .item(
      isActive: { item.wrappedValue != nil },
      onNavigate: onNavigate,
      drillDown: { anchor in
        AnyView(
          anchor.navigationDestination(
            binding: item, pop: { onNavigate(false) }, destination: destination))
      }
    )
    self.href = href
    self.label = label()
  }
}

/// Whether a fire-and-forget link's destination is pushed: view-local state kept between
/// renders at the link's position.
@MainActor @Observable
final class LinkActivation: PresentationSiteProtocol {
  var isActive = false

  func tearDown() {}
}

/// A Boolean link's binding, kept at the link's position between renders and pointed at the
/// binding of the latest render, so the drill-down it drives has one stable binding.
@MainActor @Observable
final class ActivationForwarder: PresentationSiteProtocol {
  @ObservationIgnored var source: UIBinding<Bool>

  init(source: UIBinding<Bool>) {
    self.source = source
  }

  var isActive: Bool {
    get { source.wrappedValue }
    set { source.wrappedValue = newValue }
  }

  func tearDown() {}
}

/// The value a value link pushes: as a hashable, and as a `Sendable` one when it is, for a
/// stack driven by a `UINavigationPath`.
struct NavigationLinkValue {
  let base: Any
  let sendable: (any Hashable & Sendable)?
}

/// Already-rendered nodes, so a modifier can wrap them.
struct NodesView: PrimitiveView {
  let nodes: [Node]

  func render(in context: RenderContext) -> [Node] { nodes }
}
