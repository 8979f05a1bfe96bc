import Dependencies
import Foundation

/// The live persistent references, one per key id, held weakly.
///
/// Two `@Shared(key)` with the same key id get the same reference while either is alive; when
/// the last one goes away the reference is dropped (and its subscription cancelled). It is a
/// dependency so each test (each Swift Testing test, each XCTest case) starts with none.
final class PersistentReferences: @unchecked Sendable, DependencyKey {
  static var liveValue: PersistentReferences { PersistentReferences() }
  static var testValue: PersistentReferences { PersistentReferences() }

  private struct Weak<Key: SharedReaderKey> {
    weak var reference: _PersistentReference<Key>?
  }

  private let lock = NSRecursiveLock()
  private var storage: [AnyHashable: Any] = [:]

  private func existing<Key: SharedReaderKey>(_ key: Key) -> _PersistentReference<Key>? {
    lock.withLock { (storage[AnyHashable(key.id)] as? Weak<Key>)?.reference }
  }

  /// The live reference for `key`'s id, or a new one made from `value()` (loading unless
  /// `skipInitialLoad`).
  func value<Key: SharedReaderKey>(
    forKey key: Key,
    default value: @autoclosure () throws -> Key.Value,
    skipInitialLoad: Bool
  ) rethrows -> _PersistentReference<Key> {
    if let reference = existing(key) { return reference }
    // Created outside the lock: a key may load synchronously and call back into shared state.
    let created = _PersistentReference(
      key: key, value: try value(), skipInitialLoad: skipInitialLoad)
    return lock.withLock {
      if let reference = (storage[AnyHashable(key.id)] as? Weak<Key>)?.reference {
        return reference
      }
      storage[AnyHashable(key.id)] = Weak(reference: created)
      created.setOnDeinit { [weak self] in self?.remove(key) }
      return created
    }
  }

  private func remove<Key: SharedReaderKey>(_ key: Key) {
    let id = AnyHashable(key.id)
    lock.withLock {
      // A new reference for the same id may already have replaced the dead one.
      if let entry = storage[id] as? Weak<Key>, entry.reference != nil { return }
      if storage[id] is Weak<Key> { storage[id] = nil }
    }
  }

  /// How many keys have a live reference (for tests).
  var count: Int {
    lock.withLock { storage.values.count }
  }
}
