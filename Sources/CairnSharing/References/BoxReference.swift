import Dependencies
import Foundation
import Observation

/// The storage of a `Shared(value:)`: a value in a lock, with no key behind it.
final class _BoxReference<Value>: MutableReference, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let lock = NSRecursiveLock()
  private var value: Value

  init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  var id: ObjectIdentifier { ObjectIdentifier(self) }
  var isLoading: Bool { false }
  var loadError: (any Error)? { nil }
  var saveError: (any Error)? { nil }

  var wrappedValue: Value {
    registrar.access(self, keyPath: \.value)
    return lock.withLock { value }
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: \.value) {
      try lock.withLock {
        // The body edits a copy, written back after: code it calls may read this value.
        var copy = value
        defer { value = copy }
        return try body(&copy)
      }
    }
  }

  func touch() {
    registrar.withMutation(of: self, keyPath: \.value) {}
  }

  func load() async throws {}
  func save() async throws {}

  var snapshot: Value? {
    @Dependency(\.sharedSnapshots) var snapshots
    return snapshots[self]
  }

  func takeSnapshot(
    _ value: Value, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    @Dependency(\.sharedSnapshots) var snapshots
    snapshots.save(
      reference: self, value: value, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  static func == (lhs: _BoxReference, rhs: _BoxReference) -> Bool { lhs === rhs }

  var description: String {
    "value: \(String(reflecting: lock.withLock { value }))"
  }
}
