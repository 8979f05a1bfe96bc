/// A stack of screens with a title bar and a back button; only the top screen is shown.
///
/// Drive it with a path (an array of `Hashable` elements, or a `UINavigationPath`):
/// appending pushes, removing pops, and the back button (or the browser's back button)
/// removes the last element. Drill-downs declared with
/// `navigationDestination(item:destination:)` push onto it too.
///
/// ```swift
/// NavigationStack(path: $model.path) {
///   StandupsList(model: model.list)
/// } destination: { element in
///   switch element { case .detail(let model): StandupDetail(model: model) … }
/// }
/// ```
public struct NavigationStack<Element, Root: View, Destination: View>: PrimitiveView {
  let path: UIBinding<[Element]>?
  let identity: PresentationIdentity<Element>
  let root: Root
  let destination: (Element) -> Destination
  /// How `NavigationLink(value:)` pushes onto this stack; `nil` for a stack without a path.
  var links: StackLinks<Element>?

  /// A stack driven by `path`.
  public init(
    path: UIBinding<[Element]>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Element) -> Destination
  ) where Element: Hashable {
    self.path = path
    self.identity = PresentationIdentity { $0 }
    self.root = root()
    self.destination = destination
    self.links = StackLinks(
      push: { value in
        guard let element = value.base as? Element else { return false }
        path.wrappedValue.append(element)
        return true
      },
      printable: { $0 })
  }

  /// Renders every screen so drill-downs are discovered, and shows the top one.
  public func render(in context: RenderContext) -> [Node] {
    var screens: [RenderedScreen] = []

    let site = path.map { stackSite($0, context) }

    func renderScreen(
      key: String,
      depth: Int,
      pop: (@MainActor () -> Void)?,
      popIdentity: ActionIdentity?,
      body: (RenderContext) -> [Node]
    ) {
      var screenContext = context.child(key)
        .with(\.dismiss, DismissAction(pop, identity: popIdentity))
      screenContext.navigationLinkTarget = site.flatMap {
        linkTarget(depth: depth, site: $0, context: context)
      }
      let (nodes, info, pushed) = screenContext.renderScreen(body)
      screens.append(RenderedScreen(key: key, info: info, nodes: nodes, pop: pop))
      for destination in pushed {
        renderScreen(
          key: destination.key, depth: depth, pop: destination.pop,
          popIdentity: destination.popIdentity, body: destination.render)
      }
    }

    renderScreen(key: "root", depth: 0, pop: nil, popIdentity: nil) { $0.render(root) }
    if let site {
      site.engine.update()
      for (depth, screen) in site.engine.screens.enumerated() {
        renderScreen(
          key: screen.key,
          depth: depth + 1,
          pop: { site.engine.userDidPop(toDepth: depth) },
          popIdentity: ActionIdentity(site, detail: depth),
          body: { $0.render(destination(screen.binding.wrappedValue)) }
        )
      }
    }

    guard let top = screens.last else { return [] }
    // Only the top screen is shown: what the others drew is not remembered as seen.
    for screen in screens.dropLast() {
      context.pass.renderer.rowMemory.forgetPass(under: context.child(screen.key).identity)
    }
    var back: ScreenChrome.Back?
    if let pop = top.pop, screens.count > 1, !top.info.hidesBackButton {
      var attributes = context.child("back").on("click") { _ in pop() }
      attributes["data-back"] = ""
      back = ScreenChrome.Back(
        title: screens[screens.count - 2].info.title ?? "Back", attributes: attributes)
    }
    context.preference(RuntimePreferences.PageTitle.self, top.info.title)
    context.preference(RuntimePreferences.StackDepth.self, screens.count - 1)
    return [
      .element(
        "div",
        ["class": "navigation-stack"],
        children: [ScreenChrome.render(top.info, content: top.nodes, back: back, key: top.key)]
      )
    ]
  }

  /// Where value links on the screen `depth` elements deep push, and how they print URLs.
  private func linkTarget(
    depth: Int, site: StackSite<Element>, context: RenderContext
  ) -> NavigationLinkTarget? {
    guard let links, let path else { return nil }
    let printer = context.navigationLinkURL
    return NavigationLinkTarget(
      push: links.push,
      pathBeforeLink: { links.printable(Array(path.wrappedValue.prefix(depth))) },
      url: printer.map { printer in { printer.print($0) } },
      identity: ActionIdentity(site, detail: depth)
    )
  }

  private func stackSite(_ path: UIBinding<[Element]>, _ context: RenderContext) -> StackSite<
    Element
  > {
    let renderer = context.pass.renderer
    return renderer.site(
      context.identity + "/stack",
      in: context.pass,
      isCurrent: { $0.path == path },
      make: { StackSite(path: path, identity: identity, renderer: renderer) }
    )
  }
}

extension NavigationStack where Element == Int, Destination == EmptyView {
  /// A stack without a path: drill-downs come from `navigationDestination(item:destination:)`.
  public init(@ViewBuilder root: () -> Root) {
    self.path = nil
    self.identity = PresentationIdentity { _ in 0 }
    self.root = root()
    self.destination = { _ in EmptyView() }
  }
}

extension NavigationStack where Element == UINavigationPath.Element {
  /// A stack driven by a type-erased path; `destination` receives each element.
  public init(
    path: UIBinding<UINavigationPath>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (UINavigationPath.Element) -> Destination
  ) {
    self.init(path: path.elements, root: root, destination: destination)
    let elements = path.elements
    self.links = StackLinks(
      push: { value in
        guard let value = value.sendable else { return false }
        elements.wrappedValue.append(UINavigationPath.Element(value))
        return true
      },
      printable: { $0.map(\.base) })
  }
}

/// How value links push onto a stack whose path holds `Element`s, and what of each element a
/// URL printer sees.
@MainActor
struct StackLinks<Element> {
  let push: (NavigationLinkValue) -> Bool
  let printable: ([Element]) -> [Any]
}

extension NavigationStack {
  /// Runtime wiring for stacks whose path is not an array of the links' values (a store's
  /// stack): `push` pushes a link's value (returning `false` when it is not an element), and
  /// `printable` gives what of the path a URL printer sees.
  @_spi(Runtime)
  public func navigationLinks(
    push: @escaping @MainActor (Any) -> Bool,
    printable: @escaping @MainActor ([Element]) -> [Any]
  ) -> Self {
    var stack = self
    stack.links = StackLinks(push: { push($0.base) }, printable: printable)
    return stack
  }
}

/// A stack's state between renders: the core `StackEngine` for its path.
@MainActor
final class StackSite<Element>: PresentationSiteProtocol {
  let path: UIBinding<[Element]>
  let engine: StackEngine<Element, PresentedInstance<Element>>

  init(path: UIBinding<[Element]>, identity: PresentationIdentity<Element>, renderer: Renderer) {
    self.path = path
    self.engine = StackEngine(
      path: path,
      identity: identity,
      push: { [unowned renderer] binding, _ in
        PresentedInstance(key: renderer.makeInstanceKey(), binding: binding)
      },
      pop: { _ in }
    )
  }

  func tearDown() {
    engine.tearDown()
  }
}

/// A stack of screens, as SwiftUI's older `NavigationView` writes it: the same as a
/// ``NavigationStack`` without a path, whose drill-downs come from navigation links and
/// `navigationDestination` modifiers.
public struct NavigationView<Content: View>: PrimitiveView {
  let content: Content

  /// A stack whose root screen is `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Renders a ``NavigationStack`` rooted at the content.
  public func render(in context: RenderContext) -> [Node] {
    context.render(NavigationStack { content })
  }
}
