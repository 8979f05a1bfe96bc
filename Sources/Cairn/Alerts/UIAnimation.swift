/// How a change should be animated, as plain data: the animation a button of an alert asks
/// for (`ButtonState(action: .send(.delete, animation: .default))`) and that a transaction
/// carries to the renderer (``UITransaction/animation``).
///
/// The core only describes the animation; a renderer decides how to play it. CairnWeb's
/// `Animation` (what SwiftUI code passes to `withAnimation`) is meant to be this same type
/// under SwiftUI's name (`typealias Animation = UIAnimation`), so an animation written either
/// way reaches the renderer the same.
public struct UIAnimation: Hashable, Sendable {
  /// The timing curve of an animation.
  public enum Curve: Hashable, Sendable {
    /// The platform's default curve.
    case `default`
    /// Constant speed.
    case linear
    /// Starts slowly.
    case easeIn
    /// Ends slowly.
    case easeOut
    /// Starts and ends slowly.
    case easeInOut
    /// A spring.
    case spring
  }

  /// The timing curve.
  public var curve: Curve
  /// How long the animation lasts, in seconds; `nil` for the curve's default.
  public var duration: Double?

  /// An animation with `curve` lasting `duration` seconds (or the curve's default).
  public init(curve: Curve, duration: Double? = nil) {
    self.curve = curve
    self.duration = duration
  }

  /// The default animation.
  public static let `default` = UIAnimation(curve: .default)
  /// A linear animation of the default length.
  public static let linear = UIAnimation(curve: .linear)
  /// An ease-in animation of the default length.
  public static let easeIn = UIAnimation(curve: .easeIn)
  /// An ease-out animation of the default length.
  public static let easeOut = UIAnimation(curve: .easeOut)
  /// An ease-in-out animation of the default length.
  public static let easeInOut = UIAnimation(curve: .easeInOut)
  /// A spring animation.
  public static let spring = UIAnimation(curve: .spring)

  /// A linear animation lasting `duration` seconds.
  public static func linear(duration: Double) -> UIAnimation {
    UIAnimation(curve: .linear, duration: duration)
  }
  /// An ease-in animation lasting `duration` seconds.
  public static func easeIn(duration: Double) -> UIAnimation {
    UIAnimation(curve: .easeIn, duration: duration)
  }
  /// An ease-out animation lasting `duration` seconds.
  public static func easeOut(duration: Double) -> UIAnimation {
    UIAnimation(curve: .easeOut, duration: duration)
  }
  /// An ease-in-out animation lasting `duration` seconds.
  public static func easeInOut(duration: Double) -> UIAnimation {
    UIAnimation(curve: .easeInOut, duration: duration)
  }
}

/// The transaction key of ``UITransaction/animation``.
private enum UIAnimationKey: UITransactionKey {
  static let defaultValue: UIAnimation? = nil
}

extension UITransaction {
  /// The animation the change should be drawn with, if any: set when an alert's button that
  /// asked for one (``ButtonStateAction/send(_:animation:)``) runs its action.
  public var animation: UIAnimation? {
    get { self[UIAnimationKey.self] }
    set { self[UIAnimationKey.self] = newValue }
  }
}
