import Foundation

/// A property wrapper for a read-only shared value: `@SharedReader(.key) var value`.
///
/// It sees every change made to the value (through a `Shared`, or by the key), and is tracked
/// by observation like `Shared`, but it cannot change the value.
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let box: ReferenceBox<any Reference<Value>>

  var reference: any Reference<Value> {
    get { box.reference }
    nonmutating set { box.reference = newValue }
  }

  init(reference: any Reference<Value>) {
    self.box = ReferenceBox(reference)
  }

  /// Wraps a value in a new read-only shared reference with no key behind it.
  ///
  /// - Parameter value: The value.
  public init(value: sending Value) {
    self.init(reference: _BoxReference(wrappedValue: value))
  }

  /// A read-only view of a shared value: it sees every change made through `base`.
  ///
  /// - Parameter base: The shared value.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// Unwraps a shared optional into a read-only reference, or `nil` if it is `nil` now.
  ///
  /// - Parameter base: A shared optional value.
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }

  /// Unwraps a read-only shared optional, or `nil` if it is `nil` now.
  ///
  /// - Parameter base: A read-only shared optional value.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    func open(_ reference: some Reference<Value?>) -> any Reference<Value> {
      _OptionalReference(base: reference, initialValue: initialValue)
    }
    self.init(reference: open(base.reference))
  }

  /// Creates a reader from another one: Swift calls this when a `@SharedReader` parameter or
  /// property is given `$other`.
  ///
  /// - Parameter projectedValue: The reader to refer to.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The current value; reading it is tracked by observation.
  public var wrappedValue: Value {
    reference.wrappedValue
  }

  /// The reader itself, to pass on or derive members from.
  public var projectedValue: Self {
    get {
      _ = reference.wrappedValue
      return self
    }
    nonmutating set {
      reference.touch()
      reference = newValue.reference
    }
  }

  /// A read-only shared reference to a value computed from this one.
  ///
  /// - Parameter body: Computes the value; it runs on every read.
  /// - Returns: A read-only shared reference to the computed value.
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    func open(_ reference: some Reference<Value>) -> SharedReader<Member> {
      SharedReader<Member>(reference: _ReadClosureReference(base: reference, body: body))
    }
    return open(reference)
  }

  /// A read-only shared reference to one member.
  ///
  /// - Parameter keyPath: The member.
  /// - Returns: A read-only shared reference to the member.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    func open(_ reference: some Reference<Value>) -> SharedReader<Member> {
      SharedReader<Member>(reference: _KeyPathReference(base: reference, keyPath: keyPath))
    }
    return open(reference)
  }

  /// Asks the key for a fresh value; a failure is thrown and kept in ``loadError``.
  public func load() async throws {
    try await reference.load()
  }

  /// Whether the key is loading.
  public var isLoading: Bool {
    reference.isLoading
  }

  /// The error of the last load, if it failed; `nil` once a load succeeds.
  public var loadError: (any Error)? {
    reference.loadError
  }
}

// Every copy points at one lock-protected box, and references are Sendable.
extension SharedReader: Sendable {}
