/// A key for a value carried by a ``UITransaction``.
///
/// Declare a key, then a computed property on ``UITransaction`` to read and write it:
///
/// ```swift
/// private enum AnimatedKey: UITransactionKey { static let defaultValue = false }
/// extension UITransaction {
///   var isAnimated: Bool {
///     get { self[AnimatedKey.self] }
///     set { self[AnimatedKey.self] = newValue }
///   }
/// }
/// ```
public protocol UITransactionKey {
  /// The type of value the key holds.
  associatedtype Value: Sendable
  /// The value a transaction answers when nothing was set for this key.
  static var defaultValue: Value { get }
}
