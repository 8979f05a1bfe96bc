public import Dependencies
import Foundation
import IssueReporting

/// Records changes made to shared state so a test can assert them, as the Composable
/// Architecture's `TestStore` does.
///
/// For test tools, not features (`@_spi(SharedChangeTracking)`, the same SPI name as
/// swift-sharing's). The protocol of use:
///
/// 1. While a tracker is *tracking* (``track(_:)-(inout DependencyValues)`` installed in the
///    dependencies a reducer runs with, or ``track(_:)-(()->R)``), the first `withLock` on each
///    shared reference records the value it started from (its snapshot).
/// 2. While the tracker is *asserting* (``assert(_:)``), reading a `Shared` returns that snapshot
///    instead of the live value, and `withLock` mutates the snapshot: the test's expected
///    state is built on the old value and compared with the live one. Comparing two `Shared`
///    values of one reference while asserting (`==`) compares the expected snapshot with the
///    live value and marks the change as asserted.
/// 3. ``reset()`` forgets every recorded change; ``hasChanges`` says whether any are recorded.
///
/// A tracker made with `reportUnassertedChanges: true` reports, when released, each change that
/// was never asserted.
@_spi(SharedChangeTracking)
public struct SharedChangeTracker: Hashable, Sendable {
  let changes: SharedChanges

  /// Whether any shared reference changed since the last ``reset()``.
  public var hasChanges: Bool { changes.hasChanges }

  /// Creates a tracker.
  ///
  /// - Parameter reportUnassertedChanges: Whether to report changes never asserted when the
  ///   tracker is released; defaults to whether tests are running.
  public init(reportUnassertedChanges: Bool = isTesting) {
    self.changes = SharedChanges(reportUnassertedChanges: reportUnassertedChanges)
  }

  /// Makes code that runs with `dependencies` record its shared changes in this tracker.
  ///
  /// - Parameter dependencies: The dependencies to install the tracker in.
  public func track(_ dependencies: inout DependencyValues) {
    dependencies[SharedChangeTrackersKey.self].insert(self)
  }

  /// Runs `body`, recording its shared changes in this tracker.
  ///
  /// - Parameter body: The code whose changes to record.
  /// - Returns: What `body` returns.
  public func track<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      $0[SharedChangeTrackersKey.self].insert(self)
    } operation: {
      try body()
    }
  }

  /// Runs `body` in asserting mode: shared reads see recorded snapshots and `withLock` edits
  /// them.
  ///
  /// - Parameter body: The assertion code.
  /// - Returns: What `body` returns.
  public func assert<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      $0[SharedChangeTrackerKey.self] = self
    } operation: {
      try body()
    }
  }

  /// Forgets every recorded change.
  public func reset() {
    changes.reset()
  }

  /// Trackers are equal when they are the same tracker.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.changes === rhs.changes
  }

  /// Hashes the tracker's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(changes))
  }
}

enum SharedChangeTrackerKey: DependencyKey {
  static var liveValue: SharedChangeTracker? { nil }
  static var testValue: SharedChangeTracker? { nil }
}

enum SharedChangeTrackersKey: DependencyKey {
  static var liveValue: Set<SharedChangeTracker> { [] }
  static var testValue: Set<SharedChangeTracker> { [] }
}
