import CairnSharingPostgres
import Testing

/// `postgres://` URLs as `standups --database` takes them.
@Suite("Database URLs")
struct PostgresLocationTests {
  @Test func aTCPURL() throws {
    let location = try PostgresLocation(url: "postgres://standups:secret@db.local:6543/team")
    #expect(location.endpoint == .tcp(host: "db.local", port: 6543))
    #expect(location.user == "standups")
    #expect(location.password == "secret")
    #expect(location.database == "team")
    #expect(!location.description.contains("secret"))
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
}
