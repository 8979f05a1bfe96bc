extension Store {
  /// Whether the state this store was scoped to is gone: its stack element was popped, its
  /// child dismissed, or something above it went. Such a store answers its last state and
  /// sends nothing.
  var isInvalidated: Bool {
    guard let presentState else { return false }
    return presentState() == nil
  }

  /// Reads the state now, `nil` once it is gone; for a store whose state cannot go, it reads
  /// the state. What a child whose own state is optional checks first.
  func presentStateReader() -> @MainActor () -> State? {
    if let presentState { return presentState }
    let readState = self.readState
    return { readState() }
  }

  /// The present-state reader of a child whose state `toChildState` takes out of this one and
  /// is there whenever this state is: `nil` when this store's state cannot go either.
  func childPresentState<ChildState>(
    _ toChildState: @escaping (State) -> ChildState
  ) -> (@MainActor () -> ChildState?)? {
    guard let presentState else { return nil }
    return { presentState().map(toChildState) }
  }
}
