/// Feeds changes that happen outside the app (another process, a file edited on disk, a
/// database row) into a shared reference.
///
/// A key receives one in ``SharedReaderKey/subscribe(context:subscriber:)`` and may yield to it
/// any number of times, from any thread, until its subscription is cancelled.
public struct SharedSubscriber<Value>: Sendable {
  let callback: @Sendable (Result<Value?, any Error>) -> Void
  let onLoading: (@Sendable (Bool) -> Void)?
  var onSaveResult: (@Sendable (Result<Void, any Error>) -> Void)?

  /// Creates a subscriber.
  ///
  /// - Parameters:
  ///   - callback: Receives each new value, `nil` for "back to the initial value", or an error.
  ///   - onLoading: Receives the key's loading state, if it reports one.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Delivers a new value from the external system.
  ///
  /// - Parameter value: The external system's current value.
  public func yield(_ value: Value) {
    yield(with: .success(value))
  }

  /// Says whether the external system is loading, which the reference shows as `isLoading`.
  ///
  /// - Parameter isLoading: Whether a load is under way.
  public func yieldLoading(_ isLoading: Bool = true) {
    onLoading?(isLoading)
  }

  /// Says the external system no longer holds a value (it was deleted), so the reference goes
  /// back to its initial value.
  public func yieldReturningInitialValue() {
    yield(with: .success(nil))
  }

  /// Delivers an error from the external system; it becomes the reference's `loadError` and the
  /// value is kept.
  ///
  /// - Parameter error: What went wrong.
  public func yield(throwing error: any Error) {
    yield(with: .failure(error))
  }

  /// Reports the outcome of a save the key made on its own, outside any
  /// ``SharedKey/save(_:context:continuation:)`` call: a retry of a save that failed, or a
  /// background write. A failure becomes the reference's `saveError`; a success clears it.
  ///
  /// A Cairn addition: swift-sharing's subscriber has no way to report saves, so a key there
  /// cannot clear `saveError` after a retry succeeds.
  ///
  /// - Parameter result: Success, or the error the save failed with.
  public func yieldSaveResult(_ result: Result<Void, any Error>) {
    onSaveResult?(result)
  }

  /// Delivers a result: a value, `nil` for the initial value, or an error.
  ///
  /// - Parameter result: What the external system reported.
  public func yield(with result: Result<Value?, any Error>) {
    callback(result)
  }
}
