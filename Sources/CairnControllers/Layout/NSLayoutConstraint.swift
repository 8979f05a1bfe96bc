import IssueReporting

/// A relation between two layout attributes, `first = second × multiplier + constant` (or
/// `≤`, `≥`), active while ``isActive`` is true. Make them from anchors and activate them
/// together:
///
/// ```swift
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///   stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
///   stack.widthAnchor.constraint(equalToConstant: 200),
/// ])
/// ```
///
/// Active constraints are drawn as CSS (see <doc:UIKitNamesOnCairn>).
@MainActor
public final class NSLayoutConstraint {
  /// An edge, centre or size of a view or layout guide.
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in left-to-right text).
    case leading
    /// The trailing edge.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text.
    case lastBaseline
    /// The baseline of the first line of text.
    case firstBaseline
    /// No attribute: the constraint relates a size to a constant.
    case notAnAttribute = 0

    /// The axis the attribute lies on, `nil` for ``notAnAttribute``.
    var axis: Axis? {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
      case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: .vertical
      case .notAnAttribute: nil
      }
    }
  }

  /// How the two sides compare.
  public enum Relation: Int, Sendable {
    /// The first is at most the second.
    case lessThanOrEqual = -1
    /// The first equals the second.
    case equal = 0
    /// The first is at least the second.
    case greaterThanOrEqual = 1
  }

  /// Horizontal or vertical.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }

  /// The view or layout guide constrained.
  public let firstItem: AnyObject?
  /// Its attribute.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The view or layout guide related to, `nil` for a constant size.
  public let secondItem: AnyObject?
  /// Its attribute.
  public let secondAttribute: Attribute
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat
  /// What is added to the second side.
  public var constant: CGFloat {
    didSet { if constant != oldValue { layoutChanged() } }
  }
  /// How much the constraint matters; below `.required`, it gives way to one that matters more.
  public var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { layoutChanged() } }
  }
  /// A name for the constraint in reports.
  public var identifier: String?
  /// Whether it was left out of the layout because it clashed with an earlier one.
  var isBroken = false

  /// A constraint between `view1`'s `attr1` and `view2`'s `attr2`, as UIKit spells it in full.
  public init(
    item view1: Any,
    attribute attr1: Attribute,
    relatedBy relation: Relation,
    toItem view2: Any?,
    attribute attr2: Attribute,
    multiplier: CGFloat,
    constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Whether the constraint takes part in layout. Activating it requires its views to share
  /// an ancestor, as in UIKit.
  public var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive { LayoutRegistry.activate(self) } else { LayoutRegistry.deactivate(self) }
    }
  }

  /// Activates every constraint in `constraints`.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The view the first item is, or owns (for a layout guide).
  var firstView: UIView? { LayoutRegistry.view(of: firstItem) }
  /// The view the second item is, or owns.
  var secondView: UIView? { LayoutRegistry.view(of: secondItem) }

  private func layoutChanged() {
    guard isActive else { return }
    firstView?.setNeedsDisplay()
    secondView?.setNeedsDisplay()
  }
}

extension NSLayoutConstraint {
  /// The constraint as a report names it: `v3.width == 200`.
  var logDescription: String {
    do {
      func name(_ item: AnyObject?) -> String {
        switch item {
        case let view as UIView: view.id
        case let guide as UILayoutGuide: "\(guide.owningView?.id ?? "?").\(guide.identifier)"
        default: "?"
        }
      }
      let symbol =
        switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
      var right = ""
      if let secondItem {
        right = "\(name(secondItem)).\(secondAttribute)"
        if multiplier != 1 { right += " * \(multiplier)" }
        if constant != 0 { right += " \(constant < 0 ? "-" : "+") \(abs(constant))" }
      } else {
        right = "\(constant)"
      }
      let label = identifier.map { "\($0): " } ?? ""
      return "\(label)\(name(firstItem)).\(firstAttribute) \(symbol) \(right)"
    }
  }
}

/// How much a constraint matters, from 1 to 1000 (required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value.
  public var rawValue: Float

  /// The priority `rawValue`.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// The priority `rawValue`.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Must hold.
  public static let required = UILayoutPriority(1000)
  /// Matters a lot (a button resisting being squeezed).
  public static let defaultHigh = UILayoutPriority(750)
  /// Matters a little (a button hugging its title).
  public static let defaultLow = UILayoutPriority(250)
  /// Matters only when fitting a view to its content.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
