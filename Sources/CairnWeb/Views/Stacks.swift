/// Arranges views in a column.
public struct VStack<Content: View>: PrimitiveView {
  let content: Content

  /// A column of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Renders a vertical flex container.
  public func render(in context: RenderContext) -> [Node] {
    [.element("div", ["class": "vstack"], children: context.render(content))]
  }
}

/// Arranges views in a row.
public struct HStack<Content: View>: PrimitiveView {
  let content: Content

  /// A row of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Renders a horizontal flex container.
  public func render(in context: RenderContext) -> [Node] {
    [.element("div", ["class": "hstack"], children: context.render(content))]
  }
}

/// Takes up the free space in a stack.
public struct Spacer: PrimitiveView {
  /// A spacer.
  public init() {}
  /// Renders a growing element.
  public func render(in context: RenderContext) -> [Node] {
    [.element("div", ["class": "spacer"])]
  }
}

/// A thin line between views.
public struct Divider: PrimitiveView {
  /// A divider.
  public init() {}
  /// Renders an `<hr>`.
  public func render(in context: RenderContext) -> [Node] {
    [.element("hr", ["class": "divider"])]
  }
}
