import Foundation

/// The one mutable cell every copy of a `Shared` or `SharedReader` points at, so that
/// replacing the reference (`$value = other`, `load(_:)`) is seen by all copies.
final class ReferenceBox<R>: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var _reference: R

  init(_ reference: R) {
    self._reference = reference
  }

  var reference: R {
    get { lock.withLock { _reference } }
    set { lock.withLock { _reference = newValue } }
  }
}
