import CasePaths
import CustomDump
import IssueReporting

extension Reducer {
  /// Runs `destination` for the presented child at `state` (declared with ``Presents()``), for
  /// the child's actions in the case `action`, before this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination) { Destination() }
  /// ```
  ///
  /// - The child runs first, then this reducer, which sees the child's result.
  /// - On `.dismiss` this reducer sees the action while the child is still there; then the
  ///   state becomes `nil`.
  /// - The child's effects belong to its presentation: they are cancelled when it is
  ///   dismissed or replaced, and their cancellation ids don't reach other features.
  /// - In the child's effects, `@Dependency(\.dismiss)` dismisses it.
  /// - An alert or confirmation dialog is cleared after any of its buttons' actions.
  /// - A child action while nothing is presented is reported as an issue.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where
    Action: CasePathable, DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _PresentationReducer(
      parent: self, state: state, action: CasePathCache.casePath(action),
      destination: ChildReducer(destination()),
      location: SourceLocation(fileID, filePath, line, column))
  }

  /// Integrates a presented child that has no reducer of its own, such as an alert or a
  /// confirmation dialog: the same as `ifLet`
  /// with a child that does nothing, so `.dismiss`, clearing after a button's action and the
  /// issue for an action while nothing is presented all still apply.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  public func ifLet<DestinationState, DestinationAction>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>
  where Action: CasePathable {
    ifLet(
      state, action: action, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Runs the destinations of a ``Reducer()`` enum for the presented child at `state`: the
  /// same as `ifLet` with the enum's
  /// body.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      state, action: action, destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A reducer with a presented child feature; made by
/// `ifLet`.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let state: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  let action: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  let destination: ChildReducer<Destination>
  let location: SourceLocation
  let identity = ChildIdentityReader<Destination.State>()

  /// Runs the child, then the parent; clears the state after `dismiss` and after an alert's
  /// or dialog's button; cancels the effects of a presentation that ended.
  public func reduce(into parentState: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let (startEnded, seenAtStart) = reconcile(&parentState, fallback: nil)
    let presented = seenAtStart?.id
    var childEffect = Effect<Parent.Action>.none
    var clearsAfterParent = false
    switch self.action.extract(from: action) {
    case .presented(let childAction)?:
      if let presented {
        childEffect = runChild(&parentState, childAction, presentation: presented)
        clearsAfterParent = parentState[keyPath: state].wrappedValue.map(isEphemeral) ?? false
      } else {
        reportAbsentChild(action)
      }
    case .dismiss?:
      if presented != nil { clearsAfterParent = true } else { reportAbsentChild(action) }
    case nil:
      break
    }
    let parentEffect = parent.reduce(into: &parentState, action: action)
    // The parent may have presented another child meanwhile: clear only the same child.
    if clearsAfterParent,
      parentState[keyPath: state].childIdentity(identity) == seenAtStart?.identity
    {
      parentState[keyPath: state].wrappedValue = nil
    }
    // Assigning through `@Presents` makes a new presentation value, which forgets what was
    // seen: the end of this run falls back on what its start saw.
    let (endEnded, _) = reconcile(&parentState, fallback: seenAtStart)
    var endedEffect = Effect<Parent.Action>.none
    if startEnded != nil || endEnded != nil {
      endedEffect = .merge([startEnded, endEnded].compactMap { $0.map { .cancel(id: $0) } })
    }
    return .merge(childEffect, parentEffect, endedEffect)
  }

  /// Compares what is presented now with what this reducer saw last, as Composable
  /// Architecture does: the same child (same enum case and `Identifiable` id) keeps its
  /// presentation even when assigned anew; another child, a child that changed its id in
  /// place, or none, ends the one seen, whose id is returned for its effects to be cancelled.
  /// Writes the state only when it changes. Also returns what is presented now.
  private func reconcile(
    _ parentState: inout Parent.State, fallback: SeenPresentation?
  ) -> (ended: PresentationID?, now: SeenPresentation?) {
    let current = parentState[keyPath: state]
    let currentID = current.presentationID
    let currentIdentity = current.childIdentity(identity)
    guard let seen = current.seen ?? fallback else {
      guard let currentID, let currentIdentity else { return (nil, nil) }
      let now = SeenPresentation(id: currentID, identity: currentIdentity)
      parentState[keyPath: state].seen = now
      return (nil, now)
    }
    guard let currentID, let currentIdentity else {
      if current.seen != nil { parentState[keyPath: state].seen = nil }
      return (seen.id, nil)
    }
    // Assigned anew, only an `Identifiable` child with the same id stays the same
    // presentation; Cairn ends any other (Composable Architecture would keep a plain struct
    // child's effects running into its replacement).
    if currentIdentity == seen.identity, currentID == seen.id || currentIdentity.id != nil {
      if currentID != seen.id { parentState[keyPath: state].restamp(seen.id) }
      if current.seen == nil { parentState[keyPath: state].seen = seen }
      return (nil, seen)
    }
    var newID = currentID
    if currentID == seen.id {
      newID = PresentationID.next()
      parentState[keyPath: state].restamp(newID)
    }
    let now = SeenPresentation(id: newID, identity: currentIdentity)
    parentState[keyPath: state].seen = now
    return (seen.id, now)
  }

  /// Runs the child in place (its presentation keeps its identity) and lifts its effects.
  private func runChild(
    _ parentState: inout Parent.State, _ childAction: Destination.Action,
    presentation: PresentationID
  ) -> Effect<Parent.Action> {
    let effect = PresentedChild.reduce(at: presentation) {
      destination.reduce(into: &parentState[keyPath: state].wrappedValue!, action: childAction)
    }
    let casePath = action
    return PresentedChild.lift(
      effect, at: presentation,
      embed: { casePath.embed(.presented($0)) },
      dismiss: { casePath.embed(.dismiss) })
  }

  private func reportAbsentChild(_ action: Parent.Action) {
    location.report(
      """
      An "ifLet" received an action while its child was not presented: \
      \(String(customDumping: action))

      The child was probably dismissed before the action arrived, or the action was sent \
      before the child was presented.
      """)
  }
}

/// State that goes away by itself after the user answers it: alerts and dialogs. `ifLet`
/// clears it after any of its actions, and takes no child reducer for it.
public protocol _EphemeralState {}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Whether `state` is an alert or a dialog, itself or as the payload of a destination case.
func isEphemeral(_ state: Any) -> Bool {
  if state is any _EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any _EphemeralState
}
