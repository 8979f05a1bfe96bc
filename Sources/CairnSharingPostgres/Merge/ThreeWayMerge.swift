/// Merges two edits of the same JSON document made from a common base: what one side changed
/// and the other did not is kept from that side, field by field, recursively.
///
/// - Objects merge per member: a member changed only in `mine` comes from `mine`, one changed
///   only in `theirs` from `theirs`; added and removed members count as changes.
/// - Arrays whose elements are all objects with an `"id"` merge per element by id: an element
///   removed on either side is removed, one added on either side is added, one changed on both
///   merges recursively; the order is `mine`'s when `mine` reordered, else `theirs`'.
/// - When both sides changed the same scalar (or anything else that cannot merge), the last
///   writer wins: `mine`, because the merge runs when `mine` is written.
enum ThreeWayMerge {
  static func merge(base: JSONValue?, mine: JSONValue, theirs: JSONValue) -> JSONValue {
    if mine == base { return theirs }
    if theirs == base || mine == theirs { return mine }
    switch (base, mine, theirs) {
    case (.object(let base), .object(let mine), .object(let theirs)):
      return .object(mergeMembers(base: base, mine: mine, theirs: theirs))
    case (.array(let base), .array(let mine), .array(let theirs)):
      guard let merged = mergeByID(base: base, mine: mine, theirs: theirs) else {
        return .array(mine)
      }
      return .array(merged)
    case (nil, .object(let mine), .object(let theirs)):
      // Both created it: the members neither disagrees on are kept from both.
      return .object(mergeMembers(base: [:], mine: mine, theirs: theirs))
    default:
      return mine
    }
  }

  private static func mergeMembers(
    base: [String: JSONValue], mine: [String: JSONValue], theirs: [String: JSONValue]
  ) -> [String: JSONValue] {
    var result: [String: JSONValue] = [:]
    for key in Set(base.keys).union(mine.keys).union(theirs.keys) {
      let (b, m, t) = (base[key], mine[key], theirs[key])
      let merged: JSONValue?
      if m == b {
        merged = t
      } else if t == b || m == t {
        merged = m
      } else if let m, let t {
        merged = merge(base: b, mine: m, theirs: t)
      } else {
        merged = m  // one side removed it, the other changed it: the last writer wins
      }
      if let merged { result[key] = merged }
    }
    return result
  }

  /// Merges arrays of identified objects by id, or returns `nil` when they are not such arrays.
  static func mergeByID(base: [JSONValue], mine: [JSONValue], theirs: [JSONValue]) -> [JSONValue]? {
    guard let baseIDs = ids(base), let mineIDs = ids(mine), let theirIDs = ids(theirs)
    else { return nil }
    let baseByID = Dictionary(zip(baseIDs, base), uniquingKeysWith: { first, _ in first })
    let mineByID = Dictionary(zip(mineIDs, mine), uniquingKeysWith: { first, _ in first })
    let theirsByID = Dictionary(zip(theirIDs, theirs), uniquingKeysWith: { first, _ in first })

    func mergedElement(_ id: String) -> JSONValue? {
      let (b, m, t) = (baseByID[id], mineByID[id], theirsByID[id])
      switch (b, m, t) {
      case (.some, nil, _), (.some, _, nil): return nil  // removed by one side
      case (_, .some(let m), .some(let t)): return merge(base: b, mine: m, theirs: t)
      case (nil, .some(let m), nil): return m
      case (nil, nil, .some(let t)): return t
      default: return nil
      }
    }

    let common = Set(baseIDs)
    let mineReordered = mineIDs.filter(common.contains) != baseIDs.filter(Set(mineIDs).contains)
    let (primary, secondary) = mineReordered ? (mineIDs, theirIDs) : (theirIDs, mineIDs)
    var order = primary.filter { mergedElement($0) != nil }
    var placed = Set(order)
    // Elements only the other side has go after the element that precedes them there.
    for (index, id) in secondary.enumerated() where !placed.contains(id) {
      guard mergedElement(id) != nil else { continue }
      let predecessor = secondary[..<index].last(where: placed.contains)
      let position = predecessor.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      order.insert(id, at: position)
      placed.insert(id)
    }
    return order.compactMap(mergedElement)
  }

  private static func ids(_ elements: [JSONValue]) -> [String]? {
    var ids: [String] = []
    for element in elements {
      guard let id = element.idMember else { return nil }
      ids.append(id)
    }
    return ids
  }
}
