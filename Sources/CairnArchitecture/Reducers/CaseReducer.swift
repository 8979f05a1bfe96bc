/// An enum of child features made a reducer by ``Reducer()``: its `State` and `Action` hold
/// one case per child, and its ``body`` runs each child in its case.
///
/// Destinations and stack elements are case reducers, so `ifLet` and `forEach` can run them
/// without a trailing closure.
public protocol CaseReducer<State, Action> {
  /// One case per child feature's state.
  associatedtype State
  /// One case per child feature's actions.
  associatedtype Action
  /// The reducer that runs each child in its case.
  associatedtype Body: Reducer<State, Action>

  /// Runs each child feature while the state is in its case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

/// The `State` enum of a ``CaseReducer``: knows its reducer, so
/// `ifLet(\.$destination, action: \.destination)` needs no trailing closure.
public protocol CaseReducerState {
  /// The enum reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
