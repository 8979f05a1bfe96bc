/// A location that reads and writes through two closures, for ``UIBinding/init(get:set:)``.
///
/// The closures say nothing about where the value lives, so such a binding is only ever
/// equal to itself (and its copies): its identity is a token of its own.
final class ClosureLocation<Value>: BindingLocation<Value>, @unchecked Sendable {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  /// Held so its identity, which is the binding's, cannot pass to another object.
  private let token: ConstantIdentityToken

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getter = get
    self.setter = set
    let token = ConstantIdentityToken()
    self.token = token
    super.init(identity: BindingIdentity(root: token))
  }

  override func get() -> Value { getter() }
  override func set(_ newValue: Value) { setter(newValue) }
}
