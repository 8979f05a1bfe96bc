import Dependencies

extension DependencyValues {
  /// Whether `other` is this very value: the same storage, so the same dependencies. `false`
  /// says nothing (equal values can be stored apart); a store then binds its own.
  ///
  /// Compared a word at a time: the value is a couple of references, and a byte-by-byte
  /// loop was a tenth of an effect-less send.
  @inlinable
  func _isBitwiseIdentical(to other: DependencyValues) -> Bool {
    withUnsafeBytes(of: self) { lhs in
      withUnsafeBytes(of: other) { rhs in
        var offset = 0
        while offset + 8 <= lhs.count {
          guard
            lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        while offset < lhs.count {
          guard lhs[offset] == rhs[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
  }
}
