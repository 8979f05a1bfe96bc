import Foundation
import Observation
import Testing

/// A wait that ran past its failsafe timeout.
struct WaitTimedOut: Error, CustomStringConvertible {
  let description: String
}

/// Whether `stream` produced an element within `timeout` (a failsafe against a hang, not a
/// schedule: the wait ends at the event).
func firstEvent(of stream: AsyncStream<Void>, within timeout: Duration) async throws -> Bool {
  try await withThrowingTaskGroup(of: Bool.self) { group in
    group.addTask {
      for await _ in stream { return true }
      return false
    }
    group.addTask {
      try await Task.sleep(for: timeout)
      return false
    }
    let first = try await group.next() ?? false
    group.cancelAll()
    return first
  }
}

/// Waits until `condition` holds, re-checking it each time observable state it read changes
/// (a client's status, a `@Shared` value, what a subscription received); fails the test if it
/// does not hold within `timeout`, a failsafe.
@MainActor
func waitUntil(
  _ description: String, timeout: Duration = .seconds(30),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: @MainActor () -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while true {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let holds = withObservationTracking(condition, onChange: { continuation.yield() })
    if holds { return }
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero, try await firstEvent(of: stream, within: left) else {
      Issue.record("timed out waiting until \(description)", sourceLocation: sourceLocation)
      throw WaitTimedOut(description: description)
    }
  }
}
