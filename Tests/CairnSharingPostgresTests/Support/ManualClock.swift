import ConcurrencyExtras
import Foundation

/// A clock whose sleeps end only when the test says so, and that tells the test when something
/// sleeps on it: a client's reconnection delay is then a step the test takes, never a race
/// with a real timer.
final class ManualClock: Clock, Sendable {
  /// A point on the clock: how far it was advanced.
  struct Instant: InstantProtocol, Hashable {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var delay: Duration
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [UUID: Sleeper] = [:]
    var watchers: [UUID: AsyncStream<Void>.Continuation] = [:]
  }

  private let state = LockIsolated(State())

  var now: Instant { state.value.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let watchers = state.withValue { state -> [AsyncStream<Void>.Continuation] in
          state.sleepers[id] = Sleeper(
            delay: state.now.duration(to: deadline), continuation: continuation)
          return Array(state.watchers.values)
        }
        for watcher in watchers { watcher.yield() }
        // Cancelled before the sleeper was registered: the handler found nothing to end.
        if Task.isCancelled {
          let sleeper = state.withValue { $0.sleepers.removeValue(forKey: id) }
          sleeper?.continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withValue { $0.sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Waits until something sleeps on the clock (for up to `timeout`, a failsafe), then ends
  /// every sleep, moving the clock past the longest; returns the delays that were asked for.
  @discardableResult
  func wakeSleepers(timeout: Duration = .seconds(30)) async throws -> [Duration] {
    try await waitForSleepers(timeout: timeout)
    let woken = state.withValue { state -> [Sleeper] in
      let woken = Array(state.sleepers.values)
      state.sleepers = [:]
      state.now = state.now.advanced(by: woken.map(\.delay).max() ?? .zero)
      return woken
    }
    for sleeper in woken { sleeper.continuation.resume() }
    return woken.map(\.delay)
  }

  /// Waits until something sleeps on the clock (for up to `timeout`, a failsafe) and returns
  /// the delays asked for, leaving them asleep.
  @discardableResult
  func waitForSleepers(timeout: Duration = .seconds(30)) async throws -> [Duration] {
    let watcher = UUID()
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let waiting = state.withValue { state in
      state.watchers[watcher] = continuation
      return state.sleepers.isEmpty
    }
    defer { _ = state.withValue { $0.watchers.removeValue(forKey: watcher) } }
    if waiting {
      guard try await firstEvent(of: stream, within: timeout) else {
        throw WaitTimedOut(description: "nothing slept on the clock within \(timeout)")
      }
    }
    return state.value.sleepers.values.map(\.delay)
  }
}
