import ConcurrencyExtras
@_spi(SwiftUI) import Observation

/// One live `observe(_:)`: runs the closure under observation tracking and asks the
/// scheduler for a re-run when something it read changes.
///
/// Each run installs a tracking that stays armed (it fires on every change) until the *next*
/// run has finished. So while run *n + 1* executes, the tracking of run *n* still listens, and
/// a change made during the run to a property the previous run read marks the observer dirty
/// instead of being lost. The public `withObservationTracking(_:onChange:)` cannot do this: it
/// fires once and only registers after its closure returns.
///
/// Changes can be reported from any thread (a property's `willSet` runs where the mutation
/// happens), so the bookkeeping lives behind a lock. Runs happen on the isolation the
/// observation was started from: main-actor observers are re-run in the shared batched drain
/// of ``ObservationScheduler``; observers of any other actor (or of none) re-run in a task
/// that hops to that actor, one pending re-run per observer.
final class Observer: Sendable {
  private struct State {
    var isCancelled = false
    var generation = 0
    var completedGeneration = 0
    var isRunning = false
    var isDirtyDuringRun = false
    var pendingTransaction: UITransaction?
    var armedTrackings: [Int: ObservationTracking] = [:]
  }

  /// The closure, callable only on `isolation`: the type system cannot say "isolated to the
  /// actor in this property", so the wrapper is unchecked and every call site below runs on
  /// `isolation` (asserted in debug builds).
  private let apply: UncheckedSendable<(UITransaction) -> Void>
  /// The actor the closure belongs to: `nil` for a closure started outside any actor.
  let isolation: (any Actor)?
  /// When, within a batch of main-actor re-runs, this observer re-runs.
  let phase: ObservationPhase
  /// Whether re-runs go through the main actor's batched drain.
  private let isMainActor: Bool
  private let state = LockIsolated(State())

  init(
    isolation: (any Actor)?,
    phase: ObservationPhase = .update,
    _ apply: @escaping (UITransaction) -> Void
  ) {
    self.phase = phase
    self.apply = UncheckedSendable(apply)
    self.isolation = isolation
    self.isMainActor = isolation.map { $0 === MainActor.shared } ?? false
  }

  /// Whether the observer was cancelled.
  var isCancelled: Bool { state.isCancelled }

  /// Stops all future runs and retires every armed tracking.
  func cancel() {
    let trackings = state.withValue { state in
      state.isCancelled = true
      state.pendingTransaction = nil
      defer { state.armedTrackings.removeAll() }
      return Array(state.armedTrackings.values)
    }
    for tracking in trackings { tracking.cancel() }
  }

  /// Runs the closure under tracking, then retires the tracking of the run before it. Call it
  /// only on ``isolation``.
  func run(with transaction: UITransaction) {
    isolation?.assertIsolated("An observation ran away from the actor it was started on.")
    let runGeneration: Int? = state.withValue { state in
      guard !state.isCancelled else { return nil }
      state.generation += 1
      state.isRunning = true
      state.isDirtyDuringRun = false
      return state.generation
    }
    guard let runGeneration else { return }
    withObservationTracking {
      // Code the closure calls reads the same transaction it was handed.
      UITransaction.$current.withValue(transaction) { apply.value(transaction) }
    } willSet: { [weak self] tracking in
      guard let self else {
        tracking.cancel()
        return
      }
      self.noteChange(tracking: tracking, generation: runGeneration)
    }
    let (retired, isDirty) = state.withValue { state in
      state.isRunning = false
      state.completedGeneration = runGeneration
      let retired = state.armedTrackings.filter { $0.key < runGeneration }
      for generation in retired.keys { state.armedTrackings[generation] = nil }
      return (Array(retired.values), state.isDirtyDuringRun)
    }
    for tracking in retired { tracking.cancel() }
    if isDirty { scheduleRerun(transaction: UITransaction.current) }
  }

  /// Runs the pending re-run, if one is still wanted. Call it only on ``isolation``.
  func runPending() {
    let transaction = state.withValue { state in
      defer { state.pendingTransaction = nil }
      return state.pendingTransaction
    }
    if let transaction { run(with: transaction) }
  }

  /// Called from a property's `willSet`, on whatever thread mutated it.
  ///
  /// This runs for every write to a property the last runs read, so the common case (a
  /// re-run is already pending: the 2nd to 100th write of a burst) takes one lock and
  /// touches nothing else; the transaction is only read for the write that schedules.
  private func noteChange(tracking: ObservationTracking, generation: Int) {
    enum Outcome { case stale, nothing, schedule }
    let outcome: Outcome = state.withValue { state in
      guard !state.isCancelled, generation >= state.completedGeneration else { return .stale }
      if state.armedTrackings.index(forKey: generation) == nil {
        state.armedTrackings[generation] = tracking
      }
      if state.isRunning {
        state.isDirtyDuringRun = true
        return .nothing
      }
      guard state.pendingTransaction == nil else { return .nothing }
      state.pendingTransaction = UITransaction.current
      return .schedule
    }
    switch outcome {
    case .stale: tracking.cancel()
    case .nothing: break
    case .schedule: enqueueRerun()
    }
  }

  /// Marks a re-run pending with `transaction` and enqueues it, unless one is pending.
  private func scheduleRerun(transaction: UITransaction) {
    let isNew = state.withValue { state in
      guard !state.isCancelled, state.pendingTransaction == nil else { return false }
      state.pendingTransaction = transaction
      return true
    }
    if isNew { enqueueRerun() }
  }

  /// Hands the pending re-run to the main actor's batched drain, or to a task on the
  /// observation's own actor.
  private func enqueueRerun() {
    if isMainActor {
      ObservationScheduler.shared.schedule(self)
    } else {
      let isolation = isolation
      Task { [weak self] in
        await Observer.perform(on: isolation) { self?.runPending() }
      }
    }
  }

  /// Runs `operation` on `actor` (or, for `nil`, on the global executor).
  private static func perform(
    on actor: isolated (any Actor)?,
    _ operation: () -> Void
  ) {
    operation()
  }
}
