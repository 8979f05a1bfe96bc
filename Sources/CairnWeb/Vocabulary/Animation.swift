import Cairn

/// How a change is animated, named as in SwiftUI (`.default`, `.easeInOut`, `.spring()`,
/// `.linear(duration:)`…).
///
/// Cairn draws on the server and sends the page what changed, so an animation is a request
/// rather than a timeline: ``withAnimation(_:_:)`` carries it, in a `UITransaction`, to the
/// render its change causes, and rows that arrive with a ``View/transition(_:)`` move in on
/// the page. Everything else a change touches is redrawn in its new state at once. The curve
/// and duration are kept (``duration``, ``curve``) for a runtime that can use them.
public struct Animation: Hashable, Sendable {
  /// The shape of an animation's progress over time.
  public enum Curve: Hashable, Sendable {
    /// Starts slowly and ends slowly.
    case easeInOut
    /// Starts slowly.
    case easeIn
    /// Ends slowly.
    case easeOut
    /// Moves at a constant speed.
    case linear
    /// Springs into place.
    case spring
  }

  /// The shape of the animation's progress.
  public var curve: Curve
  /// How long the animation runs, in seconds.
  public var duration: Double
  /// How long it waits before it starts, in seconds.
  public var delay: Double = 0
  /// How much faster than written it runs (2 is twice as fast).
  public var speed: Double = 1

  /// An animation along `curve` lasting `duration` seconds.
  public init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  /// The animation a change gets when none is named: a short ease in and out.
  public static let `default` = Animation(curve: .easeInOut, duration: 0.35)
  /// Eases in and out over the default time.
  public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
  /// Eases in over the default time.
  public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
  /// Eases out over the default time.
  public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
  /// Constant speed over the default time.
  public static let linear = Animation(curve: .linear, duration: 0.35)
  /// A spring with the default response.
  public static let spring = Animation(curve: .spring, duration: 0.5)
  /// A spring that settles without bouncing.
  public static let smooth = Animation(curve: .spring, duration: 0.5)
  /// A quick spring.
  public static let snappy = Animation(curve: .spring, duration: 0.3)
  /// A spring that bounces a little.
  public static let bouncy = Animation(curve: .spring, duration: 0.5)

  /// Eases in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .easeInOut, duration: duration)
  }

  /// Eases in over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .easeIn, duration: duration)
  }

  /// Eases out over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear, duration: duration)
  }

  /// A spring settling in about `response` seconds; the damping and blend are accepted for
  /// source compatibility.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(curve: .spring, duration: response)
  }

  /// A spring lasting about `duration` seconds; `bounce` is accepted for source
  /// compatibility.
  public static func spring(duration: Double, bounce: Double = 0) -> Animation {
    Animation(curve: .spring, duration: duration)
  }

  /// A quick spring, as for a drag that follows the finger.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(curve: .spring, duration: response)
  }

  /// This animation, starting `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var animation = self
    animation.delay = delay
    return animation
  }

  /// This animation, running `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var animation = self
    animation.speed = speed
    return animation
  }
}

private enum AnimationKey: UITransactionKey {
  static let defaultValue: Animation? = nil
}

extension UITransaction {
  /// The animation the change made under this transaction asked for, set by
  /// ``withAnimation(_:_:)``; `nil` when it asked for none.
  public var animation: Animation? {
    get { self[AnimationKey.self] }
    set { self[AnimationKey.self] = newValue }
  }
}

/// Runs `body`, asking for the changes it makes to be drawn with `animation`.
///
/// ```swift
/// Button("Mark as sold out") {
///   withAnimation { item.status = .outOfStock(isOnBackOrder: false) }
/// }
/// ```
///
/// The changes apply as `body` makes them; the render they cause runs under a
/// `UITransaction` whose ``Cairn/UITransaction/animation`` is `animation`. Rows with a
/// ``View/transition(_:)`` that the change adds move in on the page.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  _ body: () throws -> Result
) rethrows -> Result {
  try withUITransaction(\.animation, animation, body)
}

extension View {
  /// Asks for changes to this view caused by `value` changing to be drawn with `animation`.
  /// The page redraws the view in its new state; rows with a ``View/transition(_:)`` move
  /// in.
  public func animation<Value: Equatable>(
    _ animation: Animation?, value: Value
  ) -> ModifiedView<Self> {
    modified { context, content in context.render(content) }
  }

  /// Asks for every change to this view to be drawn with `animation`; as
  /// ``animation(_:value:)``.
  public func animation(_ animation: Animation?) -> ModifiedView<Self> {
    modified { context, content in context.render(content) }
  }
}
