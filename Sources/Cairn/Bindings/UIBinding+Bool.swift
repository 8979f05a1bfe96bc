extension UIBinding where Value == Bool {
  /// The Boolean as an optional `Void`: `()` while `true`, `nil` while `false`; writing `nil`
  /// writes `false`.
  ///
  /// It lets `isPresented:` presentations run on the same item-based machinery as
  /// `item:` presentations. A renderer's helper, so it is package-internal.
  package var optionalUnit: UIBinding<Void?> {
    derived { BoolAsOptionalLocation(base: $0) }
  }
}

/// Views a Boolean as an optional `Void`: `()` while `true`; writing `nil` writes `false`.
final class BoolAsOptionalLocation: BindingLocation<Void?>, @unchecked Sendable {
  let base: BindingLocation<Bool>

  init(base: BindingLocation<Bool>) {
    self.base = base
    super.init(identity: base.identity.appending(BindingStep.toOptional))
  }

  override func get() -> Void? { base.get() ? () : nil }
  override func set(_ newValue: Void?) { base.set(newValue != nil) }
}
