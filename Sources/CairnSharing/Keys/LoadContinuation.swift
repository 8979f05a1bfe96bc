/// How a ``SharedReaderKey`` hands the result of a load back to the shared reference.
///
/// A key receives one in ``SharedReaderKey/load(context:continuation:)`` and must resume it
/// exactly once, synchronously or later from any thread. Resuming a second time is ignored and
/// reported as an issue; dropping it without resuming is reported too, and whoever waited is
/// resumed with no value.
public struct LoadContinuation<Value>: Sendable {
  private let once: OnceCallback<Value>

  /// Creates a continuation that forwards its one result to `callback`.
  ///
  /// - Parameters:
  ///   - description: Names the key in issues about misuse (resumed twice, never resumed).
  ///   - callback: Receives the result: a value, `nil` for "use the initial value", or an error.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.once = OnceCallback(
      describe: { OnceCallback<Value>.label(description()) },
      callback: callback
    )
  }

  /// Finishes the load with a value.
  ///
  /// - Parameter value: The loaded value.
  public func resume(returning value: Value) {
    resume(with: .success(value))
  }

  /// Finishes the load with an error; the shared value keeps what it had.
  ///
  /// - Parameter error: Why the load failed.
  public func resume(throwing error: any Error) {
    resume(with: .failure(error))
  }

  /// Finishes the load saying the external system holds nothing, so the reference uses the
  /// initial value it was created with.
  public func resumeReturningInitialValue() {
    resume(with: .success(nil))
  }

  /// Finishes the load with a result: a value, `nil` for the initial value, or an error.
  ///
  /// - Parameter result: The outcome of the load.
  public func resume(with result: Result<Value?, any Error>) {
    once.resume(with: result)
  }
}
