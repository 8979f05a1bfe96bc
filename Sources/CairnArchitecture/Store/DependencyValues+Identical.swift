import Dependencies

extension DependencyValues {
  /// Whether `other` is this very value: the same storage, so the same dependencies. `false`
  /// says nothing (equal values can be stored apart); a store then binds its own.
  @inlinable
  func _isBitwiseIdentical(to other: DependencyValues) -> Bool {
    withUnsafeBytes(of: self) { lhs in
      withUnsafeBytes(of: other) { rhs in lhs.elementsEqual(rhs) }
    }
  }
}
