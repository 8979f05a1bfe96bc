/// A key that loads, subscribes to and saves a shared value in an external system.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`, and resumes `continuation` exactly once when done.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: Whether the save follows a mutation or was asked for with `save()`.
  ///   - continuation: Receives the outcome; a failure becomes the reference's `saveError`.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a ``SharedKey`` is asked to save.
///
/// A key that writes somewhere slow may debounce ``didSet`` saves and write at once for
/// ``userInitiated`` ones.
public enum SaveContext: Hashable, Sendable {
  /// The value was just mutated with `withLock`.
  case didSet

  /// The user asked for a save with `save()`.
  case userInitiated
}
