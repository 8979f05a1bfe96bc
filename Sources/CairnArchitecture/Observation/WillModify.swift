// Giving a value of observable state a new identity before a change made in place, so its
// parent tells the readers of the field that holds it (Composable Architecture's
// `_$willModify`): `state.children[0]._$willModify()` after putting back a changed copy.

extension ObservableState {
  /// A value that has no identity of its own to renew: nothing to do. ``ObservableState()``
  /// writes the real one.
  public mutating func _$willModify() {}
}

extension ObservationStateRegistrar {
  /// Gives the value that holds this registrar a new identity; its observers stay registered.
  public mutating func _$willModify() {
    id = ObservableStateID()
  }
}

/// Gives `value` a new identity when it is observable state; other values have none.
public func _$willModify<T>(_ value: inout T) {}

/// Gives `value` a new identity.
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}
