/// How a ``SharedKey`` reports the outcome of a save.
///
/// A key receives one in ``SharedKey/save(_:context:continuation:)`` and must resume it exactly
/// once, synchronously or later from any thread. A failure becomes the reference's `saveError`;
/// a success clears it.
public struct SaveContinuation: Sendable {
  private let once: OnceCallback<Never>

  /// Creates a continuation that forwards its one result to `callback`.
  ///
  /// - Parameters:
  ///   - description: Names the key in issues about misuse (resumed twice, never resumed).
  ///   - callback: Receives `.success(nil)` when the save finished, or the error.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    self.once = OnceCallback(
      describe: { OnceCallback<Never>.label(description()) },
      callback: callback
    )
  }

  /// Reports that the value was saved.
  public func resume() {
    resume(with: .success(()))
  }

  /// Reports that saving failed.
  ///
  /// - Parameter error: Why the save failed.
  public func resume(throwing error: any Error) {
    resume(with: .failure(error))
  }

  /// Reports the outcome of the save.
  ///
  /// - Parameter result: Success, or the error the save failed with.
  public func resume(with result: Result<Void, any Error>) {
    once.resume(with: result.map { nil })
  }
}
