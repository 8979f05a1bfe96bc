extension UIView {
  /// The baseline of the first line of text.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of text.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    .init(item: self, attribute: .lastBaseline)
  }

  /// The active constraints this view takes part in.
  public var constraints: [NSLayoutConstraint] { activeConstraints }

  /// Activates `constraint` (UIKit's older spelling).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Activates `constraints` (UIKit's older spelling).
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }

  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// Adds a layout guide to space views with.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
  }

  /// Whether the view opted out of autoresizing but its constraints leave its place open on an
  /// axis (it is then drawn where it flows).
  public var hasAmbiguousLayout: Bool {
    guard !translatesAutoresizingMaskIntoConstraints, !activeConstraints.isEmpty else {
      return false
    }
    let placed = LayoutCSS.placedAxes(of: self)
    return !placed.horizontal || !placed.vertical
  }
}
