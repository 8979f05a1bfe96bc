/// Sends actions back into the store from an effect: `await send(.factResponse(fact))`.
///
/// Actions sent after the effect was cancelled are dropped, so a cancelled request never
/// delivers a late response.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// A sender that hands actions to `send`.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` to the store, unless the effect was cancelled.
  public func callAsFunction(_ action: sending Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
