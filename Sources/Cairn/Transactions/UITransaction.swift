/// Values that travel from the write that caused a change to the code that reacts to it.
///
/// A renderer might use a transaction to learn that a change should be animated, or that a
/// presentation was dismissed by the user rather than by the model. Set one for a scope with
/// ``withUITransaction(_:_:)``, or attach one to every write made through a binding with
/// ``UIBinding/transaction(_:)``; `observe(_:)` hands it to the re-run that the
/// change causes.
public struct UITransaction: Sendable {
  /// The transaction in effect for the current task.
  @TaskLocal public static var current = UITransaction()

  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Creates an empty transaction.
  public init() {}

  /// Creates a transaction with one value set.
  public init<Value: Sendable>(_ keyPath: WritableKeyPath<UITransaction, Value>, _ value: Value) {
    self[keyPath: keyPath] = value
  }

  /// Reads or writes the value for a key, answering its default when it was never set.
  public subscript<Key: UITransactionKey>(key: Key.Type) -> Key.Value {
    get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// Whether no value has been set.
  public var isEmpty: Bool { storage.isEmpty }

  /// Returns this transaction with every value of `other` set over it.
  public func merging(_ other: UITransaction) -> UITransaction {
    var merged = self
    merged.storage.merge(other.storage) { _, new in new }
    return merged
  }
}

/// Runs `body` with `transaction` (merged over the current one) as ``UITransaction/current``.
@discardableResult
public func withUITransaction<Result>(
  _ transaction: UITransaction,
  _ body: () throws -> Result
) rethrows -> Result {
  try UITransaction.$current.withValue(UITransaction.current.merging(transaction), operation: body)
}

/// Runs `body` with one transaction value set.
///
/// ```swift
/// withUITransaction(\.isAnimated, true) { model.isExpanded = true }
/// ```
@discardableResult
public func withUITransaction<Value: Sendable, Result>(
  _ keyPath: WritableKeyPath<UITransaction, Value>,
  _ value: Value,
  _ body: () throws -> Result
) rethrows -> Result {
  try withUITransaction(UITransaction(keyPath, value), body)
}
