/// Builds a reducer from a list of reducers that run one after another on the same state and
/// action; their effects are merged.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// No reducer: does nothing.
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// A reducer as written.
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// A reducer whose type is only known at run time (`someReducer as any ReducerOf<Feature>`),
  /// run through ``Reduce``; a reducer of a known type is preferred.
  @_disfavoredOverload
  public static func buildExpression(_ reducer: any Reducer<State, Action>) -> Reduce<
    State, Action
  > {
    let function = reducer._reduceFunction()
    return Reduce { state, action in function(&state, action) }
  }

  /// The first reducer of a list.
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// The reducers so far, then the next one.
  public static func buildPartialBlock<
    First: Reducer<State, Action>, Next: Reducer<State, Action>
  >(accumulated: First, next: Next) -> _SequenceReducer<First, Next> {
    _SequenceReducer(first: accumulated, second: next)
  }

  /// A reducer under `if`.
  public static func buildOptional<R: Reducer<State, Action>>(_ reducer: R?) -> _OptionalReducer<R>
  {
    _OptionalReducer(base: reducer)
  }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<
    First: Reducer<State, Action>, Second: Reducer<State, Action>
  >(first: First) -> _ConditionalReducer<First, Second> {
    .first(first)
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<
    First: Reducer<State, Action>, Second: Reducer<State, Action>
  >(second: Second) -> _ConditionalReducer<First, Second> {
    .second(second)
  }

  /// Reducers from a `for` loop.
  public static func buildArray<R: Reducer<State, Action>>(_ reducers: [R]) -> _ArrayReducer<R> {
    _ArrayReducer(reducers: reducers)
  }

  /// A reducer under `if #available`.
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }
}

/// Two reducers, one after the other; built by ``ReducerBuilder``.
public struct _SequenceReducer<First: Reducer, Second: Reducer<First.State, First.Action>>:
  Reducer
{
  let first: First
  let second: Second

  /// Runs the first reducer, then the second; merges their effects.
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<
    First.Action
  > {
    let firstEffect = first.reduce(into: &state, action: action)
    let secondEffect = second.reduce(into: &state, action: action)
    return .merge(firstEffect, secondEffect)
  }
}

/// A reducer that may be absent; built by ``ReducerBuilder`` for `if`.
public struct _OptionalReducer<Base: Reducer>: Reducer {
  let base: Base?

  /// Runs the reducer if there is one.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base?.reduce(into: &state, action: action) ?? .none
  }
}

/// One of two reducers; built by ``ReducerBuilder`` for `if`/`else`.
public enum _ConditionalReducer<First: Reducer, Second: Reducer<First.State, First.Action>>:
  Reducer
{
  case first(First)
  case second(Second)

  /// Runs the chosen reducer.
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<
    First.Action
  > {
    switch self {
    case .first(let reducer): reducer.reduce(into: &state, action: action)
    case .second(let reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// Reducers from a loop, run in order; built by ``ReducerBuilder``.
public struct _ArrayReducer<Element: Reducer>: Reducer {
  let reducers: [Element]

  /// Runs every reducer in order; merges their effects.
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}
