import Cairn
import Foundation
import IssueReporting

/// An animation for changes made to UIKit views, as swift-navigation's `UIKitAnimation` is:
/// pass it to ``withUIKitAnimation(_:_:completion:)`` or a binding's `animation(_:)`, and the
/// views that change because of the mutation are to animate.
///
/// On the web the changes are drawn at once, as ``UIView/animate(withDuration:animations:completion:)``
/// draws them: the browser draws the end state and CSS eases it. The animation is carried in
/// the transaction (`UITransaction.uiKit`, and as a `UIAnimation` in
/// `UITransaction.animation`) for a renderer that plays it.
public struct UIKitAnimation: Hashable, Sendable {
  /// The curve and length, as the core describes an animation.
  public var base: UIAnimation
  /// How long to wait before starting, in seconds.
  public var delay: TimeInterval = 0
  /// How many times to play (infinity for ever); `nil` plays once.
  public var repeatCount: Double?
  /// Whether a repeated animation runs backwards after forwards.
  public var autoreverses = false
  /// How fast to play, relative to the normal speed.
  public var speed: Double = 1
  /// The options given to the UIKit animation.
  public var options: UIView.AnimationOptions = []

  /// A UIKit animation playing `animation`, a declarative one.
  public init(_ animation: UIAnimation) {
    base = animation
  }

  /// The animation waiting `delay` seconds before it starts.
  public func delay(_ delay: TimeInterval) -> Self {
    var copy = self
    copy.delay = delay
    return copy
  }

  /// The animation played `repeatCount` times, backwards every other time if `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
    var copy = self
    copy.repeatCount = Double(repeatCount)
    copy.autoreverses = autoreverses
    return copy
  }

  /// The animation played for ever, backwards every other time if `autoreverses`.
  public func repeatForever(autoreverses: Bool = true) -> Self {
    var copy = self
    copy.repeatCount = .infinity
    copy.autoreverses = autoreverses
    return copy
  }

  /// The animation played at `speed` times its normal speed; a speed of zero is reported and
  /// taken as the smallest positive one, as UIKit cannot play at zero.
  public func speed(_ speed: Double) -> Self {
    var copy = self
    if speed == 0 {
      reportIssue("Setting animation speed to zero is not supported for UIKit animations.")
      copy.speed = .ulpOfOne
    } else {
      copy.speed = speed
    }
    return copy
  }

  /// `UIView.animate(withDuration:delay:options:…)` with a curve from `options`.
  public static func animate(
    withDuration duration: TimeInterval,
    delay: CGFloat = 0,
    options: UIView.AnimationOptions = []
  ) -> Self {
    var animation = Self(UIAnimation(curve: curve(of: options), duration: duration))
    animation.delay = TimeInterval(delay)
    animation.options = options
    return animation
  }

  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`: a spring.
  public static func animate(
    withDuration duration: TimeInterval,
    delay: CGFloat = 0,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = []
  ) -> Self {
    var animation = Self(UIAnimation(curve: .spring, duration: duration))
    animation.delay = TimeInterval(delay)
    animation.options = options
    return animation
  }

  /// `UIView.animate(springDuration:bounce:…)`: a spring lasting about `duration`.
  public static func animate(
    springDuration duration: TimeInterval = 0.5,
    bounce: CGFloat = 0,
    initialSpringVelocity: CGFloat = 0,
    delay: TimeInterval = 0,
    options: UIView.AnimationOptions = []
  ) -> Self {
    var animation = Self(UIAnimation(curve: .spring, duration: duration))
    animation.delay = delay
    animation.options = options
    return animation
  }

  /// UIKit's default: ease in and out over 0.35 seconds.
  public static var `default`: Self { .animate(withDuration: 0.35) }
  /// At one speed over 0.35 seconds.
  public static var linear: Self { .linear(duration: 0.35) }
  /// At one speed over `duration` seconds.
  public static func linear(duration: TimeInterval) -> Self {
    .animate(withDuration: duration, options: .curveLinear)
  }
  /// Slow at the start, over 0.35 seconds.
  public static var easeIn: Self { .easeIn(duration: 0.35) }
  /// Slow at the start, over `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Self {
    .animate(withDuration: duration, options: .curveEaseIn)
  }
  /// Slow at the end, over 0.35 seconds.
  public static var easeOut: Self { .easeOut(duration: 0.35) }
  /// Slow at the end, over `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Self {
    .animate(withDuration: duration, options: .curveEaseOut)
  }
  /// Slow at both ends, over 0.35 seconds.
  public static var easeInOut: Self { .easeInOut(duration: 0.35) }
  /// Slow at both ends, over `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Self {
    .animate(withDuration: duration, options: .curveEaseInOut)
  }

  private static func curve(of options: UIView.AnimationOptions) -> UIAnimation.Curve {
    if options.contains(.curveLinear) { return .linear }
    if options.contains(.curveEaseOut) { return .easeOut }
    if options.contains(.curveEaseIn) { return .easeIn }
    return .easeInOut
  }
}

extension UITransaction {
  /// A transaction carrying `animation` for UIKit views.
  public init(animation: UIKitAnimation? = nil) {
    self.init()
    uiKit.animation = animation
  }

  /// What the transaction says about UIKit views: the animation to play their changes with.
  public var uiKit: UIKit {
    get { self[UIKitTransactionKey.self] }
    set { self[UIKitTransactionKey.self] = newValue }
  }

  /// The UIKit part of a transaction.
  public struct UIKit: Sendable {
    /// The animation the views' changes are to play with, if any.
    public var animation: UIKitAnimation?
    /// Whether the views' changes are drawn without animating, whatever the animation says.
    public var disablesAnimations = false
    var completions: [@Sendable (Bool?) -> Void] = []

    /// Adds `completion`, run when the animation finishes (on the web: right after the
    /// change, as the end state is drawn at once), with `true`.
    public mutating func addAnimationCompletion(_ completion: @escaping @Sendable (Bool?) -> Void) {
      completions.append(completion)
    }
  }
}

/// The transaction key of `UITransaction.uiKit`.
private enum UIKitTransactionKey: UITransactionKey {
  static let defaultValue = UITransaction.UIKit()
}

/// Runs `body` with `animation` as the current transaction's UIKit animation (and as its
/// `UITransaction.animation`), then runs `completion` with `true`: the changes are drawn at
/// once on the web, so the animation has finished when `body` returns.
///
/// ```swift
/// withUIKitAnimation(.animate(springDuration: 0.4, bounce: 0.75)) {
///   model.position = point
/// }
/// ```
@MainActor
@discardableResult
public func withUIKitAnimation<Result>(
  _ animation: UIKitAnimation? = .default,
  _ body: () throws -> Result,
  completion: (@Sendable (Bool?) -> Void)? = nil
) rethrows -> Result {
  var transaction = UITransaction(animation: animation)
  transaction.animation = animation?.base
  if let completion { transaction.uiKit.addAnimationCompletion(completion) }
  let result = try withUITransaction(transaction, body)
  for completion in transaction.uiKit.completions { completion(true) }
  return result
}

extension UIBinding {
  /// This binding, writing its value with `animation` as the UIKit animation (and the
  /// transaction's animation): a control bound to it animates what the change moves.
  public func animation(_ animation: UIKitAnimation? = .default) -> Self {
    var binding = self
    binding.transaction.uiKit.animation = animation
    binding.transaction.animation = animation?.base
    return binding
  }
}
