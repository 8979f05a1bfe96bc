extension Store {
  /// Sends `action` and returns the Swift task of the effects it started, `nil` when it
  /// started none: `await store.send(.tap)?.value`, as TCA's own tests write it.
  ///
  /// `send(_:)` returning a ``StoreTask`` is the one to use; this form is chosen only where
  /// a `Task?` is asked for.
  @_disfavoredOverload
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never>? {
    sendIfPresent(action)
  }
}
