/// Arranges views in a column.
public struct VStack<Content: View>: PrimitiveView {
  let content: Content
  /// Where the children sit across the column; `nil` stretches them to its width.
  let alignment: HorizontalAlignment?
  let spacing: Double?

  /// A column of the views `content` builds, each as wide as the column.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.alignment = nil
    self.spacing = nil
  }

  /// A column of the views `content` builds, placed across it by `alignment`, `spacing`
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

  /// Renders a vertical flex container.
  public func render(in context: RenderContext) -> [Node] {
    var attributes = ["class": "vstack"]
    let style = StackStyle.css(alignment: alignment?.css, spacing: spacing)
    if !style.isEmpty { attributes["style"] = style }
    return [.element("div", attributes, children: context.render(content))]
  }
}

/// Arranges views in a row.
public struct HStack<Content: View>: PrimitiveView {
  let content: Content
  /// Where the children sit down the row; `nil` centres them.
  let alignment: VerticalAlignment?
  let spacing: Double?

  /// A row of the views `content` builds, centred vertically.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.alignment = nil
    self.spacing = nil
  }

  /// A row of the views `content` builds, placed down it by `alignment`, `spacing` points
  /// apart (the stylesheet's gap if `nil`).
  public init(
    alignment: VerticalAlignment = .center,
    spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.alignment = alignment == .center ? nil : alignment
    self.spacing = spacing
  }

  /// Renders a horizontal flex container.
  public func render(in context: RenderContext) -> [Node] {
    var attributes = ["class": "hstack"]
    let style = StackStyle.css(alignment: alignment?.css, spacing: spacing)
    if !style.isEmpty { attributes["style"] = style }
    return [.element("div", attributes, children: context.render(content))]
  }
}

/// The inline CSS of a stack given an alignment or a spacing.
enum StackStyle {
  static func css(alignment: String?, spacing: Double?) -> String {
    var style = ""
    if let alignment { style += "align-items: \(alignment);" }
    if let spacing { style += "gap: \(SVGNumber.format(max(spacing, 0)))px;" }
    return style
  }
}

/// Lays views on top of one another, the first at the back, each placed by `alignment` in
/// the space of the largest.
///
/// Drawn as a one-cell CSS grid: every child shares the cell, so the stack is as big as its
/// biggest child, and a shape in it (which takes whatever space it is given) fills that cell
/// behind or in front of the others.
public struct ZStack<Content: View>: PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// A stack of the views `content` builds, back to front, placed by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Renders a one-cell grid; the default (centred) alignment is the stylesheet's.
  public func render(in context: RenderContext) -> [Node] {
    var attributes = ["class": "zstack"]
    if alignment != .center {
      attributes["style"] =
        "justify-items: \(alignment.horizontal.css); align-items: \(alignment.vertical.css);"
    }
    return [.element("div", attributes, children: context.render(content))]
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
