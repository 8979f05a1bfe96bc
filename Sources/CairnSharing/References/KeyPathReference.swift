import Observation

/// A read-only view of one member of another reference's value (`$standup.title` on a
/// `SharedReader`, or a read-only key path on a `Shared`).
///
/// It keeps no value of its own: reads go through the base, so observation tracks the base.
final class _KeyPathReference<Base: Reference, Value>: Reference, @unchecked Sendable {
  // Key paths are immutable; the unchecked conformance only covers captured subscript indices.
  private let base: Base
  private let keyPath: KeyPath<Base.Value, Value>

  init(base: Base, keyPath: KeyPath<Base.Value, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var id: ObjectIdentifier { base.id }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var wrappedValue: Value { base.wrappedValue[keyPath: keyPath] }
  func load() async throws { try await base.load() }
  func touch() { base.touch() }
  var description: String { "\(base.description)[dynamicMember: \(keyPath)]" }
}

/// A writable view of one member of another reference's value (`$standup.title`,
/// `$standups[id: id]`).
///
/// Writes lock the base and change only that member in place, so two features editing
/// different members of one shared value never overwrite each other with a stale copy.
final class _WritableKeyPathReference<Base: MutableReference, Value>: MutableReference,
  @unchecked Sendable
{
  private let base: Base
  private let keyPath: WritableKeyPath<Base.Value, Value>

  init(base: Base, keyPath: WritableKeyPath<Base.Value, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var id: ObjectIdentifier { base.id }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var saveError: (any Error)? { base.saveError }
  var wrappedValue: Value { base.wrappedValue[keyPath: keyPath] }
  func load() async throws { try await base.load() }
  func save() async throws { try await base.save() }
  func touch() { base.touch() }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }

  var snapshot: Value? { base.snapshot?[keyPath: keyPath] }

  func takeSnapshot(
    _ value: Value, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    var whole = base.snapshot ?? base.wrappedValue
    whole[keyPath: keyPath] = value
    base.takeSnapshot(whole, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  static func == (lhs: _WritableKeyPathReference, rhs: _WritableKeyPathReference) -> Bool {
    lhs.base == rhs.base && lhs.keyPath == rhs.keyPath
  }

  var description: String { "\(base.description)[dynamicMember: \(keyPath)]" }
}
