/// What a binding is a binding *to*: its source and how it was derived from it, without its
/// value type. Two bindings to the same property of the same model have equal identifiers.
///
/// ```swift
/// UIBindingIdentifier($model.text) == UIBindingIdentifier($sameModel.text)  // true
/// ```
///
/// A ``UIBinding`` is itself `Hashable` by the same identity; the identifier lets bindings of
/// different value types be compared and kept in one set.
public struct UIBindingIdentifier: Hashable, Sendable {
  private let identity: BindingIdentity

  /// The identifier of `binding`.
  public init<Value>(_ binding: UIBinding<Value>) {
    identity = binding.location.identity
  }
}
