import Observation

/// The signal from remembered drawings to the live view that draws them: every render reads
/// it, and a remembered drawing whose reads changed fires it, so the live view draws again
/// even though its own last render, which reused the drawing, read none of that state.
final class MemoInvalidation: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// Read by every render, so the render's observation hears ``fire()``.
  var signal: Int {
    registrar.access(self, keyPath: \.signal)
    return 0
  }

  /// Tells whoever read ``signal`` that something changed. Callable from any thread, as a
  /// property's `willSet` is.
  func fire() {
    registrar.withMutation(of: self, keyPath: \.signal) {}
  }
}
