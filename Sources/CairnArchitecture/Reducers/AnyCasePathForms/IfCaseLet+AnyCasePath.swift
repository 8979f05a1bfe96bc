import CasePaths

extension Reducer {
  /// Runs `child` while the state is in the case the case path `state` extracts, for the
  /// actions `action` extracts, before this reducer: Composable Architecture 1.0's spelling,
  /// `.ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`, for enums that
  /// aren't `CasePathable`. Today's spelling takes case key paths,
  /// `.ifCaseLet(\.loggedIn, action: \.loggedIn)`; both behave the same.
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: AnyCasePath<State, ChildState>,
    action: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    _IfCaseLetReducer(
      parent: self, state: state, action: action, child: ChildReducer(child()),
      location: SourceLocation(fileID, filePath, line, column))
  }
}
