/// A class whose instances are equal only to themselves and hash by identity, as
/// swift-navigation's `HashableObject` is: conform a reference-type model to it to use it
/// where a `Hashable` value is needed (a navigation path, a destination's identity).
///
/// ```swift
/// @Observable final class FormModel: HashableObject { … }
/// ```
public protocol HashableObject: AnyObject, Hashable {}

extension HashableObject {
  /// Whether `lhs` and `rhs` are the same instance.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs === rhs
  }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
