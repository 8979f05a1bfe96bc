/// Where a toolbar item goes in the title bar.
public enum ToolbarItemPlacement: Hashable, Sendable {
  /// Decided by the runtime: the trailing side.
  case automatic
  /// The leading side.
  case topBarLeading
  /// The trailing side.
  case topBarTrailing
  /// The main action: the trailing side.
  case primaryAction
  /// A cancel button: the leading side.
  case cancellationAction
  /// A confirm button: the trailing side, emphasised.
  case confirmationAction
  /// The leading side of the navigation bar (the older name of ``topBarLeading``).
  case navigationBarLeading
  /// The trailing side of the navigation bar (the older name of ``topBarTrailing``).
  case navigationBarTrailing

  var isLeading: Bool {
    self == .topBarLeading || self == .navigationBarLeading || self == .cancellationAction
  }
}

/// A toolbar item with an explicit placement.
public struct ToolbarItem<Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// An item at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  /// Renders the item's content into the current screen's toolbar.
  public func render(in context: RenderContext) -> [Node] {
    var nodes = context.render(content)
    if placement == .confirmationAction {
      for index in nodes.indices where nodes[index].tag != nil { nodes[index].addClass("confirm") }
    }
    context.preference(
      RuntimePreferences.Toolbar.self, [ToolbarEntry(placement: placement, nodes: nodes)])
    return []
  }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  /// The items `content` builds, at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  /// Renders the items into the current screen's toolbar, as one ``ToolbarItem``.
  public func render(in context: RenderContext) -> [Node] {
    context.render(ToolbarItem(placement: placement) { content })
  }
}

/// How a screen's title is shown, for ``View/navigationBarTitleDisplayMode(_:)``.
public enum NavigationBarItem {
  /// How large a title is drawn.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the screen's place in the stack suggests.
    case automatic
    /// In the title bar.
    case inline
    /// Large, above the content.
    case large
  }
}

/// Content given to ``View/toolbar(content:)`` that is not a ``ToolbarItem`` goes to the
/// trailing side.
struct ToolbarContent<Content: View>: PrimitiveView {
  let content: Content

  func render(in context: RenderContext) -> [Node] {
    let nodes = context.render(content)
    if !nodes.isEmpty {
      context.preference(
        RuntimePreferences.Toolbar.self, [ToolbarEntry(placement: .automatic, nodes: nodes)])
    }
    return []
  }
}

extension View {
  /// Sets the title of the screen this view is in; it shows in the title bar and as the
  /// page title.
  public func navigationTitle(_ title: some StringProtocol) -> ModifiedView<Self> {
    let title = String(title)
    return modified { context, content in
      context.preference(RuntimePreferences.Title.self, title)
      return context.render(content)
    }
  }

  /// Sets the title of the screen this view is in to the text `title` shows.
  public func navigationTitle(_ title: Text) -> ModifiedView<Self> {
    modified { context, content in
      let string = context.child("title").render(title).map(\.textContent).joined()
      context.preference(RuntimePreferences.Title.self, string)
      return context.render(content)
    }
  }

  /// Sets the title of the screen this view is in (the older name of
  /// `navigationTitle(_:)`).
  public func navigationBarTitle(_ title: some StringProtocol) -> ModifiedView<Self> {
    navigationTitle(title)
  }

  /// Sets the title of the screen this view is in, drawn as `displayMode` asks.
  public func navigationBarTitle(
    _ title: some StringProtocol, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> ModifiedView<Self> {
    navigationTitle(title)
  }

  /// Asks for the title of the screen this view is in to be drawn as `displayMode` says.
  /// The title bar always shows it inline, so a large title reads like a phone's title bar
  /// once scrolled.
  public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> ModifiedView<Self> {
    modified { context, content in context.render(content) }
  }

  /// Hides the back button of the screen this view is in, for screens that must be left
  /// through their own buttons (such as a meeting in progress).
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> ModifiedView<Self> {
    modified { context, content in
      context.preference(RuntimePreferences.BackButtonHidden.self, hidden)
      return context.render(content)
    }
  }

  /// Adds items to the title bar of the screen this view is in.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ModifiedView<Self> {
    let items = content()
    return modified { context, content in
      let nodes = context.render(content)
      _ = context.child("toolbar").render(ToolbarContent(content: items))
      return nodes
    }
  }
}
