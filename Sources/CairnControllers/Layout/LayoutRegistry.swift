import IssueReporting

/// Keeps each view's active constraints, and reports what UIKit reports when constraints are
/// activated that cannot all hold.
@MainActor
enum LayoutRegistry {
  /// The view `item` is, or owns (for a layout guide).
  static func view(of item: AnyObject?) -> UIView? {
    switch item {
    case let view as UIView: view
    case let guide as UILayoutGuide: guide.owningView
    default: nil
    }
  }

  static func activate(_ constraint: NSLayoutConstraint) {
    for view in [constraint.firstView, constraint.secondView].compactMap(\.self) {
      guard !view.activeConstraints.contains(where: { $0 === constraint }) else { continue }
      view.activeConstraints.append(constraint)
      view.setNeedsDisplay()
    }
    // A sibling drawn relative to another names it as an anchor, and the superview contains the
    // absolutely placed views: both draw again.
    constraint.firstView?.superview?.setNeedsDisplay()
    reportConflicts(with: constraint)
  }

  static func deactivate(_ constraint: NSLayoutConstraint) {
    for view in [constraint.firstView, constraint.secondView].compactMap(\.self) {
      view.activeConstraints.removeAll { $0 === constraint }
      view.setNeedsDisplay()
    }
    constraint.firstView?.superview?.setNeedsDisplay()
  }

  /// Reports a required constraint that fixes an attribute already fixed to another value by a
  /// required constraint, as UIKit's "Unable to simultaneously satisfy constraints" does. The
  /// one activated last is the one left out of the layout.
  private static func reportConflicts(with constraint: NSLayoutConstraint) {
    guard let view = constraint.firstView, constraint.isFixing else { return }
    let clash = view.activeConstraints.first { other in
      other !== constraint && other.isFixing && other.firstItem === constraint.firstItem
        && other.firstAttribute == constraint.firstAttribute
        && other.secondItem === constraint.secondItem
        && other.secondAttribute == constraint.secondAttribute
        && other.multiplier == constraint.multiplier && other.constant != constraint.constant
    }
    guard let clash else { return }
    constraint.isBroken = true
    reportIssue(
      """
      Unable to simultaneously satisfy constraints:
        \(clash.logDescription)
        \(constraint.logDescription)
      Will attempt to recover by breaking \(constraint.logDescription)
      """)
  }
}

extension NSLayoutConstraint {
  /// Whether the constraint is a required equality, which fixes its attribute.
  var isFixing: Bool { relation == .equal && priority == .required }
}
