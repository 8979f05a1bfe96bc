import Dependencies

extension Shared {
  /// Creates a shared value stored by `key`, or joins the live one with the same key id.
  ///
  /// `@Shared(.inMemory("count")) var count = 0`. The default is used only when no live
  /// reference exists for the key and the key holds no value.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value is loaded from and saved to.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>
  ) {
    self.init(persisting: wrappedValue(), key, skipInitialLoad: false)
  }

  /// Creates a shared optional stored by `key`, `nil` by default.
  ///
  /// - Parameter key: Where the value is loaded from and saved to.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a shared value stored by a key that has its own default: `@Shared(.standups)`.
  ///
  /// - Parameter key: A key with a default value.
  public init<K: SharedKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// Creates a shared value stored by a key that has a default, overriding that default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value to use instead of the key's.
  ///   - key: A key with a default value.
  public init<K: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: K.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A key with no default needs one: `@Shared(.inMemory("count")) var count = 0`.
  ///
  /// - Parameter key: A key with no default value.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    fatalError("Assign a default value")
  }

  /// Creates a shared value by loading it from `key`, throwing if the key holds no value or
  /// the load fails.
  ///
  /// - Parameter key: Where the value is loaded from and saved to.
  public init(require key: some SharedKey<Value>) async throws {
    let loaded = try await loadRequired(key)
    self.init(persisting: loaded, key, skipInitialLoad: true)
    if let loadError { throw loadError }
  }

  /// Points this shared value (every copy of it) at `key` and loads from it.
  ///
  /// - Parameter key: The new key.
  public func load(_ key: some SharedKey<Value>) async throws {
    @Dependency(PersistentReferences.self) var persistentReferences
    projectedValue = Shared(
      reference: persistentReferences.value(
        forKey: key, default: wrappedValue, skipInitialLoad: true)
    )
    try await load()
  }

  private init(
    persisting value: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    skipInitialLoad: Bool
  ) {
    @Dependency(PersistentReferences.self) var persistentReferences
    self.init(
      reference: persistentReferences.value(
        forKey: key, default: value(), skipInitialLoad: skipInitialLoad)
    )
  }
}

/// The error `init(require:)` throws when the key holds no value.
struct SharedRequireError: Error, CustomStringConvertible {
  var description: String { "The key holds no value to require." }
}

func loadRequired<Key: SharedReaderKey>(_ key: Key) async throws -> Key.Value {
  let loaded = try await withUnsafeThrowingContinuation {
    (continuation: UnsafeContinuation<Key.Value?, any Error>) in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation("\(key)") { continuation.resume(with: $0) }
    )
  }
  guard let loaded else { throw SharedRequireError() }
  return loaded
}
