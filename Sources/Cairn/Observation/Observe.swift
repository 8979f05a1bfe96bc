/// Runs `apply` now, then again after any observable property it read changes.
///
/// Only the properties the last run actually read are tracked, and re-runs happen after the
/// change, so they see the new values. A change made while `apply` itself is running, to a
/// property that the previous run had read, causes one more run afterwards, so it is not lost.
///
/// `apply` runs on the actor `observe` is called from, every time: a view model's
/// observation on the main actor, an actor's observation of its own state on that actor.
/// On the main actor all the changes made in one synchronous stretch of code cause a single
/// re-run, batched with every other main-actor observation. Elsewhere, a burst of changes
/// still causes one re-run per observation, but each re-run is a task that hops to the
/// actor, so it costs a task and an actor hop, and no batching spans observations. Called
/// outside any actor, re-runs happen on the global executor, one at a time.
///
/// In an actor, capture `self` strongly: Swift leaves a closure that captures `self` weakly
/// outside the actor, so it could not read the actor's state. Cancel the token (say, in the
/// actor's `stop()`) to break the cycle.
///
/// The re-runs last as long as the returned token: cancel it or let it go to stop them. The
/// token, not the observed objects, owns `apply`, so releasing the token releases whatever
/// `apply` captured.
///
/// ```swift
/// let token = observe { label.text = model.title }
/// ```
///
/// In tests, `await settleObservations()` waits until every pending main-actor re-run has
/// happened.
///
/// - Parameters:
///   - isolation: The actor `apply` belongs to; leave it to the default, the caller's.
///   - apply: The closure to run now and after every change to what it read.
public func observe(
  isolation: isolated (any Actor)? = #isolation,
  _ apply: @escaping () -> Void
) -> ObserveToken {
  observe(isolation: isolation) { _ in apply() }
}

/// Runs `apply` now and after every change to what it read, handing it the transaction of the
/// write that caused the change.
///
/// The first run receives the current ``UITransaction``. A re-run receives the transaction in
/// effect when the first change of its burst was made: the one a ``UIBinding/transaction(_:)``
/// or ``withUITransaction(_:_:)`` attached to the write. Like the form without a transaction,
/// `apply` always runs on the caller's actor.
public func observe(
  isolation: isolated (any Actor)? = #isolation,
  _ apply: @escaping (UITransaction) -> Void
) -> ObserveToken {
  observe(isolation: isolation, phase: .update, apply)
}

/// Runs `apply` now and after every change to what it read, in `phase` of each batch of
/// main-actor re-runs: a renderer observes in ``ObservationPhase/display``, so it draws the state
/// that every ``ObservationPhase/update`` re-run of the batch (a controller's `observe` that
/// pushes a screen, say) leaves behind, once.
public func observe(
  isolation: isolated (any Actor)? = #isolation,
  phase: ObservationPhase,
  _ apply: @escaping (UITransaction) -> Void
) -> ObserveToken {
  let observer = Observer(isolation: isolation, phase: phase, apply)
  observer.run(with: UITransaction.current)
  return ObserveToken(cancelling: observer)
}

/// When an observation re-runs within a batch of main-actor changes.
public enum ObservationPhase: Sendable {
  /// As soon as the batch runs: view models and controllers keeping their state and views in
  /// step.
  case update
  /// After every ``update`` re-run of the batch has finished, including those that re-runs
  /// caused: for renderers, which should draw the state the batch ends in.
  case display
}
