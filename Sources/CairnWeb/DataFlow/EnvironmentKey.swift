/// A key for a value of the app's own in the environment.
///
/// Declare a key with its default, then a property on ``EnvironmentValues`` that reads and
/// writes it through its `subscript(_:)` taking the key type. Views read it with
/// `@Environment(\.property)` and set it for a subtree with `.environment(\.property, value)`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no view around has set one.
  static var defaultValue: Value { get }
}

/// The values set for app-defined keys, by key type.
///
/// Compared for remembered drawings (``EquatableView``): two sets of values are equal when they
/// have the same keys and each value is equal, for values that are `Equatable`; a value that
/// is not `Equatable` never compares equal, so a drawing under it is always drawn again.
struct CustomEnvironmentValues: Equatable {
  private var values: [ObjectIdentifier: Any] = [:]

  func value<Key: EnvironmentKey>(for key: Key.Type) -> Key.Value {
    values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue
  }

  mutating func set<Key: EnvironmentKey>(_ value: Key.Value, for key: Key.Type) {
    values[ObjectIdentifier(key)] = value
  }

  static func == (lhs: CustomEnvironmentValues, rhs: CustomEnvironmentValues) -> Bool {
    guard lhs.values.count == rhs.values.count else { return false }
    for (key, left) in lhs.values {
      guard let right = rhs.values[key], let left = left as? any Equatable,
        left.isEqual(to: right)
      else { return false }
    }
    return true
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
