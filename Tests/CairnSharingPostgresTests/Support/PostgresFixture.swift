import CairnSharing
import CairnSharingPostgres
import CairnTestSupport
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Logging
import PostgresNIO
import Testing

/// A row of the collections these tests share: a small standup.
struct Meeting: Codable, Identifiable, Sendable, Hashable {
  var id: String
  var title: String
  var minutes: Int = 5
  var attendees: IdentifiedArrayOf<Attendee> = []
}

/// An attendee of a ``Meeting``: an array of identified objects inside a row.
struct Attendee: Codable, Identifiable, Sendable, Hashable {
  var id: String
  var name: String
}

/// Clients of one throwaway cluster, each with a test clock for its reconnection delays.
struct PostgresFixture {
  let cluster: PostgresTestCluster
  let logger = Logger(label: "cairn.tests.sharing.postgres")

  /// A new client of the cluster (as a second process would have), over the unix socket.
  func client(clock: TestClock<Duration> = TestClock()) -> PostgresSharingClient {
    withDependencies {
      $0.continuousClock = clock
    } operation: {
      PostgresSharingClient(
        socketPath: cluster.socketPath, user: cluster.user, database: cluster.database,
        logger: logger)
    }
  }

  /// A plain connection for looking at (or damaging) the rows directly.
  func connection() async throws -> PostgresConnection {
    try await PostgresConnection.connect(
      configuration: PostgresConnection.Configuration(
        unixSocketPath: cluster.socketPath, username: cluster.user, password: nil,
        database: cluster.database),
      id: 99, logger: logger)
  }
}

/// Loads `key` as `@Shared` does.
func load<Key: SharedKey>(_ key: Key) async throws -> Key.Value? {
  try await withCheckedThrowingContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation { continuation.resume(with: $0) })
  }
}

/// Saves `value` through `key` as `@Shared` does, returning once the save completed.
func save<Key: SharedKey>(_ value: Key.Value, _ key: Key) async throws {
  try await withCheckedThrowingContinuation {
    (continuation: CheckedContinuation<Void, any Error>) in
    key.save(
      value, context: .didSet,
      continuation: SaveContinuation {
        continuation.resume(with: $0.map { _ in () })
      })
  }
}

/// What a subscription delivered, latest last.
final class Received<Value: Sendable>: Sendable {
  let values = LockIsolated<[Value]>([])
  var latest: Value? { values.value.last }
  var subscriber: SharedSubscriber<Value> {
    SharedSubscriber { [values] result in
      if case .success(let value?) = result { values.withValue { $0.append(value) } }
    }
  }
}

/// Polls `condition` until it holds or `timeout` passes (a real database is involved, so
/// there is no clock to control), advancing `clock` so pending reconnection delays elapse.
func eventually(
  _ description: String, timeout: Duration = .seconds(20),
  isolation: isolated (any Actor)? = #isolation,
  advancing clock: TestClock<Duration>? = nil,
  _ condition: () async throws -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while try await !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("timed out waiting until \(description)")
      throw CancellationError()
    }
    if let clock { await clock.advance(by: .seconds(10)) }
    try await Task.sleep(for: .milliseconds(5))
  }
}
