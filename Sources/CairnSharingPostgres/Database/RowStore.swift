import Foundation
import Logging
import PostgresNIO

/// The statements that read and write a shared collection's rows in `cairn_shared_rows`.
enum RowStore {
  /// The channel every write notifies on.
  static let channel = "cairn_shared"

  /// A row whose version changed between the read and the write: the write is retried.
  struct VersionConflict: Error {}

  /// What a committed write did.
  struct Written: Sendable {
    /// Rows as they now are in the database (merged), with their new versions.
    var upserted: [StoredRow] = []
    /// Rows this write deleted, and rows it meant to update that another process had deleted.
    var deleted: [String] = []
  }

  /// Every row of `collection`, in order.
  static func all(
    _ collection: String, on connection: PostgresConnection, logger: Logger
  ) async throws -> [StoredRow] {
    try await rows(
      connection.query(
        """
        SELECT id, position, version, data::text FROM cairn_shared_rows
        WHERE collection = \(collection) ORDER BY position, id
        """, logger: logger))
  }

  /// The rows of `collection` with the given ids.
  static func rows(
    _ collection: String, ids: [String], on connection: PostgresConnection, logger: Logger
  ) async throws -> [StoredRow] {
    guard !ids.isEmpty else { return [] }
    return try await rows(
      connection.query(
        """
        SELECT id, position, version, data::text FROM cairn_shared_rows
        WHERE collection = \(collection) AND id = ANY(\(ids))
        """, logger: logger))
  }

  /// The id and version of every row of `collection` (to find what changed while away).
  static func versions(
    _ collection: String, on connection: PostgresConnection, logger: Logger
  ) async throws -> [String: Int64] {
    var versions: [String: Int64] = [:]
    for try await (id, version) in try await connection.query(
      "SELECT id, version FROM cairn_shared_rows WHERE collection = \(collection)",
      logger: logger
    ).decode((String, Int64).self) {
      versions[id] = version
    }
    return versions
  }

  private static func rows(_ sequence: PostgresRowSequence) async throws -> [StoredRow] {
    var rows: [StoredRow] = []
    for try await (id, position, version, text) in sequence.decode(
      (String, Double, Int64, String).self)
    {
      rows.append(
        StoredRow(id: id, position: position, version: version, data: try JSONValue(jsonText: text))
      )
    }
    return rows
  }

  /// Writes `changes` in one transaction: inserts, deletes, and for each changed row a
  /// three-way merge of the app's edit into the row as it is now, guarded by the version read
  /// (a concurrent write throws ``VersionConflict`` and nothing is committed). Ends with a
  /// notification naming the rows and their new versions.
  static func write(
    _ changes: CollectionChanges, to collection: String, origin: String,
    on connection: PostgresConnection, logger: Logger
  ) async throws -> Written {
    try await connection.query("BEGIN", logger: logger)
    do {
      let written = try await writeInTransaction(
        changes, to: collection, origin: origin, on: connection, logger: logger)
      try await connection.query("COMMIT", logger: logger)
      return written
    } catch {
      _ = try? await connection.query("ROLLBACK", logger: logger)
      throw error
    }
  }

  /// ``write(_:to:origin:on:logger:)``, run again (on the rows as they are then) when another
  /// process wrote one of the rows between the read and the write, up to 20 times.
  static func writeRetryingConflicts(
    _ changes: CollectionChanges, to collection: String, origin: String,
    on connection: PostgresConnection, logger: Logger
  ) async throws -> Written {
    var attempt = 0
    while true {
      attempt += 1
      do {
        return try await write(
          changes, to: collection, origin: origin, on: connection, logger: logger)
      } catch is VersionConflict where attempt < 20 {
        continue
      }
    }
  }

  private static func writeInTransaction(
    _ changes: CollectionChanges, to collection: String, origin: String,
    on connection: PostgresConnection, logger: Logger
  ) async throws -> Written {
    let writes = changes.updated + changes.inserted
    let theirs = Dictionary(
      try await rows(collection, ids: writes.map(\.id), on: connection, logger: logger)
        .map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var written = Written()
    for write in writes {
      guard let current = theirs[write.id] else {
        if write.base != nil {
          written.deleted.append(write.id)  // deleted by another process: the deletion stands
          continue
        }
        let inserted = try await connection.query(
          """
          INSERT INTO cairn_shared_rows (collection, id, position, data)
          VALUES (\(collection), \(write.id), \(write.position), \(write.mine.jsonText)::jsonb)
          ON CONFLICT (collection, id) DO NOTHING RETURNING version
          """, logger: logger
        ).decode(Int64.self).collect()
        guard let version = inserted.first else { throw VersionConflict() }
        written.upserted.append(
          StoredRow(id: write.id, position: write.position, version: version, data: write.mine))
        continue
      }
      let merged = ThreeWayMerge.merge(base: write.base, mine: write.mine, theirs: current.data)
      let position = write.positionChanged ? write.position : current.position
      if merged == current.data, position == current.position {
        written.upserted.append(current)
        continue
      }
      let updated = try await connection.query(
        """
        UPDATE cairn_shared_rows
        SET data = \(merged.jsonText)::jsonb, position = \(position),
            version = version + 1, updated_at = now()
        WHERE collection = \(collection) AND id = \(write.id) AND version = \(current.version)
        RETURNING version
        """, logger: logger
      ).decode(Int64.self).collect()
      guard let version = updated.first else { throw VersionConflict() }
      written.upserted.append(
        StoredRow(id: write.id, position: position, version: version, data: merged))
    }
    if !changes.deleted.isEmpty {
      let deleted = try await connection.query(
        """
        DELETE FROM cairn_shared_rows
        WHERE collection = \(collection) AND id = ANY(\(changes.deleted)) RETURNING id
        """, logger: logger
      ).decode(String.self).collect()
      written.deleted += deleted
      // Rows already deleted elsewhere are gone either way.
      written.deleted += changes.deleted.filter { !deleted.contains($0) }
    }
    let payload = ChangeNotification(
      origin: origin, collection: collection,
      versions: Dictionary(
        written.upserted.map { ($0.id, $0.version) }, uniquingKeysWith: { first, _ in first }),
      deleted: written.deleted
    ).payload
    try await connection.query("SELECT pg_notify(\(channel), \(payload))", logger: logger)
    return written
  }
}

extension AsyncSequence {
  /// Every element, in order.
  func collect() async throws -> [Element] {
    var elements: [Element] = []
    for try await element in self { elements.append(element) }
    return elements
  }
}
