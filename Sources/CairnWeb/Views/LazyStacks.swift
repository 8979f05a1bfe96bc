/// A column whose ``ForEach``es draw only a window of their rows, growing as the page
/// scrolls (see ``List`` and the article <doc:LazyLists>); otherwise a ``VStack``.
public struct LazyVStack<Content: View>: PrimitiveView {
  let content: Content
  let alignment: HorizontalAlignment?
  let spacing: Double?

  /// A lazy column of the views `content` builds, placed across it by `alignment`, `spacing`
  /// points apart (the stylesheet's gap if `nil`).
  public init(
    alignment: HorizontalAlignment = .center,
    spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Renders a vertical flex container whose rows are drawn a window at a time.
  public func render(in context: RenderContext) -> [Node] {
    var attributes = ["class": "vstack"]
    let style = StackStyle.css(alignment: alignment?.css, spacing: spacing)
    if !style.isEmpty { attributes["style"] = style }
    let inner = context.with(\.lazyRows, .stack)
    return [.element("div", attributes, children: inner.render(content))]
  }
}
