/// Where a ``UIBinding`` reads and writes its value.
///
/// A location is a small reference type: the root of a binding (an object and a key path,
/// a local box, a constant) or a step derived from another location (a key path, a case
/// path, an unwrapping). Its ``identity`` describes how it was derived, so two bindings
/// derived the same way from the same object compare equal.
class BindingLocation<Value>: @unchecked Sendable {
  /// How this location was derived; equal for equal derivations.
  let identity: BindingIdentity

  init(identity: BindingIdentity) {
    self.identity = identity
  }

  /// Reads the current value.
  func get() -> Value {
    preconditionFailure("BindingLocation.get must be overridden")
  }

  /// Writes a new value.
  func set(_ newValue: Value) {
    preconditionFailure("BindingLocation.set must be overridden")
  }
}

/// The derivation path of a binding: its root object followed by every step taken from it.
struct BindingIdentity: Hashable, @unchecked Sendable {
  private let components: [AnyHashable]

  /// The identity of a root that is the given object.
  init(root: AnyObject) {
    components = [ObjectIdentifier(root)]
  }

  private init(components: [AnyHashable]) {
    self.components = components
  }

  /// The identity of a location derived from this one by `step`.
  func appending(_ step: some Hashable) -> BindingIdentity {
    BindingIdentity(components: components + [AnyHashable(step)])
  }
}

/// The kinds of derivation steps that are not key paths, so they never collide with one.
enum BindingStep: Hashable {
  case unwrap
  case optionalToBool
  case toOptional
  case caseToBool
  case identityGuard(AnyHashable)
}
