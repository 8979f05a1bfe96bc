extension Store {
  /// A store of a child feature, derived with closures: `toChildState` picks the child's state
  /// out of this state, and `fromChildAction` embeds a child action in this feature's actions.
  ///
  /// ```swift
  /// store.scope(state: \.$addStandup, action: { .addStandup($0) })
  /// ```
  ///
  /// This is TCA 1.0's spelling; the key-path form, `scope(state: \.child, action: \.child)`,
  /// is the current one and the one to prefer: a closure cannot be compared, so each call
  /// makes a new store (reading and sending through this one), where the key-path form hands
  /// back the same store every time.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let (readState, sendAction) = (self.readState, self.sendAction)
    return Store<ChildState, ChildAction>(
      root: root,
      state: { toChildState(readState()) },
      send: { sendAction(fromChildAction($0)) },
      runningEffectCount: runningEffectCount,
      presentState: childPresentState(toChildState))
  }

  /// Runs `body` with the store's current state and returns what it returns.
  ///
  /// ```swift
  /// store.withState(\.count)  // 1
  /// ```
  ///
  /// Inside a CairnWeb render or an `observe` closure the read is tracked like any read of
  /// the store's state.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(readState())
  }
}
