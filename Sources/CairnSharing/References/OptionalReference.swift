import Foundation
import Observation

/// A non-optional view of a reference to an optional value (`Shared($currentUser)`).
///
/// It remembers the last non-nil value, so a feature still holding it after the value became
/// `nil` (a detail screen whose row was deleted) reads that last value instead of crashing.
/// Writes made while the base is `nil` change only the remembered value: they never bring a
/// deleted value back.
final class _OptionalReference<Base: Reference, Value>: Reference, @unchecked Sendable
where Base.Value == Value? {
  fileprivate let base: Base
  fileprivate let lock = NSRecursiveLock()
  fileprivate var cached: Value

  init(base: Base, initialValue: Value) {
    self.base = base
    self.cached = initialValue
  }

  var id: ObjectIdentifier { base.id }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }

  var wrappedValue: Value {
    guard let current = base.wrappedValue else { return lock.withLock { cached } }
    lock.withLock { cached = current }
    return current
  }

  func load() async throws { try await base.load() }
  func touch() { base.touch() }
  var description: String { "\(base.description)!" }
}

extension _OptionalReference: MutableReference, Equatable where Base: MutableReference {
  var saveError: (any Error)? { base.saveError }
  func save() async throws { try await base.save() }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      guard var unwrapped = optional else {
        return try lock.withLock { try body(&cached) }
      }
      defer {
        optional = unwrapped
        lock.withLock { cached = unwrapped }
      }
      return try body(&unwrapped)
    }
  }

  var snapshot: Value? { base.snapshot ?? nil }

  func takeSnapshot(
    _ value: Value, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    guard base.wrappedValue != nil else { return }
    base.takeSnapshot(value, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  static func == (lhs: _OptionalReference, rhs: _OptionalReference) -> Bool {
    lhs.base == rhs.base
  }
}
