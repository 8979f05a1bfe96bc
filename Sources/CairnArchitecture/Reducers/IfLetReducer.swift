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

  /// An optional alert or confirmation dialog with no reducer of its own:
  /// `.ifLet(\.alert, action: \.alert)`. The state is cleared after any of its actions.
  public func ifLet<ChildState: _EphemeralState, ChildAction>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> where Action: CasePathable {
    ifLet(
      state, action: action, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A reducer with an optional child feature; made by
/// `ifLet`.
///
/// As in Composable Architecture, the child's effects end with it: when the parent sets the
/// state to `nil`, or to another child (another `Identifiable` id or enum case), they are
/// cancelled. An alert or dialog held this way is cleared after any of its actions.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let state: WritableKeyPath<Parent.State, Child.State?>
  let action: AnyCasePath<Parent.Action, Child.Action>
  let child: ChildReducer<Child>
  let location: SourceLocation
  let identity = ChildIdentityReader<Child.State>()

  init(
    parent: Parent, state: WritableKeyPath<Parent.State, Child.State?>,
    action: AnyCasePath<Parent.Action, Child.Action>, child: ChildReducer<Child>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.state = state
    self.action = action
    self.child = child
    self.location = location
  }

  /// Runs the child while its state is there, then the parent; cancels the effects of a child
  /// that went away.
  public func reduce(into parentState: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    var childEffect = Effect<Parent.Action>.none
    let childAction = self.action.extract(from: action)
    if let childAction {
      if let childState = parentState[keyPath: state] {
        let effectsID = ChildEffectsID(place: state, child: identity(childState))
        let embed = self.action.embed
        childEffect = child.reduce(into: &parentState[keyPath: state]!, action: childAction)
          .map(embed)
        if !childEffect.isNone { childEffect = childEffect.cancellable(id: effectsID) }
      } else {
        location.report(
          """
          An "ifLet" received a child action while the child's state was nil: \
          \(String(customDumping: action))
          """)
      }
    }
    let before = parentState[keyPath: state].map { identity($0) }
    let parentEffect = parent.reduce(into: &parentState, action: action)
    let after = parentState[keyPath: state].map { identity($0) }
    if childAction != nil, before != nil, before == after,
      let childState = parentState[keyPath: state], isEphemeral(childState)
    {
      parentState[keyPath: state] = nil
    }
    var endedEffect = Effect<Parent.Action>.none
    if let before, before != after {
      endedEffect = .cancel(id: ChildEffectsID(place: state, child: before))
    }
    return .merge(childEffect, parentEffect, endedEffect)
  }
}
