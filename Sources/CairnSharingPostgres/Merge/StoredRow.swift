/// One element of a shared collection as the database holds it.
struct StoredRow: Hashable, Sendable {
  /// The element's id, as text.
  var id: String
  /// Where the element sits in the collection: rows are ordered by position, then id.
  var position: Double
  /// Bumped by every write of the row; a write names the version it read.
  var version: Int64
  /// The element, encoded.
  var data: JSONValue
}

/// A collection as last read from (or written to) the database: the base of the next save's
/// three-way merge.
struct CollectionSnapshot: Sendable, Equatable {
  /// The rows in their order.
  var rows: [StoredRow] = []

  /// The rows by id.
  var byID: [String: StoredRow] {
    Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The elements in order.
  var elements: [JSONValue] { rows.map(\.data) }

  /// Replaces or inserts the given rows, removes `deleted`, and re-sorts by position.
  mutating func apply(upserted: [StoredRow], deleted: some Sequence<String>) {
    var byID = self.byID
    for id in deleted { byID[id] = nil }
    for row in upserted { byID[row.id] = row }
    rows = byID.values.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
  }
}
