import Dependencies

extension DependencyValues {
  /// The change trackers in effect where shared state is read or written.
  var sharedSnapshots: SharedSnapshots { SharedSnapshots() }
}

/// What `Shared` asks about change tracking on each read and write.
struct SharedSnapshots: Sendable {
  @Dependency(SharedChangeTrackerKey.self) var asserting
  @Dependency(SharedChangeTrackersKey.self) var tracking

  /// Whether any change tracker exists in the process. While none does, no dependency values
  /// can hold one (a tracker keeps its changes alive), so reading or changing a shared value
  /// need not look the trackers up: two dependency reads on every read of every `Shared`.
  static var anyTrackerExists: Bool { SharedChanges.liveCount.load(ordering: .relaxed) > 0 }

  /// Whether some tracker records changes.
  var isTracking: Bool { !tracking.isEmpty }

  /// Whether a tracker is asserting: reads see snapshots.
  var isAsserting: Bool { asserting != nil }

  func untrack(_ reference: some MutableReference) {
    asserting?.changes.untrack(reference)
  }

  subscript<Value>(reference: some MutableReference<Value>) -> Value? {
    asserting?.changes[reference]
  }

  func save<Value>(
    reference: some MutableReference<Value>,
    value: Value,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    if let asserting {
      asserting.changes.track(
        reference: reference, value: value, replacing: true, fileID: fileID, filePath: filePath,
        line: line,
        column: column)
    } else {
      for tracker in tracking {
        tracker.changes.track(
          reference: reference, value: value, replacing: false, fileID: fileID, filePath: filePath,
          line: line,
          column: column)
      }
    }
  }
}
