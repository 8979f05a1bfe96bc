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
/// `ifCaseLet`.
///
/// As in Composable Architecture, the child's effects end with its case: when the parent
/// moves the state to another case (or another `Identifiable` id), they are cancelled.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let state: AnyCasePath<Parent.State, Child.State>
  let action: AnyCasePath<Parent.Action, Child.Action>
  let child: ChildReducer<Child>
  let location: SourceLocation
  let identity = ChildIdentityReader<Parent.State>()

  init(
    parent: Parent, state: AnyCasePath<Parent.State, Child.State>,
    action: AnyCasePath<Parent.Action, Child.Action>, child: ChildReducer<Child>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.state = state
    self.action = action
    self.child = child
    self.location = location
  }

  /// Runs the child in its case, then the parent; cancels the effects of a case that ended.
  public func reduce(into parentState: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = self.action.extract(from: action) {
      if var childState = state.extract(from: parentState) {
        let effectsID = effectsID(parentState)
        let embed = self.action.embed
        childEffect = child.reduce(into: &childState, action: childAction).map(embed)
        parentState = state.embed(childState)
        if !childEffect.isNone { childEffect = childEffect.cancellable(id: effectsID) }
      } else {
        location.report(
          """
          An "ifCaseLet" received a child action while the state was in another case: \
          \(String(customDumping: action))
          """)
      }
    }
    let before = state.extract(from: parentState).map { _ in effectsID(parentState) }
    let parentEffect = parent.reduce(into: &parentState, action: action)
    var endedEffect = Effect<Parent.Action>.none
    if let before {
      let after = state.extract(from: parentState).map { _ in effectsID(parentState) }
      if before != after { endedEffect = .cancel(id: before) }
    }
    return .merge(childEffect, parentEffect, endedEffect)
  }

  private func effectsID(_ parentState: Parent.State) -> ChildEffectsID {
    ChildEffectsID(
      place: CasePlace(
        root: ObjectIdentifier(Parent.State.self), value: ObjectIdentifier(Child.State.self)),
      child: identity(parentState))
  }
}

/// Where `ifCaseLet` keeps a child: one case of an enum, named by the enum's and the
/// payload's types.
private struct CasePlace: Hashable {
  let root: ObjectIdentifier
  let value: ObjectIdentifier
}
