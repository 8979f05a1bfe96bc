import ConcurrencyExtras
import Foundation
import IssueReporting

/// Batches the re-runs of every `observe(_:)` into one main-actor pass.
///
/// The first change of a burst enqueues its observer and schedules a drain on the main actor;
/// the drain runs after the current synchronous stretch of main-actor code, so a burst of
/// changes causes one re-run. Re-runs that cause further changes are drained in the same pass.
final class ObservationScheduler: Sendable {
  static let shared = ObservationScheduler()

  /// How many passes one drain makes before it decides the observers are looping.
  static let maximumPasses = 100

  private struct State {
    var queue: [WeakObserver] = []
    var drainTask: Task<Void, Never>?
    /// The thread running ``runBatch(first:_:)``, while it runs: changes it makes wait for the
    /// end of the batch instead of a drain task.
    var batchingThread: pthread_t?
    /// The observer the running batch re-runs before the others of its pass, if pending.
    var preferred: ObjectIdentifier?
  }

  private let state = LockIsolated(State())

  /// Enqueues `observer` for the next drain; callable from any thread.
  func schedule(_ observer: Observer) {
    let thread = pthread_self()
    state.withValue { state in
      state.queue.append(WeakObserver(observer))
      let isBatching = state.batchingThread.map { pthread_equal($0, thread) != 0 } ?? false
      if state.drainTask == nil, !isBatching {
        state.drainTask = Task { @MainActor in self.drain() }
      }
    }
  }

  /// Runs `body`, then at once the re-runs its changes caused, without a task in between;
  /// `first`, when one of them, re-runs before the others of its pass.
  @MainActor
  func runBatch<Result>(first: ObjectIdentifier? = nil, _ body: () -> Result) -> Result {
    let thread = pthread_self()
    let outer = state.withValue { state in
      defer { state.batchingThread = thread }
      return state.batchingThread
    }
    let result = body()
    state.withValue { state in state.batchingThread = outer }
    if outer == nil {
      state.withValue { state in state.preferred = first }
      drain()
      state.withValue { state in state.preferred = nil }
    }
    return result
  }

  /// Waits until no re-run is pending.
  @MainActor
  func settle() async {
    while let drainTask = state.drainTask {
      await drainTask.value
    }
  }

  @MainActor
  private func drain() {
    var passes = 0
    while true {
      let batch = state.withValue { state in
        defer { state.queue.removeAll() }
        if state.queue.isEmpty { state.drainTask = nil }
        return Self.preferredFirst(state.queue, state.preferred)
      }
      if batch.isEmpty { return }
      passes += 1
      guard passes <= Self.maximumPasses else {
        state.withValue { state in
          state.queue.removeAll()
          state.drainTask = nil
        }
        reportIssue(
          """
          Observations kept re-running for \(Self.maximumPasses) passes in one update. An \
          'observe' closure probably changes state that it also reads.
          """
        )
        return
      }
      // Display observers wait until a pass has no update observers left to run, so a
      // renderer draws the state the batch's updates end in.
      let updates = batch.filter { $0.observer?.phase == .update }
      if updates.isEmpty {
        for entry in batch { entry.observer?.runPending() }
      } else {
        let displays = batch.filter { $0.observer?.phase == .display }
        state.withValue { state in state.queue.insert(contentsOf: displays, at: 0) }
        for entry in updates { entry.observer?.runPending() }
      }
    }
  }
}

extension ObservationScheduler {
  /// `queue` with the entries of `preferred` moved to the front, the others in their order.
  fileprivate static func preferredFirst(_ queue: [WeakObserver], _ preferred: ObjectIdentifier?)
    -> [WeakObserver]
  {
    guard let preferred,
      let place = queue.firstIndex(where: { $0.id == preferred }), place > 0
    else { return queue }
    var ordered = queue.filter { $0.id == preferred }
    ordered.append(contentsOf: queue.lazy.filter { $0.id != preferred })
    return ordered
  }
}

/// A queue entry that does not keep a released observer alive.
private struct WeakObserver: Sendable {
  weak var observer: Observer?
  /// The observer's identity, kept after it is released.
  let id: ObjectIdentifier
  init(_ observer: Observer) {
    self.observer = observer
    self.id = ObjectIdentifier(observer)
  }
}

/// Runs `body` on the main actor, then at once every main-actor `observe(_:)` re-run its
/// changes caused, as the batch that ends a synchronous stretch of code would.
///
/// For a runtime that handles one event and then draws the result: the re-runs happen in the
/// same turn of the main actor, saving the task hop the batching otherwise waits for. Changes
/// made meanwhile on other threads are batched as usual.
@MainActor
@_spi(Renderers)
public func withImmediateObservations<Result>(_ body: () -> Result) -> Result {
  ObservationScheduler.shared.runBatch(body)
}

/// Runs `body` and then the re-runs its changes caused, as
/// ``withImmediateObservations(_:)`` does, re-running the observation `first` keeps (when it
/// is due) before the others of its pass.
///
/// For a runtime that serves many screens from one model: the screen whose event made the
/// change draws first, so its person sees the answer before the other screens are drawn.
@MainActor
@_spi(Renderers)
public func withImmediateObservations<Result>(
  first: ObserveToken?, _ body: () -> Result
) -> Result {
  ObservationScheduler.shared.runBatch(first: first?.observer, body)
}

/// Waits until every pending `observe(_:)` re-run has happened.
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
