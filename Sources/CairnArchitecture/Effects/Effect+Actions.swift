import ConcurrencyExtras

extension Effect where Action: Sendable {
  /// The actions this effect sends, run on its own, outside any store: merged effects run at
  /// the same time, concatenated ones one after another, and the stream ends when all have
  /// finished. Ending the iteration early cancels the effect.
  ///
  /// ```swift
  /// for await action in Effect<Int>.merge(.send(1), .send(2)).actions { … }
  /// ```
  ///
  /// Run alone there is no store to scope cancellation ids to: `cancellable(id:)` and
  /// `cancel(id:)` have no effect here.
  public var actions: AsyncStream<Action> {
    let effect = UncheckedSendable(self)
    return AsyncStream { continuation in
      let task = Task { @MainActor in
        await effect.value.runAlone { continuation.yield($0) }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  @MainActor
  private func runAlone(_ send: @escaping @MainActor @Sendable (Action) -> Void) async {
    switch operation {
    case .none, .cancel:
      return
    case .send(let action):
      send(action)
    case .run(_, let operation):
      await operation(Send(send: send))
    case .merge(let effects):
      let tasks = effects.map { effect in
        let effect = UncheckedSendable(effect)
        return Task { @MainActor in await effect.value.runAlone(send) }
      }
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await effect.runAlone(send)
      }
    case .cancellable(let effect, _, _):
      await effect.runAlone(send)
    }
  }
}
