import CairnWeb

/// Views in a row or a column.
@MainActor
open class UIStackView: UIView {
  /// Which way the views are laid out (UIKit's `NSLayoutConstraint.Axis`).
  public typealias Axis = NSLayoutConstraint.Axis

  /// Which way the views are laid out.
  public var axis: Axis {
    didSet { if axis != oldValue { setNeedsDisplay() } }
  }

  /// The space between the views, in points; 0, the default, leaves the stylesheet's gap.
  public var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsDisplay() } }
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
    case .horizontal:
      return spacing == 0
        ? context.render(HStack { views })
        : context.render(HStack(spacing: Double(spacing)) { views })
    case .vertical:
      return spacing == 0
        ? context.render(VStack { views })
        : context.render(VStack(spacing: Double(spacing)) { views })
    }
  }
}
