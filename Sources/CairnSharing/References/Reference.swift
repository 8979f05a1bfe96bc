public import Observation

/// The storage behind a ``SharedReader``: a class every copy of the reader points at.
///
/// Implementation detail shared with Cairn's other modules (`@_spi(References)`), as in
/// swift-sharing. Reading ``wrappedValue`` registers an observation access, so a view or an
/// `observe` closure that read it re-runs when it changes.
@_spi(References)
public protocol Reference<Value>: AnyObject, CustomStringConvertible, Sendable, Observable {
  /// The type of the referenced value.
  associatedtype Value

  /// The identity of the root storage (derived references report their root's).
  var id: ObjectIdentifier { get }
  /// Whether the key is loading.
  var isLoading: Bool { get }
  /// The error of the last failed load, if the last load failed.
  var loadError: (any Error)? { get }
  /// The current value, read under the reference's lock.
  var wrappedValue: Value { get }
  /// Asks the key for a fresh value.
  func load() async throws
  /// Tells observers the value changed without changing it.
  func touch()
}

/// The storage behind a ``Shared``: a ``Reference`` that can also be written.
@_spi(References)
public protocol MutableReference<Value>: Reference, Equatable {
  /// The error of the last failed save, if the last save failed.
  var saveError: (any Error)? { get }
  /// The value a test asserting shared changes expects (see `SharedChangeTracker`), if any.
  var snapshot: Value? { get }
  /// Mutates the value with exclusive access.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
  /// Records the value a tracked change started from.
  func takeSnapshot(
    _ value: Value,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )
  /// Asks the key to save the current value now.
  func save() async throws
}
