import Dependencies
import Foundation

/// A property wrapper for a value shared with other features and, through a key, with
/// storage outside the app.
///
/// `@Shared(.inMemory("count")) var count = 0` in two models gives both the same value; a
/// change made through either is seen by both, by every view and `observe` closure that read
/// it, and by the key (which saves it). Change it with ``withLock(_:fileID:filePath:line:column:)``.
/// `Shared` is a reference: copies refer to the same value. It is `Sendable` and lock-based, so
/// it can be used from any actor.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  let box: ReferenceBox<any MutableReference<Value>>

  /// The storage behind this shared value (`@_spi(References)`).
  @_spi(References)
  public var reference: any MutableReference<Value> {
    get { box.reference }
    nonmutating set { box.reference = newValue }
  }

  init(reference: any MutableReference<Value>) {
    self.box = ReferenceBox(reference)
  }

  /// Wraps a value in a new shared reference with no key behind it.
  ///
  /// - Parameter value: The value to share.
  public init(value: sending Value) {
    self.init(reference: _BoxReference(wrappedValue: value))
  }

  /// Unwraps a shared optional: a `Shared<Value>` for as long as it holds a value, or `nil`
  /// if it is `nil` now.
  ///
  /// `Shared($standups[id: id])` gives the shared standup with that id. If the value later
  /// becomes `nil` (the standup was deleted), the unwrapped reference keeps its last value and
  /// writes to it are not written back, so a deleted value is never brought back.
  ///
  /// - Parameter base: A shared optional value.
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    func open(_ reference: some MutableReference<Value?>) -> any MutableReference<Value> {
      _OptionalReference(base: reference, initialValue: initialValue)
    }
    self.init(reference: open(base.reference))
  }

  /// Creates a shared value from another one: Swift calls this when a `@Shared` parameter or
  /// property is given `$other`.
  ///
  /// - Parameter projectedValue: The shared value to refer to.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The current value.
  ///
  /// Reading it is tracked by observation. Assigning it is deprecated, as in swift-sharing:
  /// it replaces the whole value under the lock; use `$value.withLock { … }` to change it.
  public var wrappedValue: Value {
    get {
      guard SharedSnapshots.anyTrackerExists else { return reference.wrappedValue }
      @Dependency(\.sharedSnapshots) var snapshots
      if snapshots.isAsserting {
        return reference.snapshot ?? reference.wrappedValue
      }
      return reference.wrappedValue
    }
    @available(
      *, deprecated,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access."
    )
    nonmutating set {
      withLock { $0 = newValue }
    }
  }

  /// Changes the value with exclusive access: no other change happens while `operation` runs.
  ///
  /// One call is one change: observers hear of it once, and the key saves the result once.
  ///
  /// - Parameters:
  ///   - operation: Changes the value in place.
  ///   - fileID: The caller's file id, for test failures.
  ///   - filePath: The caller's file path, for test failures.
  ///   - line: The caller's line, for test failures.
  ///   - column: The caller's column, for test failures.
  /// - Returns: What `operation` returns.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    let reference = reference
    guard SharedSnapshots.anyTrackerExists else { return try reference.withLock(operation) }
    @Dependency(\.sharedSnapshots) var snapshots
    if snapshots.isAsserting {
      // A test building its expectation: edit the recorded value, never the live one (no
      // lock, no save, no observation).
      var expected = reference.snapshot ?? reference.wrappedValue
      defer {
        reference.takeSnapshot(
          expected, fileID: fileID, filePath: filePath, line: line, column: column)
      }
      return try operation(&expected)
    }
    if snapshots.isTracking {
      // Each tracker keeps the value from before the first change since its last reset.
      // Recorded before taking the reference's lock: the value is read, not borrowed, so a
      // derived reference can read its root.
      reference.takeSnapshot(
        reference.wrappedValue, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return try reference.withLock(operation)
  }

  /// The shared reference itself: pass `$value` to hand the same shared value to another
  /// feature, or derive a member with `$value.member`.
  ///
  /// Assigning it points every copy of this `Shared` at another reference.
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

  /// A shared reference to one writable member: `$standup.title` is a `Shared<String>` whose
  /// writes change only the title, in place, in the shared standup.
  ///
  /// - Parameter keyPath: The member.
  /// - Returns: A shared reference to the member.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    func open(_ reference: some MutableReference<Value>) -> Shared<Member> {
      Shared<Member>(reference: _WritableKeyPathReference(base: reference, keyPath: keyPath))
    }
    return open(reference)
  }

  /// A read-only shared reference to one member: `$standups.count` is a `SharedReader<Int>`.
  ///
  /// - Parameter keyPath: The member.
  /// - Returns: A read-only shared reference to the member.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// A read-only shared reference to a value computed from this one.
  ///
  /// - Parameter body: Computes the value; it runs on every read.
  /// - Returns: A read-only shared reference to the computed value.
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }

  /// Asks the key for a fresh value; most keys also deliver changes on their own.
  ///
  /// A failure is thrown and kept in ``loadError``; the value keeps what it had.
  public func load() async throws {
    try await reference.load()
  }

  /// Whether the key is loading.
  public var isLoading: Bool {
    reference.isLoading
  }

  /// The error of the last load, if it failed; `nil` once a load succeeds.
  ///
  /// The value keeps the result of the last successful load meanwhile.
  public var loadError: (any Error)? {
    reference.loadError
  }

  /// Asks the key to save the current value now (keys may otherwise delay saves).
  ///
  /// A failure is thrown and kept in ``saveError``.
  public func save() async throws {
    try await reference.save()
  }

  /// The error of the last save, if it failed; `nil` once a save succeeds.
  public var saveError: (any Error)? {
    reference.saveError
  }
}

// Every copy points at one lock-protected box, and references are Sendable.
extension Shared: Sendable {}
