extension UIBinding {
  /// Unwraps an optional binding: `nil` while the value is `nil`, else a binding to the value.
  ///
  /// The unwrapped binding keeps working after the value becomes `nil`: it answers the last
  /// non-`nil` value it saw, so content that is going away never crashes on a read.
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

extension UIBinding where Value: OptionalValue {
  /// A Boolean binding that is `true` while the value is non-`nil`; writing `false` sets it
  /// to `nil`. This is what an `isPresented:` presentation takes.
  ///
  /// It takes precedence over a wrapped property of the same name reached by optional
  /// chaining.
  public var isPresented: UIBinding<Bool> {
    derived { PresenceLocation(base: $0) }
  }
}

/// The optional types; lets ``UIBinding/isPresented`` be a property of optional bindings.
public protocol OptionalValue {
  /// Whether the value is non-`nil`.
  var isPresent: Bool { get }
  /// The `nil` value of this optional type.
  static var absent: Self { get }
}

extension Optional: OptionalValue {
  /// Whether the optional holds a value.
  public var isPresent: Bool { self != nil }
  /// `nil`.
  public static var absent: Optional { nil }
}
