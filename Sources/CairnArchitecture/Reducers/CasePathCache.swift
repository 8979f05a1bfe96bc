import CasePaths
import Synchronization

/// Case key paths turned into case paths once per program run.
///
/// Turning a case key path into something that can embed and extract walks the key path and
/// allocates; reducers build their `body` (and so their `Scope`s) for every action, so the
/// conversion is remembered here. Case key paths are written in code, so the table stays as
/// small as the program's set of case key paths.
enum CasePathCache {
  /// Key paths and case paths are immutable once made, so sharing them is safe.
  private struct Table: @unchecked Sendable {
    var casePaths: [AnyKeyPath: Any] = [:]
  }

  private static let table = Mutex(Table())

  /// The case path for `keyPath`, made on first use.
  static func casePath<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    let cached = table.withLock { UncheckedBox(value: $0.casePaths[keyPath]) }.value
    if let cached = cached as? AnyCasePath<Root, Value> { return cached }
    let casePath = AnyCasePath(keyPath)
    let box = UncheckedBox(value: (keyPath as AnyKeyPath, casePath as Any))
    table.withLock { $0.casePaths[box.value.0] = box.value.1 }
    return casePath
  }
}

/// Carries an immutable key path or case path across the table's lock.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
}
