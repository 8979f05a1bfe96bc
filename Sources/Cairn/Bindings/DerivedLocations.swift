/// A location reached from another through a writable key path.
final class KeyPathLocation<Base, Value>: BindingLocation<Value>, @unchecked Sendable {
  let base: BindingLocation<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: BindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
    super.init(identity: base.identity.appending(keyPath))
  }

  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ newValue: Value) {
    var value = base.get()
    value[keyPath: keyPath] = newValue
    base.set(value)
  }
}

/// A location reached from an optional through a key path of the wrapped value.
///
/// Reads `nil` while the base is `nil`. Writing `nil` clears the base; writing a value while
/// the base is `nil` does nothing, because there is nothing to write into.
final class OptionalChainLocation<Wrapped, Member>: BindingLocation<Member?>, @unchecked Sendable {
  let base: BindingLocation<Wrapped?>
  let keyPath: WritableKeyPath<Wrapped, Member>

  init(base: BindingLocation<Wrapped?>, keyPath: WritableKeyPath<Wrapped, Member>) {
    self.base = base
    self.keyPath = keyPath
    super.init(identity: base.identity.appending(keyPath))
  }

  override func get() -> Member? { base.get()?[keyPath: keyPath] }
  override func set(_ newValue: Member?) {
    guard let newValue else {
      base.set(nil)
      return
    }
    guard var wrapped = base.get() else { return }
    wrapped[keyPath: keyPath] = newValue
    base.set(wrapped)
  }
}

/// A location that unwraps an optional, remembering the last non-`nil` value it saw.
///
/// Reading after the base became `nil` returns that remembered value, so a view that is
/// animating away never crashes on a read. Writes go to the base while it holds a value.
final class UnwrappedLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
  let base: BindingLocation<Value?>
  private var lastValue: Value

  init(base: BindingLocation<Value?>, initialValue: Value) {
    self.base = base
    self.lastValue = initialValue
    super.init(identity: base.identity.appending(BindingStep.unwrap))
  }

  override func get() -> Value {
    if let value = base.get() { lastValue = value }
    return lastValue
  }
  /// Writes through while the source holds a value; once it is `nil`, writes change only the
  /// remembered value (as swift-navigation's unwrapped bindings do), so content that is going
  /// away cannot bring back what its parent cleared.
  override func set(_ newValue: Value) {
    lastValue = newValue
    guard base.get() != nil else { return }
    base.set(newValue)
  }
}

/// A location that views a non-optional value as an optional; writing `nil` is ignored.
final class ToOptionalLocation<Value>: BindingLocation<Value?>, @unchecked Sendable {
  let base: BindingLocation<Value>

  init(base: BindingLocation<Value>) {
    self.base = base
    super.init(identity: base.identity.appending(BindingStep.toOptional))
  }

  override func get() -> Value? { base.get() }
  override func set(_ newValue: Value?) {
    if let newValue { base.set(newValue) }
  }
}

/// A location that is `true` while an optional is non-`nil`; writing `false` clears it.
final class PresenceLocation<Wrapped>: BindingLocation<Bool>, @unchecked Sendable {
  let base: BindingLocation<Wrapped?>

  init(base: BindingLocation<Wrapped?>) {
    self.base = base
    super.init(identity: base.identity.appending(BindingStep.optionalToBool))
  }

  override func get() -> Bool { base.get() != nil }
  override func set(_ newValue: Bool) {
    if !newValue { base.set(nil) }
  }
}
