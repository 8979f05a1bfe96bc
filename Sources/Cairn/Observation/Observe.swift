/// Runs `apply` now, then again after any observable property it read changes.
///
/// Only the properties the last run actually read are tracked, and re-runs happen after the
/// change, so they see the new values. All the changes made in one synchronous stretch of
/// main-actor code cause a single re-run. A change made while `apply` itself is running, to
/// a property that the previous run had read, causes one more run afterwards, so it is not lost.
///
/// The re-runs last as long as the returned token: cancel it or let it go to stop them. The
/// token, not the observed objects, owns `apply`, so releasing the token releases whatever
/// `apply` captured.
///
/// ```swift
/// let token = observe { label.text = model.title }
/// ```
///
/// In tests, `await settleObservations()` waits until every pending re-run has happened.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  observe { _ in apply() }
}

/// Runs `apply` now and after every change to what it read, handing it the transaction of the
/// write that caused the change.
///
/// The first run receives the current ``UITransaction``. A re-run receives the transaction in
/// effect when the first change of its burst was made: the one a ``UIBinding/transaction(_:)``
/// or ``withUITransaction(_:_:)`` attached to the write.
@MainActor
public func observe(_ apply: @escaping @MainActor (UITransaction) -> Void) -> ObserveToken {
  let observer = Observer(apply)
  observer.run(with: UITransaction.current)
  return ObserveToken { [observer] in observer.cancel() }
}
