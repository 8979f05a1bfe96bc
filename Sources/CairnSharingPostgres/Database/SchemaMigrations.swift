import Logging
import PostgresNIO

/// The tables shared collections live in, created and brought up to date when a client
/// connects.
///
/// Each migration runs once per database, in order, recorded in `cairn_schema_migrations`.
/// All of it happens in one transaction holding a transaction-scoped advisory lock, so two
/// processes starting at once against a fresh database take turns: the second finds the
/// migrations recorded and does nothing.
enum SchemaMigrations {
  /// The advisory lock's key ("cairn" in ASCII), shared by every Cairn process.
  static let lockKey: Int64 = 0x63_6169_726E

  /// The migrations, in order; a migration's number is its index plus one. Never edit one
  /// that has shipped: append a new one.
  static let all: [String] = [
    """
    CREATE TABLE cairn_shared_rows (
      collection text NOT NULL,
      id text NOT NULL,
      position double precision NOT NULL,
      data jsonb NOT NULL,
      version bigint NOT NULL DEFAULT 1,
      PRIMARY KEY (collection, id)
    )
    """,
    """
    ALTER TABLE cairn_shared_rows
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()
    """,
    """
    CREATE INDEX cairn_shared_rows_order ON cairn_shared_rows (collection, position, id)
    """,
  ]

  /// Brings the schema up to migration `target` (all of them by default); returns the numbers
  /// of the migrations this call applied.
  @discardableResult
  static func migrate(
    _ connection: PostgresConnection, upTo target: Int = all.count, logger: Logger
  ) async throws -> [Int] {
    try await connection.query("BEGIN", logger: logger)
    do {
      try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
      try await connection.query(
        """
        CREATE TABLE IF NOT EXISTS cairn_schema_migrations (
          version integer PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )
        """, logger: logger)
      var applied: Set<Int> = []
      for try await version in try await connection.query(
        "SELECT version FROM cairn_schema_migrations", logger: logger
      ).decode(Int.self) {
        applied.insert(version)
      }
      var ran: [Int] = []
      for (index, sql) in all.prefix(target).enumerated() where !applied.contains(index + 1) {
        try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        try await connection.query(
          "INSERT INTO cairn_schema_migrations (version) VALUES (\(index + 1))", logger: logger)
        ran.append(index + 1)
      }
      try await connection.query("COMMIT", logger: logger)
      if !ran.isEmpty { logger.info("applied schema migrations \(ran)") }
      return ran
    } catch {
      _ = try? await connection.query("ROLLBACK", logger: logger)
      throw error
    }
  }
}
