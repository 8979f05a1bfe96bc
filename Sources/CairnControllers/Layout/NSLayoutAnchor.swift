/// One attribute of a view or layout guide, from which constraints are made:
/// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)`.
///
/// The type parameter keeps constraints on one axis: an x-axis anchor relates only to another
/// x-axis anchor, a dimension to a dimension.
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// `self == anchor`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, constant: 0)
  }

  /// `self ≥ anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// `self ≤ anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, constant: 0)
  }

  /// `self == anchor + c`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, constant: c)
  }

  /// `self ≥ anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self ≤ anchor + c`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, constant: c)
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation,
    _ anchor: NSLayoutAnchor<AnchorType>,
    multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
      attribute: anchor.attribute, multiplier: multiplier, constant: constant)
  }
}

/// A horizontal edge or centre.
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge, centre or baseline.
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height, which can also be related to a constant or scaled.
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constant(.equal, c)
  }

  /// `self ≥ c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constant(.greaterThanOrEqual, c)
  }

  /// `self ≤ c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constant(.lessThanOrEqual, c)
  }

  /// `self == anchor × m`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// `self == anchor × m + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self ≥ anchor × m`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self ≤ anchor × m`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  private func constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: c)
  }
}

/// A rectangle that takes part in layout without drawing: a view's safe area or margins, or
/// one added with `addLayoutGuide(_:)` to space views.
@MainActor
public final class UILayoutGuide {
  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?
  /// The guide's name in reports.
  public var identifier: String
  /// How far the guide is inset from its view's edges, as CSS lengths (top, left, bottom, right).
  let insets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)

  /// A guide to add to a view with `addLayoutGuide(_:)`.
  public convenience init() {
    self.init(identifier: "guide", insets: (0, 0, 0, 0))
  }

  init(identifier: String, insets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)) {
    self.identifier = identifier
    self.insets = insets
  }
}
