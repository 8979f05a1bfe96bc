/// Pages with a tab bar: each page is a view marked with ``View/tabItem(_:)`` (its tab's
/// label) and ``View/tag(_:)`` (its value); the page whose tag is the selection is shown.
///
/// ```swift
/// TabView(selection: $model.selectedTab) {
///   Text("One").tabItem { Text("One") }.tag(Tab.one)
///   InventoryView(model: model.inventory).tabItem { Label("Inventory", systemImage: "list.bullet") }
///     .tag(Tab.inventory)
/// }
/// ```
///
/// The tabs are a `tablist` of `tab` buttons, reached with the keyboard like any button and
/// marked `aria-selected`; only the selected page is rendered. Put the selection in the app's
/// URL to deep-link a tab.
public struct TabView<Selection: Hashable, Content: View>: PrimitiveView {
  let selection: UIBinding<Selection>
  let content: Content

  /// Pages `content`, showing the one tagged with `selection`'s value.
  public init(selection: UIBinding<Selection>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Renders the selected page above a bar of tabs.
  public func render(in context: RenderContext) -> [Node] {
    var pagesContext = context.child("pages")
    pagesContext.tabSelection = AnyHashable(selection.wrappedValue)
    let (nodes, preferences) = pagesContext.renderCollectingPreferences(content)
    var collected = preferences
    let pages = collected.take(RuntimePreferences.TabPages.self)
    _ = collected.take(RuntimePreferences.PickerOptions.self)
    context.forward(collected)
    let current = AnyHashable(selection.wrappedValue)
    let tabs = pages.enumerated().map { index, page -> Node in
      var attributes = context.child("tab").child(index).on("click") { [selection] _ in
        guard let value = page.tag.base as? Selection else { return }
        selection.wrappedValue = value
      }
      attributes["type"] = "button"
      attributes["role"] = "tab"
      attributes["class"] = "tab"
      let isSelected = page.tag == current
      attributes["aria-selected"] = isSelected ? "true" : "false"
      return .element("button", attributes, children: page.label)
    }
    return [
      .element(
        "div", ["class": "tab-view"],
        children: [
          .element("div", ["class": "tab-panel", "role": "tabpanel"], children: nodes),
          .element("div", ["class": "tab-bar", "role": "tablist"], children: tabs),
        ])
    ]
  }

  /// Renders a tagged page inside a tab view: its tab item always (reported to the tab view),
  /// its content only when `tag` is the selection.
  static func renderPage<Page: View, Tag: Hashable>(
    _ page: Page, tag: Tag, selection: AnyHashable, in context: RenderContext
  ) -> [Node] {
    var pageContext = context
    pageContext.tabSelection = nil
    pageContext.hidesTabContent = AnyHashable(tag) != selection
    var (nodes, collected) = pageContext.renderCollectingPreferences(page)
    let label = collected.take(RuntimePreferences.TabItemLabel.self)
    // A hidden page reports nothing but its tab: no title, toolbar or dialog of its own.
    if !pageContext.hidesTabContent { context.forward(collected) }
    context.preference(
      RuntimePreferences.TabPages.self, [TabPage(tag: AnyHashable(tag), label: label)])
    if pageContext.hidesTabContent { nodes = [] }
    return nodes
  }
}

/// A page of a ``TabView``: its tag and its tab's label.
struct TabPage {
  let tag: AnyHashable
  let label: [Node]
}

/// A view with the label of its tab in the enclosing ``TabView``; made by ``View/tabItem(_:)``.
public struct TabItemView<Content: View, Label: View>: PrimitiveView {
  let content: Content
  let label: Label

  /// Reports the label to the tab view; renders the content unless its tab is not selected.
  ///
  /// Written outside the page's tag (`.tag(x).tabItem { … }`), the label is given to the
  /// page the tag inside reports.
  public func render(in context: RenderContext) -> [Node] {
    var labelContext = context.child("tab-item")
    labelContext.tabSelection = nil
    let labelNodes = labelContext.render(label)
    if context.tabSelection != nil {
      let (nodes, preferences) = context.renderCollectingPreferences(content)
      var collected = preferences
      let pages = collected.take(RuntimePreferences.TabPages.self).map { page in
        TabPage(tag: page.tag, label: page.label.isEmpty ? labelNodes : page.label)
      }
      context.forward(collected)
      context.preference(RuntimePreferences.TabPages.self, pages)
      return nodes
    }
    context.preference(RuntimePreferences.TabItemLabel.self, labelNodes)
    guard !context.hidesTabContent else { return [] }
    return context.render(content)
  }
}

extension View {
  /// The label of this page's tab in the enclosing ``TabView``.
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> TabItemView<Self, Label> {
    TabItemView(content: self, label: label())
  }
}
