import CairnTestSupport
import Foundation
import Logging
import PostgresNIO
import Testing

/// The throwaway cluster the PostgreSQL tests run against: it starts, answers over its unix
/// socket and its loopback port, keeps its data across a stop and a start, and goes away.
@Suite(
  "Throwaway PostgreSQL cluster",
  .enabled(
    if: PostgresBinaries.isAvailable,
    "PostgreSQL is not installed (apt-get install postgresql); these tests need initdb and postgres"
  )
)
struct PostgresTestClusterTests {
  let logger = Logger(label: "cairn.tests.postgres")

  func connect(_ cluster: PostgresTestCluster, socket: Bool) async throws -> PostgresConnection {
    let configuration =
      socket
      ? PostgresConnection.Configuration(
        unixSocketPath: cluster.socketPath, username: cluster.user, password: nil,
        database: cluster.database)
      : PostgresConnection.Configuration(
        host: cluster.host, port: cluster.port, username: cluster.user, password: nil,
        database: cluster.database, tls: .disable)
    return try await PostgresConnection.connect(
      configuration: configuration, id: 1, logger: logger)
  }

  @Test func startsStopsAndKeepsItsDataAcrossARestart() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let folder = cluster.folder

    let first = try await connect(cluster, socket: true)
    defer { Task { try? await first.close() } }
    try await first.query("CREATE TABLE kept (value text)", logger: logger)
    try await first.query("INSERT INTO kept VALUES ('survives')", logger: logger)
    try await first.close()

    try await cluster.stop()
    #expect(!cluster.isRunning)
    await #expect(throws: (any Error).self) { try await connect(cluster, socket: false) }

    try await cluster.start()
    let second = try await connect(cluster, socket: false)
    defer { Task { try? await second.close() } }
    var values: [String] = []
    for try await value in try await second.query("SELECT value FROM kept", logger: logger)
      .decode(String.self)
    {
      values.append(value)
    }
    try await second.close()
    #expect(values == ["survives"])

    cluster.destroy()
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func aKilledClusterRecoversItsCommittedData() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let connection = try await connect(cluster, socket: true)
    defer { Task { try? await connection.close() } }
    try await connection.query("CREATE TABLE kept (value int)", logger: logger)
    try await connection.query("INSERT INTO kept VALUES (7)", logger: logger)
    cluster.kill()
    try? await connection.close()
    try await cluster.start()
    let again = try await connect(cluster, socket: true)
    defer { Task { try? await again.close() } }
    var values: [Int] = []
    for try await value in try await again.query("SELECT value FROM kept", logger: logger)
      .decode(Int.self)
    {
      values.append(value)
    }
    try await again.close()
    #expect(values == [7])
  }
}
