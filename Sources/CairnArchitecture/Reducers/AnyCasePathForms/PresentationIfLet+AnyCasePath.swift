import CasePaths

extension Reducer {
  /// Runs `destination` for the presented child at `state`, for the child's actions the case
  /// path `action` extracts, before this reducer: Composable Architecture 1.0's spelling,
  /// `.ifLet(\.$addStandup, action: /Action.addStandup) { StandupForm() }`, for an `Action`
  /// enum that isn't `CasePathable`. It behaves as the case key path form (today's spelling):
  /// dismissal, effect cancellation, `dismiss()` and clearing alerts are the same.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      parent: self, state: state, action: action, destination: ChildReducer(destination()),
      location: SourceLocation(fileID, filePath, line, column))
  }

  /// A presented child with no reducer of its own (an alert, a dialog), by case path:
  /// `.ifLet(\.$alert, action: /Action.alert)`.
  public func ifLet<DestinationState, DestinationAction>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      state, action: action, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The destinations of a `Reducer()` enum for the presented child at `state`, by case path:
  /// `.ifLet(\.$destination, action: /Action.destination)`.
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      state, action: action, destination: { DestinationState.StateReducer.body },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
