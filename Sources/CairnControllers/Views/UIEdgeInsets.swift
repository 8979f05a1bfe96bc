/// Distances inward from each edge of a rectangle, in points.
public struct UIEdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: CGFloat
  /// From the left edge.
  public var left: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the right edge.
  public var right: CGFloat

  /// Insets of `top`, `left`, `bottom` and `right` points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The insets as a CSS `padding` value.
  var cssPadding: String {
    [top, right, bottom, left].map(LayoutCSS.px).joined(separator: " ")
  }
}

/// Distances inward from each edge, with leading and trailing for left and right (they are
/// the same in left-to-right text, so these are ``UIEdgeInsets`` under other names).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The same distances, leading as left and trailing as right.
  var edges: UIEdgeInsets

  /// Insets of `top`, `leading`, `bottom` and `trailing` points.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.init(edges: UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing))
  }

  init(edges: UIEdgeInsets) {
    self.edges = edges
  }

  /// From the top edge.
  public var top: CGFloat {
    get { edges.top }
    set { edges.top = newValue }
  }
  /// From the leading edge.
  public var leading: CGFloat {
    get { edges.left }
    set { edges.left = newValue }
  }
  /// From the bottom edge.
  public var bottom: CGFloat {
    get { edges.bottom }
    set { edges.bottom = newValue }
  }
  /// From the trailing edge.
  public var trailing: CGFloat {
    get { edges.right }
    set { edges.right = newValue }
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
