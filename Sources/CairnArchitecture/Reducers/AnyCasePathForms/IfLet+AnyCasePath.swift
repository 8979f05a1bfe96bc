import CasePaths

extension Reducer {
  /// Runs `child` while the optional state at `state` is not `nil`, for the actions the case
  /// path `action` extracts, before this reducer: Composable Architecture 1.0's spelling,
  /// `.ifLet(\.child, action: /Action.child) { Child() }`, for an `Action` enum that isn't
  /// `CasePathable`. Today's spelling takes a case key path, `.ifLet(\.child, action:
  /// \.child)`; both behave the same.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    _IfLetReducer(
      parent: self, state: state, action: action, child: ChildReducer(child()),
      location: SourceLocation(fileID, filePath, line, column))
  }

  /// An optional alert or confirmation dialog with no reducer of its own, by case path:
  /// `.ifLet(\.alert, action: /Action.alert)`. The state is cleared after any of its actions.
  public func ifLet<ChildState: _EphemeralState, ChildAction>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: AnyCasePath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(
      state, action: action, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
