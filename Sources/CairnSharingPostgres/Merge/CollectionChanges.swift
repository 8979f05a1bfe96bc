/// What a save writes: the difference between the collection as last known from the database
/// (the base) and the collection as the app now has it (mine), by id.
struct CollectionChanges: Sendable, Equatable {
  /// A row to write: its new position (when it moved or is new) and its element as the app has
  /// it; `base` is the element as last read, `nil` for an inserted row.
  struct Write: Sendable, Equatable {
    var id: String
    var position: Double
    var positionChanged: Bool
    var base: JSONValue?
    var mine: JSONValue
  }

  /// Inserted rows (not in the base).
  var inserted: [Write] = []
  /// Rows in the base whose element or position changed.
  var updated: [Write] = []
  /// Ids of base rows the app no longer has.
  var deleted: [String] = []

  /// Whether there is nothing to write.
  var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

  /// The changes from `base` to `mine` (elements in the app's order, each an object with an
  /// `"id"`). Rows that kept their relative order keep their positions; moved and inserted
  /// rows get positions between their new neighbours, so a move writes only the moved rows.
  init(base: CollectionSnapshot, mine: [JSONValue]) {
    let baseByID = base.byID
    let mineIDs = mine.map { $0.idMember ?? $0.jsonText }
    let mineSet = Set(mineIDs)
    deleted = base.rows.map(\.id).filter { !mineSet.contains($0) }

    let positions = Self.positions(for: mineIDs, base: baseByID)
    for (index, element) in mine.enumerated() {
      let id = mineIDs[index]
      let position = positions[index]
      guard let old = baseByID[id] else {
        inserted.append(
          Write(id: id, position: position, positionChanged: true, base: nil, mine: element))
        continue
      }
      let moved = position != old.position
      if moved || old.data != element {
        updated.append(
          Write(id: id, position: position, positionChanged: moved, base: old.data, mine: element))
      }
    }
  }

  /// Positions for `ids` in order: the longest run of base rows still in base order keeps its
  /// positions; every other row is spread between its kept neighbours (or renumbered 0, 1, 2…
  /// when the gap between them is too small to split).
  static func positions(for ids: [String], base: [String: StoredRow]) -> [Double] {
    var kept = [Bool](repeating: false, count: ids.count)
    for index in longestIncreasingRun(ids.map { base[$0]?.position }) { kept[index] = true }
    var positions = ids.map { base[$0]?.position ?? 0 }
    var index = 0
    while index < ids.count {
      if kept[index] {
        index += 1
        continue
      }
      var end = index
      while end < ids.count, !kept[end] { end += 1 }
      let lower = index > 0 ? positions[index - 1] : nil
      let upper = end < ids.count ? positions[end] : nil
      let count = Double(end - index)
      for (offset, slot) in (index..<end).enumerated() {
        let step = Double(offset + 1)
        switch (lower, upper) {
        case (let lower?, let upper?):
          positions[slot] = lower + (upper - lower) * step / (count + 1)
        case (let lower?, nil): positions[slot] = lower + step
        case (nil, let upper?): positions[slot] = upper - (count + 1 - step)
        case (nil, nil): positions[slot] = step - 1
        }
      }
      index = end
    }
    let spaced = zip(positions, positions.dropFirst()).allSatisfy { $1 - $0 > 1e-6 }
    return spaced ? positions : ids.indices.map(Double.init)
  }

  /// Indexes of a longest strictly increasing subsequence of the non-nil values.
  static func longestIncreasingRun(_ values: [Double?]) -> [Int] {
    var tails: [Int] = []  // index of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      guard let value else { continue }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]]! < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [Int] = []
    var cursor = tails.last ?? -1
    while cursor >= 0 {
      run.append(cursor)
      cursor = previous[cursor]
    }
    return run.reversed()
  }
}
