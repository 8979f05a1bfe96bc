import CasePaths

extension Reducer {
  /// Runs `element` on the element of the collection at `elements` that an action names by
  /// id, before this reducer: Composable Architecture 1.0's spelling, with a case path to an
  /// action case that carries the id and the element's action,
  /// `case row(id: Row.State.ID, action: Row.Action)` and
  /// `.forEach(\.rows, action: /Action.row) { Row() }`. Today's spelling takes a case key
  /// path to an `IdentifiedAction`, `.forEach(\.rows, action: \.rows)`; both behave the same.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    let identified = AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>(
      embed: { identified in
        switch identified {
        case .element(let id, let elementAction): action.embed((id, elementAction))
        }
      },
      extract: { parentAction in
        action.extract(from: parentAction).map { .element(id: $0.0, action: $0.1) }
      })
    return _ForEachReducer(
      parent: self, elements: elements, action: identified, element: ChildReducer(element()),
      location: SourceLocation(fileID, filePath, line, column))
  }

  /// Runs `destination` for each element of the navigation stack at `path`, for the stack
  /// actions the case path `action` extracts, before this reducer: Composable Architecture
  /// 1.0's spelling, `.forEach(\.path, action: /Action.path) { Path() }`. It behaves as the case
  /// key path form (today's spelling).
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ path: WritableKeyPath<State, StackState<DestinationState>>,
    action: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      parent: self, path: path, action: action, destination: ChildReducer(destination()),
      location: SourceLocation(fileID, filePath, line, column))
  }
}
