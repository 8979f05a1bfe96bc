import CasePaths

extension BindingAction {
  /// Sets the `@BindingState` field at `keyPath` (written `\.$title`) to `value`.
  ///
  /// The action names the field by the wrapper's key path, so it matches
  /// `case .binding(\.$title):` and `\.binding.$title`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath].wrappedValue = value },
      isEqual: { ($0 as? Value) == value })
  }

  /// Matches a binding action by the field it sets, whatever the value: what
  /// `case .binding(\.$title):` (or `case .binding(\.title):`) runs.
  @_disfavoredOverload
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }
}

extension BindingAction.AllCasePaths {
  /// The case path of the actions that set the `@BindingState` field at `keyPath`:
  /// `\.binding.$count` extracts the value an action sets `count` to.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let field = UncheckedSendable(keyPath)
    return AnyCasePath(
      embed: { .set(field.value, $0) },
      extract: { action in
        action.keyPath == field.value ? action.value as? Value : nil
      })
  }
}

extension BindableAction {
  /// The binding action that sets the `@BindingState` field at `keyPath` to `value`:
  /// `store.send(.set(\.$email, "blob@pointfree.co"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }

  /// The binding action that sets the field at `keyPath` to `value`:
  /// `store.send(.set(\.email, "blob@pointfree.co"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}
