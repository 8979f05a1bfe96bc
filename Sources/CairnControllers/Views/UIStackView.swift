import CairnWeb

/// Views in a row or a column.
@MainActor
open class UIStackView: UIView {
  /// Which way the views are laid out.
  public enum Axis: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// Which way the views are laid out.
  public var axis: Axis {
    didSet { if axis != oldValue { setNeedsDisplay() } }
  }

  /// A stack of `arrangedSubviews` along `axis`.
  public init(arrangedSubviews: [UIView] = [], axis: Axis = .vertical) {
    self.axis = axis
    super.init()
    for view in arrangedSubviews { addSubview(view) }
  }

  /// The views laid out, in order (the subviews).
  public var arrangedSubviews: [UIView] { subviews }

  /// Adds `view` at the end.
  public func addArrangedSubview(_ view: UIView) {
    addSubview(view)
  }

  /// Draws a horizontal or vertical stack.
  open override func draw(in context: RenderContext) -> [Node] {
    let views = SubviewsView(views: subviews)
    switch axis {
    case .horizontal: return context.render(HStack { views })
    case .vertical: return context.render(VStack { views })
    }
  }
}
