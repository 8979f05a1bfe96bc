/// An enum of child features made a reducer by ``Reducer()``: its `State` and `Action` hold
/// one case per child, and its ``body`` runs each child in its case.
///
/// Destinations and stack elements are case reducers, so `ifLet` and `forEach` can run them
/// without a trailing closure. Its stack actions are `StackAction<Path.State, Path.Action>`.
///
/// A case reducer is a ``Reducer`` too (its instance `body` is the static one), so
/// `StoreOf<Destination>` and `Destination.body` work wherever a reducer does.
public protocol CaseReducer<State, Action>: Reducer
where Body: Reducer, Body.State == State, Body.Action == Action {
  /// One case per child feature's state.
  associatedtype State
  /// One case per child feature's actions.
  associatedtype Action
  /// The reducer that runs each child in its case.
  associatedtype Body

  /// One case per child feature, holding the child's store: what `store.case` gives a view
  /// to switch over.
  associatedtype CaseScope

  /// Runs each child feature while the state is in its case.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The child store of the case `store` is in.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The static `body`: what runs the enum's children, as an instance requirement of
  /// ``Reducer``.
  public var body: Body { Self.body }
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The store of the child feature in the case the state is in, for a view to switch over:
  ///
  /// ```swift
  /// switch store.case {
  /// case .detail(let store): DetailView(store: store)
  /// case .meeting(let store): MeetingView(store: store)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

/// The `State` enum of a ``CaseReducer``: knows its reducer, so
/// `ifLet(\.$destination, action: \.destination)` needs no trailing closure.
public protocol CaseReducerState {
  /// The enum reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
