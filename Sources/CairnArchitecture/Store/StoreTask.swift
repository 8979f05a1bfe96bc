/// The effects one `Store.send(_:)` started: await them with ``finish()``, or stop them with
/// ``cancel()``.
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let rawValue: Task<Void, Never>?

  @usableFromInline
  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects.
  public func cancel() {
    rawValue?.cancel()
  }

  /// Waits until the effects have finished; cancelling the waiting task cancels them.
  public func finish() async {
    guard let rawValue else { return }
    await withTaskCancellationHandler {
      await rawValue.value
    } onCancel: {
      rawValue.cancel()
    }
  }

  /// Waits until the effects have finished, as `Task.value` does: cancelling the waiting task
  /// leaves them running (``finish()`` cancels them with it).
  public var value: Void {
    get async { await rawValue?.value }
  }

  /// Whether the effects were cancelled (or there were none to run).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
