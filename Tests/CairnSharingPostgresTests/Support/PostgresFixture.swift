import CairnSharingPostgres
import CairnTestSupport
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Logging
import Observation
import PostgresNIO
import Testing

@testable import CairnSharing

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

/// A throwaway cluster and the clients of it a test made (each standing in for a process),
/// shared by every suite that needs a real database.
///
/// ```swift
/// try await PostgresFixture.run { fixture in
///   let a = fixture.client()
///   …
/// }  // every client shut down, the cluster destroyed
/// ```
final class PostgresFixture: Sendable {
  let cluster: PostgresTestCluster
  let logger = Logger(label: "cairn.tests.sharing.postgres")
  private let clients = LockIsolated<[PostgresSharingClient]>([])

  private init(cluster: PostgresTestCluster) {
    self.cluster = cluster
  }

  /// Starts a cluster, runs `body` with it, then shuts every client down and destroys the
  /// cluster, also when `body` throws.
  static func run(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (PostgresFixture) async throws -> Void
  ) async throws {
    let fixture = PostgresFixture(cluster: try await PostgresTestCluster.start())
    do {
      try await body(fixture)
    } catch {
      await fixture.tearDown()
      throw error
    }
    await fixture.tearDown()
  }

  private func tearDown() async {
    for client in clients.value { await client.shutdown() }
    cluster.destroy()
  }

  /// A new client of the cluster (as another process would have), over the unix socket, with
  /// `clock` for its reconnection delays (a ``ManualClock``: nothing retries until the test
  /// wakes it) and the given timeouts.
  func client(
    clock: ManualClock = ManualClock(), timeouts: PostgresTimeouts = PostgresTimeouts()
  ) -> PostgresSharingClient {
    let client = withDependencies {
      $0.continuousClock = clock
    } operation: {
      PostgresSharingClient(
        location: PostgresLocation(
          endpoint: .socket(path: cluster.socketPath), user: cluster.user,
          database: cluster.database),
        timeouts: timeouts, logger: logger)
    }
    clients.withValue { $0.append(client) }
    return client
  }

  /// The `meetings` collection (or `collection`) as `client` has it.
  func meetings(_ client: PostgresSharingClient, _ collection: String = "meetings")
    -> PostgresCollectionKey<Meeting>
  {
    PostgresCollectionKey(collection, database: client)
  }

  /// A plain connection for looking at (or damaging) the rows directly.
  func connection() async throws -> PostgresConnection {
    try await PostgresConnection.connect(
      configuration: PostgresConnection.Configuration(
        unixSocketPath: cluster.socketPath, username: cluster.user, password: nil,
        database: cluster.database),
      id: 99, logger: logger)
  }

  /// The ids and versions of the rows of `collection`, in order.
  func rows(_ collection: String = "meetings") async throws -> [(String, Int64)] {
    let connection = try await connection()
    defer { Task { try? await connection.close() } }
    var rows: [(String, Int64)] = []
    for try await row in try await connection.query(
      """
      SELECT id, version FROM cairn_shared_rows WHERE collection = \(collection)
      ORDER BY position, id
      """, logger: logger
    ).decode((String, Int64).self) {
      rows.append(row)
    }
    return rows
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

/// What a subscription delivered (latest last) and the save results it was told of, observable
/// so a test can wait for them with ``waitUntil(_:timeout:sourceLocation:_:)``.
final class Received<Value: Sendable>: Sendable {
  private let registrar = ObservationRegistrar()
  private let state = LockIsolated<(values: [Value], saves: [Bool])>(([], []))

  /// The latest value delivered.
  var latest: Value? {
    registrar.access(self, keyPath: \.latest)
    return state.value.values.last
  }

  /// Whether each save the key reported on its own succeeded, in order.
  var saveResults: [Bool] {
    registrar.access(self, keyPath: \.saveResults)
    return state.value.saves
  }

  /// Subscribes to `key` until the returned subscription is cancelled.
  func subscribe<Key: SharedKey>(to key: Key) -> SharedSubscription where Key.Value == Value {
    var subscriber = SharedSubscriber<Value> { [self] result in
      guard case .success(let value?) = result else { return }
      registrar.withMutation(of: self, keyPath: \.latest) {
        state.withValue { $0.values.append(value) }
      }
    }
    subscriber.onSaveResult = { [self] result in
      registrar.withMutation(of: self, keyPath: \.saveResults) {
        state.withValue { $0.saves.append((try? result.get()) != nil) }
      }
    }
    return key.subscribe(context: .userInitiated, subscriber: subscriber)
  }
}

extension Received: Observable {}
