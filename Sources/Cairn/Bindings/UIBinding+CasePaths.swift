extension UIBinding {
  /// A binding to one case of an optional enum: `$model.destination.edit`.
  ///
  /// Reads the case's payload while the enum is in that case, else `nil`. Writing a payload
  /// replaces it only while the enum is still in that case; writing `nil` clears the enum,
  /// again only while it is still in that case. This is the binding a presentation takes.
  public subscript<Enum: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
  ) -> UIBinding<Member?> where Value == Enum? {
    derived { OptionalCaseLocation(base: $0, keyPath: keyPath) }
  }

  /// A Boolean binding to a payload-less case of an optional enum.
  ///
  /// `true` while the enum is in that case. Writing `false` clears the enum (only while it is
  /// still in that case); writing `true` selects the case.
  public subscript<Enum: CasePathable>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Void>>
  ) -> UIBinding<Bool> where Value == Enum? {
    derived { CaseToBoolLocation(base: $0, keyPath: keyPath) }
  }

  /// A binding to one case of a non-optional enum, or `nil` while the enum is in another case.
  ///
  /// The returned binding keeps answering the last payload it saw after the enum moves on, and
  /// ignores writes made while the enum is in another case.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member>? where Value: CasePathable {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    guard let payload = casePath.extract(from: wrappedValue) else { return nil }
    return derived { CaseLocation(base: $0, keyPath: keyPath, initialValue: payload) }
  }
}
