import CustomDump
import Foundation
import IssueReporting
import Synchronization

/// The changes one ``SharedChangeTracker`` recorded, by root reference.
final class SharedChanges: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var storage: [ObjectIdentifier: any AnySharedChange] = [:]
  private let reportUnassertedChanges: Bool

  /// How many exist in the process (see ``SharedSnapshots/anyTrackerExists``).
  static let liveCount = Atomic(0)

  init(reportUnassertedChanges: Bool) {
    self.reportUnassertedChanges = reportUnassertedChanges
    Self.liveCount.add(1, ordering: .relaxed)
  }

  deinit {
    Self.liveCount.subtract(1, ordering: .relaxed)
    guard reportUnassertedChanges else { return }
    for change in storage.values where change.needsAssertion {
      change.reportUnasserted()
    }
  }

  var hasChanges: Bool {
    lock.withLock { !storage.isEmpty }
  }

  subscript<Value>(reference: some MutableReference<Value>) -> Value? {
    lock.withLock { (storage[ObjectIdentifier(reference)] as? SharedChange<Value>)?.expected }
  }

  /// Records `value` as the reference's expected value: replacing an earlier one when
  /// `replacing` (a test editing its expectation), or only if none is recorded yet (the value
  /// before the first change since the last reset).
  func track<Value>(
    reference: some MutableReference<Value>,
    value: Value,
    replacing: Bool,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    lock.withLock {
      let id = ObjectIdentifier(reference)
      if !replacing, storage[id] != nil { return }
      var change =
        storage[id] as? SharedChange<Value>
        ?? SharedChange(
          reference: reference, expected: value, fileID: fileID, filePath: filePath, line: line,
          column: column)
      change.expected = value
      storage[id] = change
    }
  }

  func untrack(_ reference: some MutableReference) {
    lock.withLock { storage[ObjectIdentifier(reference)]?.needsAssertion = false }
  }

  func reset() {
    lock.withLock { storage.removeAll() }
  }
}

protocol AnySharedChange {
  var needsAssertion: Bool { get set }
  func reportUnasserted()
}

struct SharedChange<Value>: AnySharedChange {
  let reference: any MutableReference<Value>
  var expected: Value
  var needsAssertion = true
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(
    reference: any MutableReference<Value>,
    expected: Value,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.reference = reference
    self.expected = expected
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  func reportUnasserted() {
    reportIssue(
      """
      Tracked unasserted changes to 'Shared<\(Value.self)>(\(reference.description))': \
      \(String(reflecting: expected)) → \(String(reflecting: reference.wrappedValue))
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
