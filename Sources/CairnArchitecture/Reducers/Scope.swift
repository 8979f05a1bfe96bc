/// Runs a child feature's reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  let state: WritableKeyPath<ParentState, Child.State>
  let action: AnyCasePath<ParentAction, Child.Action>
  let child: ChildReducer<Child>

  /// Runs `child` on the state at `state` for actions in the case `action`.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ParentAction: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.state = state
    self.action = CasePathCache.casePath(action)
    self.child = ChildReducer(child())
  }

  /// Runs the child for its actions and lifts its effects into the parent's actions.
  public func reduce(into parent: inout ParentState, action: ParentAction) -> Effect<
    ParentAction
  > {
    guard let childAction = self.action.extract(from: action) else { return .none }
    let embed = self.action.embed
    return child.reduce(into: &parent[keyPath: state], action: childAction).map(embed)
  }
}
