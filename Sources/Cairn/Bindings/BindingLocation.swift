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
///
/// Stored as a chain of nodes, each pointing at the one it was derived from, so deriving a
/// binding costs one small allocation (no copy of the path, no boxing of the step) and two
/// identities that share a prefix share its nodes. Equality and hashing walk the chain.
struct BindingIdentity: Hashable, @unchecked Sendable {
  private let node: IdentityNode

  /// The identity of a root that is the given object.
  init(root: AnyObject) {
    node = StepNode(parent: nil, step: ObjectIdentifier(root))
  }

  private init(node: IdentityNode) {
    self.node = node
  }

  /// The identity of a location derived from this one by `step`.
  func appending<Step: Hashable>(_ step: Step) -> BindingIdentity {
    BindingIdentity(node: StepNode(parent: node, step: step))
  }

  static func == (lhs: BindingIdentity, rhs: BindingIdentity) -> Bool {
    guard lhs.node.depth == rhs.node.depth else { return false }
    var left: IdentityNode? = lhs.node
    var right: IdentityNode? = rhs.node
    while let l = left, let r = right {
      if l === r { return true }
      guard l.hasSameStep(as: r) else { return false }
      left = l.parent
      right = r.parent
    }
    return true
  }

  func hash(into hasher: inout Hasher) {
    var current: IdentityNode? = node
    while let step = current {
      step.hashStep(into: &hasher)
      current = step.parent
    }
  }
}

/// One step of a ``BindingIdentity``.
class IdentityNode: @unchecked Sendable {
  let parent: IdentityNode?
  let depth: Int

  init(parent: IdentityNode?) {
    self.parent = parent
    self.depth = (parent?.depth ?? 0) + 1
  }

  func hasSameStep(as other: IdentityNode) -> Bool { false }
  func hashStep(into hasher: inout Hasher) {}
}

/// A step of one concrete type: compared and hashed without boxing.
final class StepNode<Step: Hashable>: IdentityNode, @unchecked Sendable {
  let step: Step

  init(parent: IdentityNode?, step: Step) {
    self.step = step
    super.init(parent: parent)
  }

  override func hasSameStep(as other: IdentityNode) -> Bool {
    (other as? StepNode<Step>)?.step == step
  }

  override func hashStep(into hasher: inout Hasher) {
    hasher.combine(step)
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
