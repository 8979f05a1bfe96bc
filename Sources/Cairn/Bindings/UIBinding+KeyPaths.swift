extension UIBinding {
  /// A binding to a property of the value, reached through a writable key path.
  ///
  /// Writes go straight to the source, so observers of the source see them.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> UIBinding<Member> {
    derived { KeyPathLocation(base: $0, keyPath: keyPath) }
  }

  /// A binding to a property of an optional value (optional chaining).
  ///
  /// Reads `nil` while the value is `nil`. Writing `nil` sets the value to `nil`; writing a
  /// member while the value is `nil` does nothing.
  public subscript<Wrapped, Member>(
    dynamicMember keyPath: WritableKeyPath<Wrapped, Member>
  ) -> UIBinding<Member?> where Value == Wrapped? {
    derived { OptionalChainLocation(base: $0, keyPath: keyPath) }
  }
}
