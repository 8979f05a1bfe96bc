import CairnSharing
import Dependencies
import IdentifiedCollections
import Testing

@testable import CairnSharingPostgres

/// `postgres://` URLs as `standups --database` takes them.
@Suite("Database URLs")
struct PostgresLocationTests {
  @Test func aTCPURL() throws {
    let location = try PostgresLocation(url: "postgres://standups:secret@db.local:6543/team")
    #expect(location.endpoint == .tcp(host: "db.local", port: 6543))
    #expect(location.user == "standups")
    #expect(location.password == "secret")
    #expect(location.database == "team")
    #expect(location.description == "db.local:6543/team")
  }

  @Test func defaultsForPortAndDatabase() throws {
    let location = try PostgresLocation(url: "postgresql://ann@localhost")
    #expect(location.endpoint == .tcp(host: "localhost", port: 5432))
    #expect(location.database == "ann")
  }

  @Test func aUnixSocketInTheHostQueryItem() throws {
    let location = try PostgresLocation(url: "postgres://ann@/team?host=/run/postgresql")
    #expect(location.endpoint == .socket(path: "/run/postgresql/.s.PGSQL.5432"))
    #expect(location.database == "team")
    #expect(location.description == "/run/postgresql/.s.PGSQL.5432/team")
  }

  @Test func aUnixSocketAsAPercentEncodedHost() throws {
    let location = try PostgresLocation(url: "postgres://ann@%2Ftmp%2Fpg:7000/team")
    #expect(location.endpoint == .socket(path: "/tmp/pg/.s.PGSQL.7000"))
  }

  @Test(arguments: [
    "http://ann@localhost/db", "postgres://localhost/db", "not a url",
    "postgres://ann@localhost/db?sslmode=require",
  ])
  func malformedURLsAreRefusedWithAReason(url: String) {
    #expect(throws: PostgresLocationError.self) { try PostgresLocation(url: url) }
  }

  @Test(arguments: [
    "http://sam:hunter2@db.local:6543/team",
    "postgres://sam:hunter2@db.local:6543/team?sslmode=verify-full",
    "postgres://:hunter2@db.local:6543/team",
  ])
  func aRefusedURLsErrorShowsWhereItPointsButNotItsUserOrPassword(url: String) throws {
    let error = try #require(throws: PostgresLocationError.self) { try PostgresLocation(url: url) }
    #expect(error.url == "db.local:6543/team")
    #expect(error.description.contains("db.local:6543/team"))
    #expect(!error.description.contains("sam") && !error.description.contains("hunter2"))
  }

  @Test func aServerMessageNamingTheUserIsShownWithoutIt() throws {
    let location = try PostgresLocation(url: "postgres://sam:hunter2@db.local/team")
    #expect(
      location.scrub(#"password authentication failed for user "sam" (hunter2)"#)
        == #"password authentication failed for user "…" (…)"#)
    #expect(location.scrub("same samples") == "same samples", "only whole words are removed")
  }

  @MainActor
  @Test func anUnreachableDatabaseIsShownByHostPortAndNameOnly() async throws {
    // Nothing listens on port 1 of the loopback address: every attempt is refused at once.
    let client = try withDependencies {
      $0.continuousClock = ManualClock()
    } operation: {
      try PostgresSharingClient(url: "postgres://sam:hunter2@127.0.0.1:1/team")
    }
    @Shared(.postgres("meetings", database: client)) var meetings: IdentifiedArrayOf<Meeting> = []
    try await waitUntil("the load fails") { $meetings.loadError != nil }
    _ = $meetings.withLock { $0.append(Meeting(id: "m1", title: "Kept")) }
    try await waitUntil("the save fails and the status says so") {
      $meetings.saveError != nil && client.status.message != nil
    }
    let shown = [
      String(describing: $meetings.loadError!), String(describing: $meetings.saveError!),
      client.status.message!, client.status.lastError ?? "",
    ]
    for text in shown {
      #expect(!text.contains("sam") && !text.contains("hunter2"), "\(text)")
    }
    #expect(shown[1].contains("127.0.0.1:1/team"))
    await client.shutdown()
  }
}
