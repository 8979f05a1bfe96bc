import IssueReporting

extension Reducer {
  /// Runs `child` while the state is in the case `state`, for the actions in the case
  /// `action`, before this reducer. A child action while the state is in another case is
  /// reported as an issue.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: CaseKeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Child>
  where
    State: CasePathable, Action: CasePathable, ChildState == Child.State,
    ChildAction == Child.Action
  {
    _IfCaseLetReducer(
      parent: self, state: CasePathCache.casePath(state), action: CasePathCache.casePath(action),
      child: ChildReducer(child()),
      location: SourceLocation(fileID, filePath, line, column))
  }
}

/// A reducer with a child feature for one case of its state; made by
/// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let state: AnyCasePath<Parent.State, Child.State>
  let action: AnyCasePath<Parent.Action, Child.Action>
  let child: ChildReducer<Child>
  let location: SourceLocation

  /// Runs the child in its case, then the parent.
  public func reduce(into parentState: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = self.action.extract(from: action) {
      if var childState = state.extract(from: parentState) {
        let embed = self.action.embed
        childEffect = child.reduce(into: &childState, action: childAction).map(embed)
        parentState = state.embed(childState)
      } else {
        location.report(
          """
          An "ifCaseLet" received a child action while the state was in another case: \
          \(String(customDumping: action))
          """)
      }
    }
    return .merge(childEffect, parent.reduce(into: &parentState, action: action))
  }
}
