import Cairn

/// How a change is animated, named as in SwiftUI (`.default`, `.easeInOut`, `.spring()`,
/// `.linear(duration:)`…): the core's `UIAnimation` under SwiftUI's name, so an animation
/// given to ``withAnimation(_:_:)`` and one an alert's button asks for
/// (`ButtonState(action: .send(.delete, animation: .default))`) are the same value.
///
/// Cairn draws on the server and sends the page what changed, so an animation is a request
/// rather than a timeline: ``withAnimation(_:_:)`` carries it, in a `UITransaction`, to the
/// render its change causes, and rows that arrive with a ``View/transition(_:)`` move in on
/// the page. Everything else a change touches is redrawn in its new state at once.
public typealias Animation = UIAnimation

extension UIAnimation {
  /// A spring that settles without bouncing.
  public static let smooth = UIAnimation(curve: .spring, duration: 0.5)
  /// A quick spring.
  public static let snappy = UIAnimation(curve: .spring, duration: 0.3)
  /// A spring that bounces a little.
  public static let bouncy = UIAnimation(curve: .spring, duration: 0.5)

  /// A spring settling in about `response` seconds; the damping and blend are accepted for
  /// source compatibility.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> UIAnimation {
    UIAnimation(curve: .spring, duration: response)
  }

  /// A spring lasting about `duration` seconds; `bounce` is accepted for source
  /// compatibility.
  public static func spring(duration: Double, bounce: Double = 0) -> UIAnimation {
    UIAnimation(curve: .spring, duration: duration)
  }

  /// A quick spring, as for a drag that follows the finger.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> UIAnimation {
    UIAnimation(curve: .spring, duration: response)
  }

  /// This animation, asked to start `delay` seconds later (accepted for source
  /// compatibility: the page does not delay a redraw).
  public func delay(_ delay: Double) -> UIAnimation { self }

  /// This animation, asked to run `speed` times as fast (accepted for source compatibility).
  public func speed(_ speed: Double) -> UIAnimation { self }
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
/// `UITransaction` whose `animation` is `animation`. Rows with a
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
