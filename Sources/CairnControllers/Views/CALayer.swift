import Foundation

/// The drawing layer of a view, as UIKit's `view.layer` is: the few properties views set on it
/// (rounded corners, a border, clipping), drawn as CSS on the view's element.
@MainActor
public final class CALayer {
  private weak var view: UIView?

  init(view: UIView) {
    self.view = view
  }

  /// The radius of the rounded corners; drawn as `border-radius`.
  public var cornerRadius: CGFloat = 0 {
    didSet { if cornerRadius != oldValue { view?.setNeedsDisplay() } }
  }
  /// Whether content outside the rounded bounds is clipped; drawn as `overflow: hidden`.
  public var masksToBounds = false {
    didSet { if masksToBounds != oldValue { view?.setNeedsDisplay() } }
  }
  /// The width of the border; drawn as a solid border in the text colour.
  public var borderWidth: CGFloat = 0 {
    didSet { if borderWidth != oldValue { view?.setNeedsDisplay() } }
  }

  /// The layer's CSS declarations.
  var declarations: String {
    var css = ""
    if cornerRadius > 0 { css += "border-radius: \(LayoutCSS.px(cornerRadius));" }
    if masksToBounds { css += "overflow: hidden;" }
    if borderWidth > 0 { css += "border: \(LayoutCSS.px(borderWidth)) solid currentColor;" }
    return css
  }
}

/// One finger on the screen, as UIKit hands touches to `touchesBegan(_:with:)` and the like.
///
/// The browser does not send pointer moves to the server, so the layer never makes touches
/// (see <doc:UIKitNamesOnCairn>); the type exists so that code handling them compiles.
@MainActor
public final class UITouch: Hashable {
  /// Where the touch is, in the window's coordinates.
  let point: CGPoint

  /// A touch at `point` in the window's coordinates.
  init(point: CGPoint) {
    self.point = point
  }

  /// Where the touch is in `view`'s coordinates (here, the window's: views have no frames on
  /// the web).
  public func location(in view: UIView?) -> CGPoint { point }

  /// Touches are equal when they are the same touch.
  public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Hashes the touch's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// An event a set of touches belongs to.
@MainActor
public final class UIEvent {
  init() {}
}
