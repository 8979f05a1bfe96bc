/// Something constraints are made to: a view or a layout guide, each with the same anchors.
///
/// UIKit declares the anchors on `UIView` and on `UILayoutGuide` separately; here they are
/// declared once, for both, and read the same: `view.topAnchor`,
/// `view.safeAreaLayoutGuide.topAnchor`.
@MainActor
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
}

extension UIView: LayoutAnchorProviding {}
extension UILayoutGuide: LayoutAnchorProviding {}
