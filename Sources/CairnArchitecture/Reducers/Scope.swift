import CasePaths
import CustomDump

/// Runs a child feature's reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// ```
///
/// Today's spelling drops the `state:` label, `Scope(\.counter, action: \.counter)`; the child
/// part can also be one case of an enum state (`Scope(state: \.loggedIn, action: \.loggedIn)`),
/// and code from Composable Architecture 1.0 names the cases with case paths
/// (`Scope(state: /State.loggedIn, action: /Action.loggedIn)`).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Where the child's state lives: a stored part of the parent, or one case of it.
  enum StatePath {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, SourceLocation)
  }

  let state: StatePath
  let action: AnyCasePath<ParentAction, Child.Action>
  let child: ChildReducer<Child>

  init(state: StatePath, action: AnyCasePath<ParentAction, Child.Action>, child: Child) {
    self.state = state
    self.action = action
    self.child = ChildReducer(child)
  }

  /// Runs `child` on the state at `state` for actions in the case `action`. Today's spelling
  /// is `Scope(_:action:_:)`, without the `state:` label.
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ParentAction: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: .keyPath(state), action: CasePathCache.casePath(action), child: child())
  }

  /// Runs `child` on the state at `state` for actions in the case `action`:
  /// `Scope(\.counter, action: \.counter) { Counter() }`.
  public init<ChildState, ChildAction>(
    _ state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ParentAction: CasePathable, ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: .keyPath(state), action: CasePathCache.casePath(action), child: child())
  }

  /// Runs `child` while the enum state is in the case `state`, for actions in the case
  /// `action`. A child action while the state is in another case is reported as an issue and
  /// ignored. Composable Architecture now prefers a `Reducer()` enum or `ifCaseLet` for this.
  public init<ChildState, ChildAction>(
    state: CaseKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  )
  where
    ParentState: CasePathable, ParentAction: CasePathable, ChildState == Child.State,
    ChildAction == Child.Action
  {
    self.init(
      state: .casePath(
        CasePathCache.casePath(state), SourceLocation(fileID, filePath, line, column)),
      action: CasePathCache.casePath(action), child: child())
  }

  /// Runs the child for its actions and lifts its effects into the parent's actions.
  public func reduce(into parent: inout ParentState, action: ParentAction) -> Effect<
    ParentAction
  > {
    guard let childAction = self.action.extract(from: action) else { return .none }
    let embed = self.action.embed
    switch state {
    case .keyPath(let keyPath):
      return child.reduce(into: &parent[keyPath: keyPath], action: childAction).map(embed)
    case .casePath(let casePath, let location):
      guard var childState = casePath.extract(from: parent) else {
        location.report(
          """
          A "Scope" received a child action while the state was in another case.

            Action:
              \(String(customDumping: action))
            State:
              \(String(customDumping: parent))

          Run the child with "ifCaseLet" on the reducer that changes the case, so the child \
          sees its actions before the case changes; cancel its long-running effects when \
          the case changes; send its actions only while the state is in its case.
          """)
        return .none
      }
      let effect = child.reduce(into: &childState, action: childAction)
      parent = casePath.embed(childState)
      return effect.map(embed)
    }
  }
}
