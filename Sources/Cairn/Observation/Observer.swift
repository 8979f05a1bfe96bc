import ConcurrencyExtras
import Foundation
@_spi(SwiftUI) import Observation

/// One live ``observe(_:)-(()->Void)``: runs the closure under observation tracking and asks the
/// scheduler for a re-run when something it read changes.
///
/// Each run installs a tracking that stays armed (it fires on every change) until the *next*
/// run has finished. So while run *n + 1* executes, the tracking of run *n* still listens, and
/// a change made during the run to a property the previous run read marks the observer dirty
/// instead of being lost. The public `withObservationTracking(_:onChange:)` cannot do this: it
/// fires once and only registers after its closure returns.
@MainActor
final class Observer {
  private let apply: @MainActor (UITransaction) -> Void
  private let cancelled = LockIsolated(false)
  private var generation = 0
  private var completedGeneration = 0
  private var isRunning = false
  private var isDirtyDuringRun = false
  private var pendingTransaction: UITransaction?
  private var armedTrackings: [Int: ObservationTracking] = [:]

  init(_ apply: @escaping @MainActor (UITransaction) -> Void) {
    self.apply = apply
  }

  /// Whether the observer was cancelled; safe to ask from any thread.
  nonisolated var isCancelled: Bool { cancelled.value }

  /// Stops all future runs; safe to call from any thread.
  nonisolated func cancel() {
    cancelled.setValue(true)
  }

  /// Runs the closure under tracking, then retires the tracking of the run before it.
  func run(with transaction: UITransaction) {
    guard !isCancelled else { return }
    generation += 1
    let runGeneration = generation
    isRunning = true
    isDirtyDuringRun = false
    withObservationTracking {
      apply(transaction)
    } willSet: { [weak self] tracking in
      Observer.trackingFired(self, tracking: tracking, generation: runGeneration)
    }
    isRunning = false
    completedGeneration = runGeneration
    for (trackingGeneration, tracking) in armedTrackings where trackingGeneration < runGeneration {
      tracking.cancel()
      armedTrackings[trackingGeneration] = nil
    }
    if isDirtyDuringRun {
      scheduleRerun(transaction: UITransaction.current)
    }
  }

  /// Runs the pending re-run, if one is still wanted.
  func runPending() {
    guard let transaction = pendingTransaction else { return }
    pendingTransaction = nil
    run(with: transaction)
  }

  /// Called from a property's `willSet`, on whatever thread mutated it.
  nonisolated private static func trackingFired(
    _ observer: Observer?,
    tracking: ObservationTracking,
    generation: Int
  ) {
    guard let observer, !observer.isCancelled else {
      tracking.cancel()
      return
    }
    let transaction = UITransaction.current
    if Thread.isMainThread {
      MainActor.assumeIsolated {
        observer.noteChange(tracking: tracking, generation: generation, transaction: transaction)
      }
    } else {
      ObservationScheduler.shared.hop {
        observer.noteChange(tracking: tracking, generation: generation, transaction: transaction)
      }
    }
  }

  private func noteChange(tracking: ObservationTracking, generation: Int, transaction: UITransaction) {
    guard !isCancelled, generation >= completedGeneration else {
      tracking.cancel()
      return
    }
    armedTrackings[generation] = tracking
    if isRunning {
      isDirtyDuringRun = true
    } else {
      scheduleRerun(transaction: transaction)
    }
  }

  private func scheduleRerun(transaction: UITransaction) {
    guard pendingTransaction == nil else { return }
    pendingTransaction = transaction
    ObservationScheduler.shared.schedule(self)
  }
}
