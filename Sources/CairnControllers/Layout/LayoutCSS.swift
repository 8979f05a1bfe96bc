/// Draws a view's active constraints as CSS: a view placed by constraints is absolutely
/// positioned in its superview, with edges, centres and sizes as CSS lengths, and a sibling it
/// is placed against is referred to through CSS anchor positioning. See <doc:UIKitNamesOnCairn>.
@MainActor
enum LayoutCSS {
  /// How tall a controller's root view is at least when it holds views placed by constraints:
  /// most of the window, so a view centred vertically sits near the middle of the screen.
  static let rootMinimumHeight = "min-height: 70dvh;"

  /// One constraint seen from the view it places: `attribute relation target × multiplier +
  /// constant`.
  struct Term {
    let attribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let target: AnyObject?
    let targetAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
  }

  /// The CSS placing `view` (and letting it contain or anchor placed views), with its
  /// transform.
  static func declarations(for view: UIView) -> String {
    var css = ""
    if isAnchor(view) { css += "anchor-name: --\(view.id);" }
    let terms = terms(of: view)
    if view.subviews.contains(where: isPlaced) {
      css += "position: relative;"
      if view.superview == nil, !terms.contains(where: { $0.attribute == .height }) {
        css += rootMinimumHeight
      }
    }
    var centred = (x: false, y: false)
    if !view.translatesAutoresizingMaskIntoConstraints {
      for term in terms {
        guard let declaration = declaration(for: term, in: view, centred: &centred) else {
          continue
        }
        css += declaration
      }
      if isPlaced(view) { css += "position: absolute;" }
    }
    var transforms: [String] = []
    if centred.x || centred.y {
      transforms.append("translate(\(centred.x ? "-50%" : "0"), \(centred.y ? "-50%" : "0"))")
    }
    if !view.transform.isIdentity { transforms.append(view.transform.cssValue) }
    if !transforms.isEmpty { css += "transform: \(transforms.joined(separator: " "));" }
    return css
  }

  /// The constraints placing `view`, seen from it.
  static func terms(of view: UIView) -> [Term] {
    view.activeConstraints.compactMap { constraint in
      guard !constraint.isBroken else { return nil }
      if constraint.firstItem === view {
        return Term(
          attribute: constraint.firstAttribute, relation: constraint.relation,
          target: constraint.secondItem, targetAttribute: constraint.secondAttribute,
          multiplier: constraint.multiplier, constant: constraint.constant)
      }
      // `superview.bottom == view.bottom + 20` places the view: `view.bottom == superview.bottom - 20`.
      if constraint.secondItem === view, constraint.multiplier == 1,
        let container = constraint.firstView, container === view.superview
      {
        return Term(
          attribute: constraint.secondAttribute, relation: constraint.relation.reversed,
          target: constraint.firstItem, targetAttribute: constraint.firstAttribute,
          multiplier: 1, constant: -constraint.constant)
      }
      return nil
    }
  }

  /// Whether `view`'s constraints place it on each axis.
  static func placedAxes(of view: UIView) -> (horizontal: Bool, vertical: Bool) {
    var placed = (horizontal: false, vertical: false)
    for term in terms(of: view) where term.relation == .equal && term.target != nil {
      switch term.attribute {
      case .left, .right, .leading, .trailing, .centerX: placed.horizontal = true
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: placed.vertical = true
      case .width, .height, .notAnAttribute: break
      }
    }
    return placed
  }

  /// Whether `view` is absolutely positioned by its constraints.
  static func isPlaced(_ view: UIView) -> Bool {
    guard !view.translatesAutoresizingMaskIntoConstraints else { return false }
    let placed = placedAxes(of: view)
    return placed.horizontal || placed.vertical
  }

  /// Whether a sibling is placed against `view`, which must then be named as a CSS anchor.
  private static func isAnchor(_ view: UIView) -> Bool {
    view.activeConstraints.contains { constraint in
      constraint.secondItem === view && constraint.firstView !== view
        && constraint.firstView?.superview === view.superview
    }
  }

  private static func declaration(
    for term: Term, in view: UIView, centred: inout (x: Bool, y: Bool)
  ) -> String? {
    guard let target = term.target else {
      return sizeDeclaration(term.attribute, term.relation, px(term.constant))
    }
    let targetView = LayoutRegistry.view(of: target)
    if let container = view.superview, targetView === container {
      let insets = (target as? UILayoutGuide)?.insets ?? (0, 0, 0, 0)
      return containerDeclaration(term, insets: insets, centred: &centred)
    }
    if let sibling = targetView, sibling.superview === view.superview {
      return siblingDeclaration(term, anchor: "--\(sibling.id)", centred: &centred)
    }
    return nil
  }

  /// A constraint against the superview (or one of its guides).
  private static func containerDeclaration(
    _ term: Term,
    insets: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat),
    centred: inout (x: Bool, y: Bool)
  ) -> String? {
    let c = term.constant
    switch (term.attribute, term.targetAttribute) {
    case (.left, .left), (.leading, .leading), (.left, .leading), (.leading, .left):
      return "left: \(px(c + insets.left));"
    case (.right, .right), (.trailing, .trailing), (.right, .trailing), (.trailing, .right):
      return "right: \(px(insets.right - c));"
    case (.top, .top):
      return "top: \(px(c + insets.top));"
    case (.bottom, .bottom):
      return "bottom: \(px(insets.bottom - c));"
    case (.centerX, .centerX):
      centred.x = true
      return "left: calc(50% + \(px(c + (insets.left - insets.right) / 2)));"
    case (.centerY, .centerY):
      centred.y = true
      return "top: calc(50% + \(px(c + (insets.top - insets.bottom) / 2)));"
    case (.width, .width):
      let inner = "(100% - \(px(insets.left + insets.right)))"
      return sizeDeclaration(
        .width, term.relation, "calc(\(inner) * \(term.multiplier) + \(px(c)))")
    case (.height, .height):
      let inner = "(100% - \(px(insets.top + insets.bottom)))"
      return sizeDeclaration(
        .height, term.relation, "calc(\(inner) * \(term.multiplier) + \(px(c)))")
    default:
      return nil
    }
  }

  /// A constraint against a sibling, through CSS anchor positioning.
  private static func siblingDeclaration(
    _ term: Term, anchor: String, centred: inout (x: Bool, y: Bool)
  ) -> String? {
    if term.attribute == .width || term.attribute == .height {
      let side = term.targetAttribute == .height ? "height" : "width"
      let value = "calc(anchor-size(\(anchor) \(side)) * \(term.multiplier) + \(px(term.constant)))"
      return sizeDeclaration(term.attribute, term.relation, value)
    }
    guard term.relation == .equal, let side = anchorSide(term.targetAttribute) else { return nil }
    let edge = "anchor(\(anchor) \(side))"
    switch term.attribute {
    case .left, .leading: return "left: calc(\(edge) + \(px(term.constant)));"
    case .right, .trailing: return "right: calc(\(edge) + \(px(-term.constant)));"
    case .top: return "top: calc(\(edge) + \(px(term.constant)));"
    case .bottom: return "bottom: calc(\(edge) + \(px(-term.constant)));"
    case .centerX:
      centred.x = true
      return "left: calc(\(edge) + \(px(term.constant)));"
    case .centerY:
      centred.y = true
      return "top: calc(\(edge) + \(px(term.constant)));"
    default: return nil
    }
  }

  private static func anchorSide(_ attribute: NSLayoutConstraint.Attribute) -> String? {
    switch attribute {
    case .left, .leading: "left"
    case .right, .trailing: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .centerX, .centerY: "center"
    default: nil
    }
  }

  private static func sizeDeclaration(
    _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ value: String
  ) -> String? {
    let dimension: String
    switch attribute {
    case .width: dimension = "width"
    case .height: dimension = "height"
    default: return nil
    }
    switch relation {
    case .equal: return "\(dimension): \(value);"
    case .greaterThanOrEqual: return "min-\(dimension): \(value);"
    case .lessThanOrEqual: return "max-\(dimension): \(value);"
    }
  }

  /// `value` as a CSS length in pixels (a point is a CSS pixel).
  nonisolated static func px(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? "\(Int(rounded))px" : "\(rounded)px"
  }
}

extension NSLayoutConstraint.Relation {
  /// The relation with its sides swapped.
  var reversed: Self {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
