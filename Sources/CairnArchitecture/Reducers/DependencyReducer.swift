extension Reducer {
  /// Runs this reducer, and the effects it returns, with one dependency overridden.
  ///
  /// ```swift
  /// Child().dependency(\.uuid, .incrementing)
  /// ```
  ///
  /// The override closest to the reducer wins: in
  /// `Feature().dependency(\.value, 1).dependency(\.value, 2)` the feature sees `1`, as it
  /// does when the second override is applied to a group that holds the first.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer, and the effects it returns, with `value` as the dependency of its own
  /// type: `Feature().dependency(APIClient.mock)`.
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Runs this reducer, and the effects it returns, with the dependency at `keyPath` changed
  /// by `transform`, which sees the value it would otherwise have.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { client in
  ///     client.fetch = { _ in .mock }
  ///   }
  /// ```
  ///
  /// `transform` runs for every action the reducer receives, so it should not create
  /// expensive values. As with ``dependency(_:_:)``, the transform closest to the reducer
  /// runs last and wins.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer with overridden dependencies; made by `dependency(_:_:)` and
/// `transformDependency(_:transform:)`.
///
/// Chained overrides fuse into one reducer of this type, applied outermost first, so the one
/// written closest to the base reducer wins.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  /// Runs the base reducer with the overridden dependencies; its effects run with them too.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    Self.reduce(&state, action, base: base.reduce(into:action:), update: update)
  }

  /// The same, with the base reducer's work built once.
  public func _reduceFunction() -> (inout Base.State, Base.Action) -> Effect<Base.Action> {
    let base = self.base._reduceFunction()
    let update = self.update
    return { state, action in Self.reduce(&state, action, base: base, update: update) }
  }

  private static func reduce(
    _ state: inout Base.State,
    _ action: Base.Action,
    base: (inout Base.State, Base.Action) -> Effect<Base.Action>,
    update: (inout DependencyValues) -> Void
  ) -> Effect<Base.Action> {
    withDependencies(update) {
      let effect = base(&state, action)
      return effect._withDependencies(DependencyValues._current)
    }
  }

  /// Overrides one more dependency, fused into this reducer: the new override is applied
  /// before the ones already here, so theirs win.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    let update = self.update
    return Self(base: base) { values in
      values[keyPath: keyPath] = value
      update(&values)
    }
  }

  /// Transforms one more dependency, fused into this reducer: the new transform runs before
  /// the ones already here.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}

/// The former name of ``_DependencyKeyWritingReducer``.
public typealias _DependencyReducer<Base: Reducer> = _DependencyKeyWritingReducer<Base>
