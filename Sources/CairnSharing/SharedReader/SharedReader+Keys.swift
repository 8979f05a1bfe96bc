import Dependencies

extension SharedReader {
  /// Creates a read-only shared value loaded from `key`, or joins the live one with the same
  /// key id.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value is loaded from.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedReaderKey<Value>
  ) {
    self.init(reading: wrappedValue(), key, skipInitialLoad: false)
  }

  /// Creates a read-only shared value from a writable key, or joins the live one.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value.
  ///   - key: Where the value is loaded from.
  @_disfavoredOverload
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>
  ) {
    self.init(reading: wrappedValue(), key, skipInitialLoad: false)
  }

  /// Creates a read-only shared optional from a writable key, `nil` by default.
  ///
  /// - Parameter key: Where the value is loaded from.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a read-only shared value from a writable key that has its own default.
  ///
  /// - Parameter key: A key with a default value.
  @_disfavoredOverload
  public init<K: SharedKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// Creates a read-only shared value from a writable key that has a default, overriding it.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value to use instead of the key's.
  ///   - key: A key with a default value.
  @_disfavoredOverload
  public init<K: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: K.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// Creates a read-only shared value by loading it from a writable key.
  ///
  /// - Parameter key: Where the value is loaded from.
  @_disfavoredOverload
  public init(require key: some SharedKey<Value>) async throws {
    let loaded = try await loadRequired(key)
    self.init(reading: loaded, key, skipInitialLoad: true)
    if let loadError { throw loadError }
  }

  /// Points this reader (every copy of it) at a writable key and loads from it.
  ///
  /// - Parameter key: The new key.
  @_disfavoredOverload
  public func load(_ key: some SharedKey<Value>) async throws {
    @Dependency(PersistentReferences.self) var persistentReferences
    projectedValue = SharedReader(
      reference: persistentReferences.value(
        forKey: key, default: wrappedValue, skipInitialLoad: true)
    )
    try await load()
  }

  /// A writable key with no default needs one.
  ///
  /// - Parameter key: A key with no default value.
  @_disfavoredOverload
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedKey<Value>) {
    fatalError("Assign a default value")
  }

  /// Creates a read-only shared optional, `nil` by default.
  ///
  /// - Parameter key: Where the value is loaded from.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a read-only shared value from a key that has its own default.
  ///
  /// - Parameter key: A key with a default value.
  public init<K: SharedReaderKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key.base)
  }

  /// Creates a read-only shared value from a key that has a default, overriding it.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value to use instead of the key's.
  ///   - key: A key with a default value.
  public init<K: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: K.Default
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// A key with no default needs one: `@SharedReader(.inMemory("count")) var count = 0`.
  ///
  /// - Parameter key: A key with no default value.
  @available(*, unavailable, message: "Assign a default value")
  public init(_ key: some SharedReaderKey<Value>) {
    fatalError("Assign a default value")
  }

  /// Creates a read-only shared value by loading it from `key`, throwing if the key holds no
  /// value or the load fails.
  ///
  /// - Parameter key: Where the value is loaded from.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let loaded = try await loadRequired(key)
    self.init(reading: loaded, key, skipInitialLoad: true)
    if let loadError { throw loadError }
  }

  /// Points this reader (every copy of it) at `key` and loads from it.
  ///
  /// - Parameter key: The new key.
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    @Dependency(PersistentReferences.self) var persistentReferences
    projectedValue = SharedReader(
      reference: persistentReferences.value(
        forKey: key, default: wrappedValue, skipInitialLoad: true)
    )
    try await load()
  }

  private init(
    reading value: @autoclosure () -> Value,
    _ key: some SharedReaderKey<Value>,
    skipInitialLoad: Bool
  ) {
    @Dependency(PersistentReferences.self) var persistentReferences
    self.init(
      reference: persistentReferences.value(
        forKey: key, default: value(), skipInitialLoad: skipInitialLoad)
    )
  }
}
