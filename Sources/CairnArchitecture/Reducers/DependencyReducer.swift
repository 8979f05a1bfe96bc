extension Reducer {
  /// Runs this reducer, and the effects it returns, with one dependency overridden.
  ///
  /// ```swift
  /// Child().dependency(\.uuid, .incrementing)
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyReducer<Self> {
    _DependencyReducer(base: self) { $0[keyPath: keyPath] = value }
  }
}

/// A reducer with overridden dependencies; made by ``Reducer/dependency(_:_:)``.
public struct _DependencyReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  /// Runs the base reducer with the overridden dependencies; its effects run with them too.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      let effect = base.reduce(into: &state, action: action)
      return effect._withDependencies(DependencyValues._current)
    }
  }
}
