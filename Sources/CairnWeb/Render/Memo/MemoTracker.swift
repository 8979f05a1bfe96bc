import Foundation
@_spi(SwiftUI) import Observation

/// Whether a remembered drawing is still current: set dirty when observable state its
/// subtree read changes, or when a remembered drawing nested in it becomes dirty.
///
/// Changes are reported from the `willSet` of the changed property, on whatever thread made
/// the change, so the state lives behind a lock.
final class MemoTracker: @unchecked Sendable {
  private let lock = NSLock()
  private var isDirtyValue = false
  private var isRetiredValue = false
  /// The trackers of the drawings this one is nested in: they are dirty when it is.
  private var enclosing: [MemoTracker] = []
  private let invalidation: MemoInvalidation

  init(invalidation: MemoInvalidation) {
    self.invalidation = invalidation
  }

  /// Whether state the drawing depends on has changed since it was made.
  var isDirty: Bool {
    lock.withLock { isDirtyValue }
  }

  /// Marks the drawing as no longer in use: it stops counting as anyone's dependency.
  func retire() {
    lock.withLock { isRetiredValue = true }
  }

  /// Records that `tracker`'s drawing contains this one, so it becomes dirty with it.
  func addEnclosing(_ tracker: MemoTracker) {
    lock.withLock {
      enclosing.removeAll { $0.isRetiredUnlocked }
      enclosing.append(tracker)
    }
  }

  private var isRetiredUnlocked: Bool {
    lock.withLock { isRetiredValue }
  }

  /// Called from the `willSet` of a property the drawing read: marks it and the drawings
  /// around it dirty and asks the live view to draw again. The tracking is cancelled: one
  /// change is enough to redraw, and the redraw tracks afresh.
  func stateChanged(_ tracking: ObservationTracking) {
    tracking.cancel()
    guard markDirty() else { return }
    invalidation.fire()
  }

  /// Marks this drawing and those around it dirty; returns whether it was clean before.
  @discardableResult
  private func markDirty() -> Bool {
    let enclosing: [MemoTracker]? = lock.withLock {
      guard !isDirtyValue, !isRetiredValue else { return nil }
      isDirtyValue = true
      return self.enclosing
    }
    guard let enclosing else { return false }
    for tracker in enclosing { tracker.markDirty() }
    return true
  }
}
