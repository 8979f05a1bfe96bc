extension UIBinding {
  /// Unwraps an optional binding: `nil` while the value is `nil`, else a binding to the value.
  ///
  /// The unwrapped binding keeps working after the value becomes `nil`: it answers the last
  /// non-`nil` value it saw (or was given: a write made while the value is `nil` changes only
  /// what it answers), so content that is going away never crashes on a read.
  ///
  /// ```swift
  /// if let form = UIBinding($model.destination.add) { … }
  /// ```
  public init?(_ base: UIBinding<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    self = base.derived { UnwrappedLocation(base: $0, initialValue: initialValue) }
  }

  /// A Boolean binding that is `true` while `base` is non-`nil`; writing `false` sets it to
  /// `nil` and writing `true` does nothing.
  public init<Wrapped>(_ base: UIBinding<Wrapped?>) where Value == Bool {
    self = base.derived { PresenceLocation(base: $0) }
  }

  /// Views a non-optional binding as an optional one; writing `nil` through it is ignored.
  public init<Wrapped>(_ base: UIBinding<Wrapped>) where Value == Wrapped? {
    self = base.derived { ToOptionalLocation(base: $0) }
  }
}

extension UIBinding {
  /// A Boolean binding that is `true` while the value is non-`nil`; writing `false` sets it
  /// to `nil` and writing `true` does nothing. This is what an `isPresented:` presentation
  /// takes: `.sheet(isPresented: $model.draft.isPresent()) { … }`.
  public func isPresent<Wrapped>() -> UIBinding<Bool> where Value == Wrapped? {
    UIBinding<Bool>(self)
  }
}
