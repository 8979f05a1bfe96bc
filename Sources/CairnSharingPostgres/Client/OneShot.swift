import ConcurrencyExtras

/// An outcome that is settled once and awaited by one waiter: the first ``resolve(_:)`` wins,
/// later ones are ignored, and ``wait()`` returns it whether it came before or after.
final class OneShot: Sendable {
  private struct State {
    var result: Result<Void, any Error>?
    var waiter: CheckedContinuation<Void, any Error>?
  }

  private let state = LockIsolated(State())

  /// Settles the outcome, if it is not settled yet.
  func resolve(_ result: Result<Void, any Error>) {
    let waiter = state.withValue { state -> CheckedContinuation<Void, any Error>? in
      guard state.result == nil else { return nil }
      state.result = result
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(with: result)
  }

  /// Returns once the outcome is settled, or throws its error.
  func wait() async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      let settled = state.withValue { state -> Result<Void, any Error>? in
        if let result = state.result { return result }
        state.waiter = continuation
        return nil
      }
      if let settled { continuation.resume(with: settled) }
    }
  }
}
