/// A feature's logic: how an action changes its state, and which effects it starts.
///
/// Implement either ``body``, composed from other reducers with ``ReducerBuilder``, or
/// ``reduce(into:action:)`` directly:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state: a value.
  associatedtype State
  /// Everything that can happen in the feature.
  associatedtype Action
  /// The reducer ``body`` is built from; `Never` for reducers that implement
  /// ``reduce(into:action:)`` themselves.
  associatedtype Body

  /// Changes `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order.
  ///
  /// A store builds the body once, when it first needs it, and keeps it (so does a ``Scope``
  /// for its child): the body is a description of the feature's logic, not something that
  /// changes from one action to the next. Composable Architecture builds it for every action;
  /// building it once keeps case key paths (which the runtime instantiates each time they are
  /// written in generic code) off the path of every action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// This reducer's work as one function, its ``body`` built once. Implemented for you.
  func _reduceFunction() -> (inout State, Action) -> Effect<Action>
}

/// A reducer of the feature `R`: write `some ReducerOf<Self>` for a `body`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body; reading it is a
  /// programming error.
  public var body: Body {
    fatalError("'\(Self.self)' has no body: it implements reduce(into:action:).")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the ``body``.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// The ``body``'s work, the body built now and kept.
  public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
    body._reduceFunction()
  }
}

extension Reducer {
  /// ``reduce(into:action:)`` itself: a reducer without a body has nothing to build.
  public func _reduceFunction() -> (inout State, Action) -> Effect<Action> {
    { reduce(into: &$0, action: $1) }
  }
}
