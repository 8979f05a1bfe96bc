import CasePaths
import CustomDump
import IssueReporting

extension Reducer {
  /// Runs `child` while the optional state at `state` is not `nil`, for the actions in the
  /// case `action`, before this reducer. A child action while the state is `nil` is reported
  /// as an issue. For presented children (sheets, alerts), use ``Presents()`` and the
  /// `PresentationState` form of `ifLet`, which also dismisses and cancels.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child>
  where Action: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    _IfLetReducer(
      parent: self, state: state, action: CasePathCache.casePath(action),
      child: ChildReducer(child()), location: SourceLocation(fileID, filePath, line, column))
  }
}

/// A reducer with an optional child feature; made by
/// ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let state: WritableKeyPath<Parent.State, Child.State?>
  let action: AnyCasePath<Parent.Action, Child.Action>
  let child: ChildReducer<Child>
  let location: SourceLocation

  /// Runs the child while its state is there, then the parent.
  public func reduce(into parentState: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = self.action.extract(from: action) {
      if parentState[keyPath: state] != nil {
        let embed = self.action.embed
        childEffect = child.reduce(into: &parentState[keyPath: state]!, action: childAction)
          .map(embed)
      } else {
        location.report(
          """
          An "ifLet" received a child action while the child's state was nil: \
          \(String(customDumping: action))
          """)
      }
    }
    return .merge(childEffect, parent.reduce(into: &parentState, action: action))
  }
}
