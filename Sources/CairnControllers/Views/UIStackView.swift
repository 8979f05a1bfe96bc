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

  /// How the views are placed across the stack.
  public enum Alignment: Int, Sendable {
    /// Stretched across the stack.
    case fill
    /// Along the leading edge (a vertical stack's).
    case leading
    /// Centred.
    case center
    /// Along the trailing edge (a vertical stack's).
    case trailing
    /// By the first line's baseline (a horizontal stack's).
    case firstBaseline
    /// By the last line's baseline (a horizontal stack's).
    case lastBaseline

    /// Along the top edge (a horizontal stack's): the same as ``leading``.
    public static let top = Alignment.leading
    /// Along the bottom edge (a horizontal stack's): the same as ``trailing``.
    public static let bottom = Alignment.trailing

    var css: String {
      switch self {
      case .fill: "stretch"
      case .leading: "flex-start"
      case .center: "center"
      case .trailing: "flex-end"
      case .firstBaseline: "first baseline"
      case .lastBaseline: "last baseline"
      }
    }
  }

  /// How the views share the stack's length.
  public enum Distribution: Int, Sendable {
    /// The views keep their sizes; the last one grows to fill.
    case fill
    /// Every view gets the same length.
    case fillEqually
    /// The views grow in proportion to their sizes.
    case fillProportionally
    /// Equal space between the views.
    case equalSpacing
    /// Equal distances between the views' centres (drawn as equal space around them).
    case equalCentering

    /// The CSS of the stack itself.
    var css: String {
      switch self {
      case .fill, .fillEqually, .fillProportionally: ""
      case .equalSpacing: "justify-content: space-between;"
      case .equalCentering: "justify-content: space-around;"
      }
    }

    /// The CSS of each view in the stack.
    var childCSS: String? {
      switch self {
      case .fillEqually: "flex: 1 1 0;"
      case .fillProportionally: "flex: 1 1 auto;"
      case .fill, .equalSpacing, .equalCentering: nil
      }
    }
  }

  /// How the views are placed across the stack; by default stretched.
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsDisplay() } }
  }
  /// How the views share the stack's length.
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsDisplay() } }
  }
  /// Whether the views are laid out inside the stack's ``UIView/layoutMargins``.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsDisplay() } }
  }

  /// The space between the views, in points; 0, the default, leaves the stylesheet's gap.
  public var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsDisplay() } }
  }

  /// An empty vertical stack, given a frame (kept, not used to place it).
  public override init(frame: CGRect) {
    self.axis = .vertical
    super.init(frame: frame)
  }

  /// A stack of `arrangedSubviews` along `axis`.
  public init(arrangedSubviews: [UIView] = [], axis: Axis = .vertical) {
    self.axis = axis
    super.init(frame: .zero)
    for view in arrangedSubviews { addSubview(view) }
  }

  /// The views laid out, in order (the subviews).
  public var arrangedSubviews: [UIView] { subviews }

  /// Adds `view` at the end.
  public func addArrangedSubview(_ view: UIView) {
    addSubview(view)
  }

  /// Draws a horizontal or vertical stack, with its alignment, distribution and margins.
  open override func draw(in context: RenderContext) -> [Node] {
    var nodes = drawStack(in: context)
    var css = ""
    // Always stated: CairnWeb's stacks centre by default, UIKit's stretch (`.fill`).
    css += "align-items: \(alignment.css);"
    css += distribution.css
    if isLayoutMarginsRelativeArrangement { css += "padding: \(layoutMargins.cssPadding);" }
    guard let index = nodes.firstIndex(where: { $0.tag != nil }) else { return nodes }
    if !css.isEmpty { nodes[index].attributes["style", default: ""] += css }
    if let childCSS = distribution.childCSS {
      for child in nodes[index].children.indices where nodes[index].children[child].tag != nil {
        nodes[index].children[child].attributes["style", default: ""] += childCSS
      }
    }
    return nodes
  }

  private func drawStack(in context: RenderContext) -> [Node] {
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
