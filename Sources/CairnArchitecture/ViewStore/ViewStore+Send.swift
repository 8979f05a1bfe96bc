import Cairn
import Observation
import Synchronization

extension ViewStore {
  /// Sends `action` with `animation` as the transaction's animation, so the render it causes
  /// is drawn with it (`UIAnimation` is `Animation` in CairnWeb).
  @discardableResult
  public func send(_ action: ViewAction, animation: UIAnimation?) -> StoreTask {
    withUITransaction(\.animation, animation) { send(action) }
  }

  /// Sends `action` inside `transaction`.
  @discardableResult
  public func send(_ action: ViewAction, transaction: UITransaction) -> StoreTask {
    withUITransaction(transaction) { send(action) }
  }

  /// Sends `action` and suspends while `predicate` holds for the observed state; cancelling
  /// the waiting task cancels the action's effects.
  ///
  /// ```swift
  /// .refreshable { await viewStore.send(.refresh, while: \.isLoading) }
  /// ```
  public func send(
    _ action: ViewAction,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = send(action)
    await withTaskCancellationHandler {
      await yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Sends `action` with `animation` and suspends while `predicate` holds for the observed
  /// state.
  public func send(
    _ action: ViewAction,
    animation: UIAnimation?,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = send(action, animation: animation)
    await withTaskCancellationHandler {
      await yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Suspends while `predicate` holds for the observed state, or until the task is
  /// cancelled.
  public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
    while !Task.isCancelled, predicate(state) {
      await nextChange()
    }
  }

  /// Suspends until the store's state next changes, or the task is cancelled.
  private func nextChange() async {
    let waiter = ChangeWaiter()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        waiter.arm(continuation)
        withObservationTracking {
          _ = store.state
        } onChange: {
          waiter.resume()
        }
      }
    } onCancel: {
      waiter.resume()
    }
  }
}

/// Resumes a continuation once, from whichever comes first: a change or a cancellation.
private final class ChangeWaiter: Sendable {
  private enum Phase {
    case waiting(CheckedContinuation<Void, Never>?)
    case resumed
  }
  private let phase = Mutex(Phase.waiting(nil))

  func arm(_ continuation: CheckedContinuation<Void, Never>) {
    let resumeNow = phase.withLock { phase -> Bool in
      guard case .waiting = phase else { return true }
      phase = .waiting(continuation)
      return false
    }
    if resumeNow { continuation.resume() }
  }

  func resume() {
    let continuation = phase.withLock { phase -> CheckedContinuation<Void, Never>? in
      guard case .waiting(let continuation) = phase else { return nil }
      phase = .resumed
      return continuation
    }
    continuation?.resume()
  }
}
