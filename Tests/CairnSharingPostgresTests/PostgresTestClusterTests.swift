import Foundation
import Logging
import PostgresNIO
import Testing

@testable import CairnTestSupport

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

/// A test process that dies leaves no server behind: its watcher shuts the server down, and
/// what the watcher could not stop is removed when the next cluster starts.
@Suite(
  "Throwaway clusters outlive no test process",
  .enabled(
    if: PostgresBinaries.isAvailable,
    "PostgreSQL is not installed (apt-get install postgresql); these tests need initdb and postgres"
  )
)
struct PostgresClusterCleanupTests {
  @Test func theServerShutsDownWhenTheProcessThatStartedItEnds() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let server = try #require(cluster.processIdentifier)
    cluster.endWatchForTesting()
    #expect(await cluster.waitUntilExited(timeout: .seconds(30)))
    #expect(kill(server, 0) != 0, "the server is gone")
  }

  @Test func aClusterWhoseProcessEndedIsRemovedWhenAnotherStarts() async throws {
    let orphan = try await PostgresTestCluster.start()
    defer { orphan.destroy() }
    orphan.dismissWatcherForTesting()
    // Hand it to a process that has ended.
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    try Data("\(ended.processIdentifier) 0".utf8).write(
      to: orphan.folder.appendingPathComponent("owner"))

    let next = try await PostgresTestCluster.start()
    defer { next.destroy() }
    #expect(await orphan.waitUntilExited(timeout: .seconds(30)), "the orphan's server is killed")
    #expect(!FileManager.default.fileExists(atPath: orphan.folder.path), "its folder is gone")
    #expect(next.isRunning)
  }
}
