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
  ///
  /// The rows at the start and at the end that are where they were (an edit, an append, a
  /// deletion leave all but a few so) keep their positions without being looked up: they are
  /// part of a longest run in base order anyway. Only the rows between are placed, and only
  /// their ids are read from their JSON: a row at the start or the end is known to be the base
  /// row in its place by its JSON, which holds its id (for an unchanged row, the very value the
  /// base holds, so the comparison stops at once), or else by its id.
  init(base: CollectionSnapshot, mine: [JSONValue]) {
    self.init()
    let rows = base.rows
    func isBaseRow(_ index: Int, _ row: StoredRow) -> Bool {
      mine[index] == row.data || (mine[index].idMember ?? mine[index].jsonText) == row.id
    }
    var prefix = 0
    while prefix < mine.count, prefix < rows.count, isBaseRow(prefix, rows[prefix]) {
      prefix += 1
    }
    var suffix = 0
    while suffix < mine.count - prefix, suffix < rows.count - prefix,
      isBaseRow(mine.count - 1 - suffix, rows[rows.count - 1 - suffix])
    {
      suffix += 1
    }
    let middle = prefix..<(mine.count - suffix)
    let middleIDs = mine[middle].map { $0.idMember ?? $0.jsonText }
    let lower = prefix > 0 ? rows[prefix - 1].position : nil
    let upper = suffix > 0 ? rows[rows.count - suffix].position : nil
    guard
      let middlePositions = Self.positions(
        for: middleIDs, base: base.byID, lower: lower, upper: upper)
    else {
      self = Self(
        placingEveryRow: base, mine: mine, ids: mine.map { $0.idMember ?? $0.jsonText })
      return
    }
    let mineSet = Set(middleIDs)
    deleted = rows[prefix..<(rows.count - suffix)].map(\.id).filter { !mineSet.contains($0) }
    for index in mine.indices {
      if middle.contains(index) {
        let id = middleIDs[index - prefix]
        add(id, mine[index], position: middlePositions[index - prefix], base: base.byID[id])
      } else {
        let old = rows[index < prefix ? index : rows.count - (mine.count - index)]
        add(old.id, mine[index], position: old.position, base: old)
      }
    }
  }

  /// The changes with every row placed anew (the longest run in base order keeps its
  /// positions), renumbering them all when the gaps are too small to split.
  private init(placingEveryRow base: CollectionSnapshot, mine: [JSONValue], ids mineIDs: [String]) {
    self.init()
    let baseByID = base.byID
    let mineSet = Set(mineIDs)
    deleted = base.rows.map(\.id).filter { !mineSet.contains($0) }
    let positions =
      Self.positions(for: mineIDs, base: baseByID, lower: nil, upper: nil)
      ?? mineIDs.indices.map(Double.init)
    for (index, element) in mine.enumerated() {
      add(mineIDs[index], element, position: positions[index], base: baseByID[mineIDs[index]])
    }
  }

  /// No changes.
  private init() {}

  /// Records the write of one element at `position`: an insert, or an update when it moved or
  /// changed.
  private mutating func add(
    _ id: String, _ element: JSONValue, position: Double, base old: StoredRow?
  ) {
    guard let old else {
      inserted.append(
        Write(id: id, position: position, positionChanged: true, base: nil, mine: element))
      return
    }
    let moved = position != old.position
    if moved || old.data != element {
      updated.append(
        Write(id: id, position: position, positionChanged: moved, base: old.data, mine: element))
    }
  }

  /// Positions for `ids` in order, all strictly between `lower` and `upper` (when given): the
  /// longest run of base rows still in base order keeps its positions; every other row is
  /// spread between its kept neighbours. `nil` when a gap is too small to split.
  static func positions(
    for ids: [String], base: [String: StoredRow], lower: Double?, upper: Double?
  ) -> [Double]? {
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
      let below = index > 0 ? positions[index - 1] : lower
      let above = end < ids.count ? positions[end] : upper
      let count = Double(end - index)
      for (offset, slot) in (index..<end).enumerated() {
        let step = Double(offset + 1)
        switch (below, above) {
        case (let below?, let above?):
          positions[slot] = below + (above - below) * step / (count + 1)
        case (let below?, nil): positions[slot] = below + step
        case (nil, let above?): positions[slot] = above - (count + 1 - step)
        case (nil, nil): positions[slot] = step - 1
        }
      }
      index = end
    }
    let bounded = [lower].compactMap { $0 } + positions + [upper].compactMap { $0 }
    let spaced = zip(bounded, bounded.dropFirst()).allSatisfy { $1 - $0 > 1e-6 }
    return spaced ? positions : nil
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
