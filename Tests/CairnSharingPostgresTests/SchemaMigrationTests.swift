import CairnTestSupport
import Logging
import PostgresNIO
import Testing

@testable import CairnSharingPostgres

/// The schema is created on start, brought up to date from an older version, and two
/// processes starting at once against a fresh database do not trip over each other.
@Suite(
  "Schema creation and migration",
  .enabled(
    if: PostgresBinaries.isAvailable,
    "PostgreSQL is not installed (apt-get install postgresql); these tests start a throwaway cluster"
  ))
struct SchemaMigrationTests {
  func applied(_ connection: PostgresConnection, _ logger: Logger) async throws -> [Int] {
    try await connection.query(
      "SELECT version FROM cairn_schema_migrations ORDER BY version", logger: logger
    ).decode(Int.self).collect()
  }

  @Test func aClientCreatesTheSchemaOnStart() async throws {
    try await PostgresFixture.run { fixture in
      #expect(try await load(fixture.meetings(fixture.client())) == [])
      let connection = try await fixture.connection()
      defer { Task { try? await connection.close() } }
      #expect(try await applied(connection, fixture.logger) == [1, 2, 3])
      try await connection.close()
    }
  }

  @Test func anOlderSchemaIsMigratedKeepingItsRows() async throws {
    try await PostgresFixture.run { fixture in
      let connection = try await fixture.connection()
      defer { Task { try? await connection.close() } }
      #expect(
        try await SchemaMigrations.migrate(connection, upTo: 1, logger: fixture.logger) == [1])
      try await connection.query(
        """
        INSERT INTO cairn_shared_rows (collection, id, position, data)
        VALUES ('meetings', 'm1', 0, '{"id":"m1","title":"Kept","minutes":5,"attendees":[]}')
        """, logger: fixture.logger)

      let loaded = try await load(fixture.meetings(fixture.client()))
      #expect(loaded?.map(\.title) == ["Kept"])
      #expect(try await applied(connection, fixture.logger) == [1, 2, 3])
      // Running the migrations again changes nothing.
      #expect(try await SchemaMigrations.migrate(connection, logger: fixture.logger) == [])
      try await connection.close()
    }
  }

  @Test func twoProcessesMigratingAtOnceApplyEachMigrationOnce() async throws {
    try await PostgresFixture.run { fixture in
      let first = try await fixture.connection()
      defer { Task { try? await first.close() } }
      let second = try await fixture.connection()
      defer { Task { try? await second.close() } }
      async let a = SchemaMigrations.migrate(first, logger: fixture.logger)
      async let b = SchemaMigrations.migrate(second, logger: fixture.logger)
      let (ranA, ranB) = try await (a, b)
      #expect((ranA + ranB).sorted() == [1, 2, 3])
      #expect(ranA.isEmpty || ranB.isEmpty)
      #expect(try await applied(first, fixture.logger) == [1, 2, 3])
      try await first.close()
      try await second.close()
    }
  }
}
