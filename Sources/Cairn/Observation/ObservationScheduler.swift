import ConcurrencyExtras
import IssueReporting

/// Batches the re-runs of every ``observe(_:)-(()->Void)`` into one main-actor pass.
///
/// The first change of a burst enqueues its observer and schedules a drain; the drain runs
/// after the current synchronous stretch of main-actor code, so a burst of changes causes one
/// re-run. Re-runs that cause further changes are drained in the same pass.
@MainActor
final class ObservationScheduler {
  nonisolated static let shared = ObservationScheduler()

  /// How many passes one drain makes before it decides the observers are looping.
  static let maximumPasses = 100

  private var queue: [WeakObserver] = []
  private var drainTask: Task<Void, Never>?
  private nonisolated let hops = LockIsolated<[Int: Task<Void, Never>]>([:])
  private nonisolated let nextHopID = LockIsolated(0)

  /// Enqueues `observer` for the next drain.
  func schedule(_ observer: Observer) {
    queue.append(WeakObserver(observer))
    if drainTask == nil {
      drainTask = Task { @MainActor in self.drain() }
    }
  }

  /// Runs `body` on the main actor soon; used when a change happens off the main thread.
  nonisolated func hop(_ body: @escaping @MainActor @Sendable () -> Void) {
    let id = nextHopID.withValue { id in
      id += 1
      return id
    }
    hops.withValue { hops in
      hops[id] = Task { @MainActor [hops = self.hops] in
        body()
        hops.withValue { $0[id] = nil }
      }
    }
  }

  /// Waits until no re-run is pending or in flight.
  func settle() async {
    while true {
      let inFlight = Array(hops.value.values)
      if let drainTask {
        await drainTask.value
      } else if let hop = inFlight.first {
        await hop.value
      } else {
        return
      }
    }
  }

  private func drain() {
    defer { drainTask = nil }
    var passes = 0
    while !queue.isEmpty {
      passes += 1
      guard passes <= Self.maximumPasses else {
        queue.removeAll()
        reportIssue(
          """
          Observations kept re-running for \(Self.maximumPasses) passes in one update. An \
          'observe' closure probably changes state that it also reads.
          """
        )
        return
      }
      let batch = queue
      queue.removeAll()
      for entry in batch {
        entry.observer?.runPending()
      }
    }
  }
}

/// A queue entry that does not keep a released observer alive.
private struct WeakObserver {
  weak var observer: Observer?
  init(_ observer: Observer) { self.observer = observer }
}

/// Waits until every pending ``observe(_:)-(()->Void)`` re-run has happened.
///
/// Re-runs happen on the main actor after the code that made the change finishes. Tests call
/// this after a mutation to assert on the re-run deterministically, with no sleeping:
///
/// ```swift
/// model.count += 1
/// await settleObservations()
/// #expect(label.text == "1")
/// ```
@MainActor
public func settleObservations() async {
  await ObservationScheduler.shared.settle()
}
