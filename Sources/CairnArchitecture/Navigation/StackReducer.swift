import CasePaths
import CustomDump
import IssueReporting

extension Reducer {
  /// Runs `destination` for each element of the navigation stack at `path`, for the
  /// elements' actions in the case `action`, before this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) { Path() }
  /// ```
  ///
  /// - The element runs first, then this reducer.
  /// - `.popFrom(id:)` is seen by this reducer while the elements are there; then they are
  ///   popped. `.push(id:state:)` pushes before this reducer runs, so it sees the new element.
  /// - An element's `dismiss()` pops it.
  /// - A popped element's effects are cancelled; its cancellation ids never reach another
  ///   element's.
  /// - An action for an id that isn't on the stack is reported as an issue.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ path: WritableKeyPath<State, StackState<DestinationState>>,
    action: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where
    Action: CasePathable, DestinationState == Destination.State,
    DestinationAction == Destination.Action
  {
    _StackReducer(
      parent: self, path: path, action: CasePathCache.casePath(action),
      destination: ChildReducer(destination()),
      location: SourceLocation(fileID, filePath, line, column))
  }

  /// Runs the elements of a ``Reducer()`` enum on the navigation stack at `path`: the same
  /// as `forEach` with the enum's body.
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ path: WritableKeyPath<State, StackState<DestinationState>>,
    action: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    forEach(
      path, action: action, destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A reducer with a navigation stack of child features; made by
/// `forEach`.
public struct _StackReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let path: WritableKeyPath<Parent.State, StackState<Destination.State>>
  let action:
    AnyCasePath<
      Parent.Action, StackAction<Destination.State, Destination.Action>
    >
  let destination: ChildReducer<Destination>
  let location: SourceLocation

  /// Runs the element, then the parent; pops and pushes; cancels popped elements' effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let stack = state[keyPath: path].stackID
    let before = state[keyPath: path].elementIDs
    var elementEffect = Effect<Parent.Action>.none
    var popFrom: StackElementID?
    switch self.action.extract(from: action) {
    case .element(let id, let elementAction)?:
      if before.contains(id) {
        elementEffect = runElement(&state, id: id, elementAction, stack: stack)
      } else {
        report(action, "for an element that is not on the stack")
      }
    case .popFrom(let id)?:
      if before.contains(id) {
        popFrom = id
      } else {
        report(action, "to pop an element that is not on the stack")
      }
    case .push(let id, let element)?:
      if before.contains(id) {
        report(action, "to push an element with an id that is already on the stack")
      } else {
        let next = state[keyPath: path].nextElementID
        if isTesting, id > next {
          report(action, "to push an element with an id past the next one (\(next))")
        }
        state[keyPath: path].append(element, id: id)
      }
    case nil:
      break
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if let popFrom { state[keyPath: path].pop(from: popFrom) }
    let afterIDs = state[keyPath: path].elementIDs
    let mounted = state[keyPath: path].mounted
    if mounted != afterIDs { state[keyPath: path].mounted = afterIDs }
    var seen = before
    if let mounted, !haveSameBits(mounted, before), mounted != before { seen += mounted }
    guard !haveSameBits(seen, afterIDs), seen != afterIDs else {
      return .merge(elementEffect, parentEffect)
    }
    let after = Set(afterIDs)
    let ended = Set(seen).subtracting(after).map { id in
      Effect<Parent.Action>.cancel(id: StackElementKey(stack: stack, element: id))
    }
    return .merge([elementEffect, parentEffect] + ended)
  }

  /// Runs the element in place and lifts its effects; `dismiss()` pops it.
  private func runElement(
    _ state: inout Parent.State, id: StackElementID, _ elementAction: Destination.Action,
    stack: PresentationID
  ) -> Effect<Parent.Action> {
    let key = StackElementKey(stack: stack, element: id)
    let effect = PresentedChild.reduce(at: key) {
      state[keyPath: path].modify(id: id) { element in
        destination.reduce(into: &element, action: elementAction)
      }
    }
    guard let effect else { return .none }
    let casePath = action
    return PresentedChild.lift(
      effect, at: key,
      embed: { casePath.embed(.element(id: id, action: $0)) },
      dismiss: { casePath.embed(.popFrom(id: id)) })
  }

  private func report(_ action: Parent.Action, _ problem: String) {
    location.report(
      """
      A "forEach" over a stack received an action \(problem): \
      \(String(customDumping: action))
      """)
  }
}

/// One element of one stack: the namespace of its cancellation ids and its dismissal.
struct StackElementKey: Hashable, Sendable {
  let stack: PresentationID
  let element: StackElementID
}
