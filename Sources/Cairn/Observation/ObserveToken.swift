import ConcurrencyExtras

/// Keeps an `observe(_:)` alive; cancelling or releasing it stops the re-runs.
///
/// Hold the token for as long as the observation should run, for instance in a view's
/// storage, or collect several with ``store(in:)-(Set<ObserveToken>)``.
public final class ObserveToken: Sendable, Hashable {
  private let onCancel: LockIsolated<(@Sendable () -> Void)?>
  /// The observer this token keeps, when `observe` made it: a batch may run it first.
  let observer: ObjectIdentifier?

  /// Creates a token that runs `onCancel` once, when it is cancelled or released.
  public init(_ onCancel: @escaping @Sendable () -> Void = {}) {
    self.onCancel = LockIsolated(onCancel)
    self.observer = nil
  }

  /// A token for `observer`, cancelling it once, when it is cancelled or released.
  init(cancelling observer: Observer) {
    self.onCancel = LockIsolated({ [observer] in observer.cancel() })
    self.observer = ObjectIdentifier(observer)
  }

  deinit { cancel() }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    let action = onCancel.withValue { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Whether ``cancel()`` has run.
  public var isCancelled: Bool { onCancel.value == nil }

  /// Keeps the token alive in a set.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }

  /// Keeps the token alive in an array.
  public func store(in array: inout [ObserveToken]) {
    array.append(self)
  }

  /// Tokens are equal only to themselves.
  public static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool { lhs === rhs }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
