extension UIView {
  /// How an animation runs.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// The options of `rawValue`.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lets the user act on the views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from where an animation under way has got to.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs backwards after forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Slow at both ends.
    public static let curveEaseInOut = AnimationOptions([])
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// At one speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }

  /// Makes the changes in `animations` at once (the browser draws the new state; animating
  /// it is CSS's part), then runs `completion` with `true`.
  public static func animate(
    withDuration duration: TimeInterval,
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Makes the changes in `animations` at once, then runs `completion` with `true`; the delay
  /// and options are accepted for UIKit's sake.
  public static func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }

  /// Makes the changes in `animations` at once, then runs `completion` with `true`; the spring
  /// is accepted for UIKit's sake.
  public static func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [],
    animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations, completion: completion)
  }

  /// Makes the changes in `actions` without animating them.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
    actionsWithoutAnimation()
  }
}
