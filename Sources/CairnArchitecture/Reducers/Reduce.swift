/// A reducer written as a closure: the building block for a feature's own logic.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementButtonTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  let reduce: (inout State, Action) -> Effect<Action>

  /// A reducer that runs `reduce`.
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases another reducer's type.
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  /// Runs the closure.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that does nothing: the body of a feature with no logic yet, or a placeholder.
public struct EmptyReducer<State, Action>: Reducer {
  /// The reducer that does nothing.
  public init() {}

  /// Leaves the state as it is and starts nothing.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// Groups reducers, for applying one modifier to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.profile, action: \.profile) { Profile() }
///   Reduce { state, action in … }
/// }
/// ._printChanges()
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  let reducers: Reducers

  /// The reducers `build` lists, run in order.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs the grouped reducers.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
