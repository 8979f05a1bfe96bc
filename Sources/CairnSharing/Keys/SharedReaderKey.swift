/// A key that loads a shared value from an external system and subscribes to its changes.
///
/// Conform to it to read shared state from somewhere Cairn does not already cover; conform to
/// ``SharedKey`` instead when the value can also be written back. Two shared references made
/// from keys with the same ``id`` are one reference while either is alive.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of value the key loads.
  associatedtype Value: Sendable

  /// The identity of the storage the key points at.
  associatedtype ID: Hashable = Self

  /// The identity of the storage the key points at: keys with equal ids share one reference.
  var id: ID { get }

  /// Loads the freshest value, and resumes `continuation` exactly once with it.
  ///
  /// - Parameters:
  ///   - context: Whether this is the load made when a reference is created (carrying the
  ///     default value) or one the user asked for.
  ///   - continuation: Receives the loaded value, `nil` for the initial value, or an error.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts delivering changes made outside the app to `subscriber`.
  ///
  /// - Parameters:
  ///   - context: The context the reference was created in.
  ///   - subscriber: Receives each external change.
  /// - Returns: A subscription; once it is cancelled or released, no more changes are delivered.
  func subscribe(
    context: LoadContext<Value>,
    subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is its own identity.
  public var id: ID { self }
}

/// Why a ``SharedReaderKey`` is asked to load.
public enum LoadContext<Value> {
  /// The load made when a `@Shared` or `@SharedReader` is created; carries the default value
  /// given to the property wrapper.
  case initialValue(Value)

  /// A load the user asked for: `load()`, `load(_:)` or `init(require:)`.
  case userInitiated

  /// The default value carried by ``LoadContext/initialValue(_:)``, or `nil`.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}
