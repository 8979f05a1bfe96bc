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
  /// The rows in their order (by position, then id).
  private(set) var rows: [StoredRow]
  /// The rows by id.
  private(set) var byID: [String: StoredRow]

  /// A snapshot of `rows`.
  init(rows: [StoredRow] = []) {
    self.rows = rows.sorted(by: Self.precedes)
    self.byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The elements in order.
  var elements: [JSONValue] { rows.map(\.data) }

  /// Replaces or inserts the given rows and removes `deleted`, keeping the order. A few rows
  /// (a save's, a notification's) are each found by binary search on their position and id;
  /// many (a whole read) are sorted in with the rest.
  mutating func apply(upserted: [StoredRow], deleted: some Sequence<String>) {
    if upserted.count > 64 {
      for id in deleted { byID[id] = nil }
      for row in upserted { byID[row.id] = row }
      rows = byID.values.sorted(by: Self.precedes)
      return
    }
    for id in deleted {
      guard let old = byID.removeValue(forKey: id) else { continue }
      removeRow(old)
    }
    for row in upserted {
      if let old = byID.updateValue(row, forKey: row.id) {
        if old.position == row.position, let index = index(of: old) {
          rows[index] = row
          continue
        }
        removeRow(old)
      }
      rows.insert(row, at: insertionIndex(of: row))
    }
  }

  private static func precedes(_ lhs: StoredRow, _ rhs: StoredRow) -> Bool {
    (lhs.position, lhs.id) < (rhs.position, rhs.id)
  }

  /// The first index whose row does not precede `row`.
  private func insertionIndex(of row: StoredRow) -> Int {
    var (low, high) = (0, rows.count)
    while low < high {
      let middle = (low + high) / 2
      if Self.precedes(rows[middle], row) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private func index(of row: StoredRow) -> Int? {
    let index = insertionIndex(of: row)
    return index < rows.count && rows[index].id == row.id ? index : nil
  }

  private mutating func removeRow(_ row: StoredRow) {
    if let index = index(of: row) {
      rows.remove(at: index)
    } else {
      rows.removeAll { $0.id == row.id }  // never expected: the rows are kept in order
    }
  }
}
