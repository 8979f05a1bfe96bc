/// A location that is a writable key path of an object, held strongly.
final class ObjectKeyPathLocation<Root: AnyObject, Value>: BindingLocation<Value>,
  @unchecked Sendable
{
  let root: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.root = root
    self.keyPath = keyPath
    super.init(identity: BindingIdentity(root: root).appending(keyPath))
  }

  override func get() -> Value { root[keyPath: keyPath] }
  override func set(_ newValue: Value) { root[keyPath: keyPath] = newValue }
}

/// The observable box behind a local binding made with ``UIBinding/init(value:)``.
@Observable
final class LocalValueBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A location that owns its value, for local sources of truth.
final class LocalLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
  let box: LocalValueBox<Value>

  init(_ value: Value) {
    let box = LocalValueBox(value)
    self.box = box
    super.init(identity: BindingIdentity(root: box))
  }

  override func get() -> Value { box.value }
  override func set(_ newValue: Value) { box.value = newValue }
}

/// A location whose value never changes; writes are ignored.
final class ConstantLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
  let value: Value
  /// Held so its identity, which is the binding's, cannot pass to another object.
  private let token: ConstantIdentityToken

  init(_ value: Value) {
    self.value = value
    let token = ConstantIdentityToken()
    self.token = token
    super.init(identity: BindingIdentity(root: token))
  }

  override func get() -> Value { value }
  override func set(_ newValue: Value) {}
}

/// A unique object that gives each constant binding its own identity.
final class ConstantIdentityToken {}

/// The place of a binding made with `UIBinding()`, before it is given a real one: a view's
/// explicit initializer assigns `self._item = item` after Swift has default-made the wrapper.
/// Reading or writing it is a programming error.
final class MissingLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
  init() {
    super.init(identity: missingBindingIdentity)
  }

  override func get() -> Value { missingSource() }
  override func set(_ newValue: Value) { missingSource() }

  private func missingSource() -> Never {
    fatalError(
      "A UIBinding<\(Value.self)> was used without a source: pass a binding, such as $model.field."
    )
  }
}

/// The one identity every binding without a source shares.
private final class MissingSourceToken: Sendable {}
private let missingBindingIdentity = BindingIdentity(root: MissingSourceToken())
