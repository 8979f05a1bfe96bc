extension Reducer {
  /// Runs `perform` after this reducer when it changed the value `toValue` reads, with the
  /// value from before the action and the state after it.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.settings.isHapticsEnabled) { oldValue, state in
  ///     .run { [isOn = state.settings.isHapticsEnabled] _ in await save(isOn) }
  ///   }
  /// ```
  ///
  /// Only changes made by this reducer count: a change made by another reducer (a parent's,
  /// a sibling's) for the same action is not seen. Every action pays for reading and
  /// comparing the value, so attach it to the reducer that makes the change.
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, Value, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// Runs the reducer `reducer` builds from the old and the new value after this reducer,
  /// when it changed the value `toValue` reads: the Composable Architecture 1.x spelling.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.count) { oldValue, newValue in
  ///     Reduce { state, _ in
  ///       state.description = String(repeating: "!", count: newValue)
  ///       return .none
  ///     }
  ///   }
  /// ```
  ///
  /// The built reducer runs with the same action, after this one, and its effects are merged
  /// with this reducer's. The form that returns an effect, `onChange(of:_:)` with
  /// `(oldValue, state)`, is today's.
  public func onChange<Value: Equatable, Body: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value)
      -> Body
  ) -> _OnChangeReducer<Self, Value, Body> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// The same, with `isDuplicate` deciding when the value has not changed: for values that
  /// are not `Equatable` (a tuple of fields) or that change in ways that should not count
  /// (`removeDuplicates: { $0.ids == $1.ids }` reacts to rows added or removed, not edited).
  public func onChange<Value, Body: Reducer<State, Action>>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value)
      -> Body
  ) -> _OnChangeReducer<Self, Value, Body> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// A reducer that runs another when its base changes a value; made by `onChange(of:)`.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Body

  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base reducer; when it changed the value, runs the reducer built for the change
  /// with the same action and merges the effects.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    Self.reduce(&state, action, base: base.reduce(into:action:), self)
  }

  /// The same, with the base reducer's work built once.
  public func _reduceFunction() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    let base = self.base._reduceFunction()
    return { [self] state, action in Self.reduce(&state, action, base: base, self) }
  }

  private static func reduce(
    _ state: inout Base.State,
    _ action: Base.Action,
    base: (inout Base.State, Base.Action) -> Effect<Base.Action>,
    _ reducer: Self
  ) -> Effect<Base.Action> {
    let oldValue = reducer.toValue(state)
    let baseEffect = base(&state, action)
    let newValue = reducer.toValue(state)
    guard !reducer.isDuplicate(oldValue, newValue) else { return baseEffect }
    let changeEffect = reducer.reducer(oldValue, newValue).reduce(into: &state, action: action)
    return .merge(baseEffect, changeEffect)
  }
}
