public import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key that keeps its value in memory, in the current `defaultInMemoryStorage`.
  ///
  /// `@Shared(.inMemory("count")) var count = 0`. Values live as long as the storage: the whole
  /// process in an app, one test in tests (each test gets a fresh storage).
  ///
  /// - Parameter key: The name of the value in the storage.
  /// - Returns: An in-memory key.
  public static func inMemory<Value>(_ key: String) -> Self
  where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// A ``SharedKey`` that keeps its value in an ``InMemoryStorage``. Create one with
/// `.inMemory("name")`.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: InMemoryStorage

  fileprivate init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var defaultInMemoryStorage
    self.key = key
    self.store = defaultInMemoryStorage
  }

  /// The name together with the storage: the same name in two storages is two values.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: key, store: store)
  }

  /// Resumes with the stored value; when creating a reference, stores the default if the
  /// storage holds nothing yet.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    switch context {
    case .initialValue(let initialValue):
      continuation.resume(returning: store.value(forKey: key, default: initialValue))
    case .userInitiated:
      if let value = store.value(forKey: key, as: Value.self) {
        continuation.resume(returning: value)
      } else {
        continuation.resumeReturningInitialValue()
      }
    }
  }

  /// In-memory values only change through their shared reference: nothing to subscribe to.
  public func subscribe(
    context _: LoadContext<Value>, subscriber _: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Stores the value.
  public func save(_ value: Value, context _: SaveContext, continuation: SaveContinuation) {
    store.set(value, forKey: key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("name")`.
  public var description: String {
    ".inMemory(\(String(reflecting: key)))"
  }
}

/// The identity of an ``InMemoryKey``: its name and its storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let store: InMemoryStorage
}

/// A place in-memory shared values live: one per app, one per test.
///
/// Override the `defaultInMemoryStorage` dependency to give a part of the app a storage of its
/// own.
public struct InMemoryStorage: Hashable, Sendable {
  private let values = Values()

  /// Creates an empty storage.
  public init() {}

  /// Storages are equal when they are the same storage.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.values === rhs.values
  }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(values))
  }

  fileprivate func value<V: Sendable>(forKey key: String, as _: V.Type) -> V? {
    values.lock.withLock {
      // Unwrap first: a missing entry must not cast to `V` when `V` is itself optional.
      guard let stored = values.storage[key] else { return nil }
      return stored as? V
    }
  }

  fileprivate func value<V: Sendable>(forKey key: String, default defaultValue: V) -> V {
    values.lock.withLock {
      if let stored = values.storage[key], let value = stored as? V { return value }
      values.storage[key] = defaultValue
      return defaultValue
    }
  }

  fileprivate func set(_ value: some Sendable, forKey key: String) {
    values.lock.withLock { values.storage[key] = value }
  }

  private final class Values: @unchecked Sendable {
    let lock = NSLock()
    var storage: [String: any Sendable] = [:]
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage `.inMemory` keys use; each test gets a fresh one.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
