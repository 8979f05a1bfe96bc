import CasePaths

extension Scope {
  /// Runs `child` on the state at `state` for the actions the case path `action` extracts:
  /// Composable Architecture 1.0's spelling, `Scope(state: \.counter, action: /Action.counter)`,
  /// for an `Action` enum that isn't `CasePathable`. Today's spelling takes a case key path,
  /// `Scope(\.counter, action: \.counter)`.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: .keyPath(state), action: action, child: child())
  }

  /// Runs `child` while the enum state is in the case `state`, for the actions the case path
  /// `action` extracts: `Scope(state: /State.loggedIn, action: /Action.loggedIn)`, Composable
  /// Architecture 1.0's spelling. A child action while the state is in another case is
  /// reported as an issue and ignored.
  public init<ChildState, ChildAction>(
    state: AnyCasePath<ParentState, ChildState>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: .casePath(state, SourceLocation(fileID, filePath, line, column)), action: action,
      child: child())
  }
}
