import Foundation
import IdentifiedCollections
import Synchronization

/// The JSON of every element of one collection as last encoded or decoded in this process, so
/// that a save encodes only the elements that changed and a delivery decodes only the rows
/// whose JSON changed.
///
/// - A save looks up each element by id: when the element is the very value last encoded (or
///   decoded) under that id, bit for bit, the JSON it had then is reused. A copy of a value
///   shares its storage with the original, and changing any field of the copy (a string, an
///   array, a nested struct) gives it new storage or new inline bits, so an element that was
///   edited never passes, whatever its `==` says. `==` is not used: a type whose `==` compares
///   ids alone would have an edit taken for no change, and the edit would never be written.
///   Elements that are classes, which change in place, are always encoded.
/// - A delivery looks up each row by its `"id"` member: when the row's JSON is equal to the JSON
///   an element was last decoded from (or encoded to), that element is reused. This holds for
///   any element type, as long as decoding the same JSON gives the same element.
///
/// Reused JSON is the very value the engine holds, so comparing an unchanged element's JSON
/// with the engine's copy stops at the shared storage instead of walking the document.
///
/// Both passes compare the collection with the one last seen here: first the unchanged runs at
/// either end, element by element where they lie (see ``ElementLayout``: no copy, no hashing),
/// then the span between them, walked in step with the old span, where a moved element is
/// found by id. Only that span of the kept JSON changes, and a delivery applies the span to the
/// value it last delivered instead of building a new one. What was encoded or decoded anew is
/// also entered in indexes by id, where an element that comes back later is found. Where an
/// entry is found never decides what is written or delivered: JSON is reused only for the
/// identical element, and an element only for equal JSON.
final class ElementCoding<Element: Codable & Identifiable & Sendable>: Sendable
where Element.ID: Sendable {
  /// An element and the JSON it was encoded to or decoded from.
  private struct Slot: Sendable {
    var element: Element
    var json: JSONValue
    /// The JSON's `"id"` member.
    var rowID: String?
  }

  private struct State: Sendable {
    /// The collection as last encoded or decoded, in its order.
    var elements: [Element] = []
    /// The JSON of each of `elements`.
    var json: [JSONValue] = []
    /// The `"id"` member of each of `json`.
    var rowIDs: [String?] = []
    /// The value last saved or delivered, when its elements are exactly `elements`.
    var value: IdentifiedArrayOf<Element>?
    /// Elements encoded or decoded anew, by id (an entry may hold older storage of equal JSON).
    var byElementID: [Element.ID: Slot] = [:]
    var byRowID: [String: Slot] = [:]
  }

  private let state = Mutex(State())
  /// Whether a save may reuse the JSON of an element identical to the one last seen: not for
  /// classes, whose fields change without the reference changing.
  private let reusesIdenticalElements: Bool
  private let layout = ElementLayout<Element>()

  /// A cache for `Element`.
  init() {
    reusesIdenticalElements = !(Element.self is AnyObject.Type)
  }

  /// Whether `lhs` and `rhs` are the same value bit for bit: the same inline fields and the
  /// same references to the storage of their strings, arrays and boxes.
  ///
  /// Each is copied into zeroed memory and the copies compared: a copy writes a value's fields,
  /// not the padding between them (the values themselves may carry any bytes there, as debug
  /// builds show). Bytes that still differ only cost an encoding.
  static func identical(_ lhs: Element, _ rhs: Element) -> Bool {
    let size = MemoryLayout<Element>.size
    guard size > 0 else { return true }
    let stride = MemoryLayout<Element>.stride
    let alignment = MemoryLayout<Element>.alignment
    return withUnsafeTemporaryAllocation(byteCount: stride * 2, alignment: alignment) { buffer in
      guard let base = buffer.baseAddress else { return false }
      let left = base
      let right = base + stride
      left.initializeMemory(as: UInt8.self, repeating: 0, count: stride * 2)
      let leftValue = left.bindMemory(to: Element.self, capacity: 1)
      leftValue.initialize(to: lhs)
      defer { leftValue.deinitialize(count: 1) }
      let rightValue = right.bindMemory(to: Element.self, capacity: 1)
      rightValue.initialize(to: rhs)
      defer { rightValue.deinitialize(count: 1) }
      return memcmp(left, right, size) == 0
    }
  }

  /// Whether a save may reuse the JSON of the element at `kept` for the one at `element`: they
  /// are identical, compared field by field where they lie, else as copies.
  private func isIdentical(_ kept: UnsafePointer<Element>, _ element: UnsafePointer<Element>)
    -> Bool
  {
    guard reusesIdenticalElements else { return false }
    return layout.sameFieldBits(kept, element) || Self.identical(kept.pointee, element.pointee)
  }

  /// How many elements the cache holds (the larger of its indexes and its collection).
  var count: Int {
    state.withLock { max($0.byElementID.count, $0.byRowID.count, $0.elements.count) }
  }

  /// An element whose JSON has no `"id"` member, so it cannot be stored as a row.
  struct MissingID: Error {}

  /// How many elements of a span between unchanged ends a delivery applies to the value it last
  /// delivered, one by one; past that it builds the value anew.
  private static var inPlaceLimit: Int { 64 }

  /// Encodes `value` in order, reusing the JSON of every element identical to the one last seen
  /// in its place or under its id, then hands the result to `submit` while the cache is still
  /// locked, so saves of the collection are submitted in the order they were encoded. Throws
  /// the encoder's error, or ``MissingID``.
  func encode(_ value: IdentifiedArrayOf<Element>, submit: ([JSONValue]) -> Void) throws {
    try encode(value.elements, value: value, submit: submit)
  }

  /// Encodes `elements` as the identified collection of them is encoded.
  func encode(_ elements: [Element], submit: ([JSONValue]) -> Void) throws {
    try encode(elements, value: nil, submit: submit)
  }

  private func encode(
    _ elements: [Element], value: IdentifiedArrayOf<Element>?, submit: ([JSONValue]) -> Void
  ) throws {
    try state.withLock { state in
      try encodeChanges(elements, &state)
      state.elements = elements
      state.value = value
      Self.prune(&state)
      submit(state.json)
    }
  }

  /// Brings the kept JSON in step with `new`: the unchanged ends are compared where they lie,
  /// and only the span between them is walked and replaced.
  private func encodeChanges(_ new: [Element], _ state: inout State) throws {
    let old = state.elements
    var replacement: (range: Range<Int>, json: [JSONValue], rowIDs: [String?])?
    try old.withUnsafeBufferPointer { old in
      try new.withUnsafeBufferPointer { new in
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else {
          // One side is empty: everything new is encoded (or found by id).
          var json: [JSONValue] = []
          var rowIDs: [String?] = []
          for element in new {
            let slot = try slot(for: element, &state)
            json.append(slot.json)
            rowIDs.append(slot.rowID)
          }
          replacement = (0..<old.count, json, rowIDs)
          return
        }
        let (prefix, suffix) = Self.unchangedEnds(
          old.count, new.count, same: { isIdentical(oldBase + $0, newBase + $1) })
        let oldEnd = old.count - suffix
        let newEnd = new.count - suffix
        guard prefix < oldEnd || prefix < newEnd else { return }
        var json: [JSONValue] = []
        var rowIDs: [String?] = []
        json.reserveCapacity(newEnd - prefix)
        rowIDs.reserveCapacity(newEnd - prefix)
        var cursor = prefix
        var oldByID: [Element.ID: Int]?
        var index = prefix
        while index < newEnd {
          let element = newBase + index
          if cursor < oldEnd, isIdentical(oldBase + cursor, element) {
            json.append(state.json[cursor])
            rowIDs.append(state.rowIDs[cursor])
            cursor += 1
            index += 1
            continue
          }
          let id = element.pointee.id
          if cursor < oldEnd, oldBase[cursor].id == id {
            // Edited in its place.
            let slot = try encoded(element.pointee, &state)
            json.append(slot.json)
            rowIDs.append(slot.rowID)
            cursor += 1
            index += 1
            continue
          }
          if cursor + 1 < oldEnd, oldBase[cursor + 1].id == id {
            // The element before it is gone (or moved further on, where it is found by id).
            cursor += 1
            continue
          }
          // Inserted here, or moved here.
          if oldByID == nil {
            oldByID = Dictionary(
              (prefix..<oldEnd).map { (oldBase[$0].id, $0) },
              uniquingKeysWith: { first, _ in first })
          }
          if let place = oldByID?[id], isIdentical(oldBase + place, element) {
            json.append(state.json[place])
            rowIDs.append(state.rowIDs[place])
            if place >= cursor { cursor = place + 1 }
          } else {
            let slot = try slot(for: element.pointee, &state)
            json.append(slot.json)
            rowIDs.append(slot.rowID)
          }
          index += 1
        }
        replacement = (prefix..<oldEnd, json, rowIDs)
      }
    }
    if let replacement {
      state.json.replaceSubrange(replacement.range, with: replacement.json)
      state.rowIDs.replaceSubrange(replacement.range, with: replacement.rowIDs)
    }
  }

  /// How many items at the start, and then at the end, of two sequences of `oldCount` and
  /// `newCount` items are the same by `same(oldIndex, newIndex)`; the two never overlap.
  private static func unchangedEnds(
    _ oldCount: Int, _ newCount: Int, same: (Int, Int) -> Bool
  ) -> (prefix: Int, suffix: Int) {
    let shorter = min(oldCount, newCount)
    var prefix = 0
    while prefix < shorter, same(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, same(oldCount - 1 - suffix, newCount - 1 - suffix) {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// The slot of `element`: the one last seen under its id if it is identical, else a new one.
  private func slot(for element: Element, _ state: inout State) throws -> Slot {
    if reusesIdenticalElements, let slot = state.byElementID[element.id],
      Self.identical(slot.element, element)
    {
      return slot
    }
    return try encoded(element, &state)
  }

  /// A new slot for `element`, encoded, entered in the indexes by id.
  private func encoded(_ element: Element, _ state: inout State) throws -> Slot {
    let json = try JSONValue(encoding: element)
    guard let rowID = json.idMember else { throw MissingID() }
    let slot = Slot(element: element, json: json, rowID: rowID)
    state.byElementID[element.id] = slot
    state.byRowID[rowID] = slot
    return slot
  }

  /// Decodes `rows` in order, reusing the element of every row whose JSON is unchanged since it
  /// was last decoded or encoded; rows that do not decode are left out, as are later rows with
  /// an id already seen.
  func decode(_ rows: [JSONValue]) -> IdentifiedArrayOf<Element> {
    state.withLock { state in
      let value = Self.decodeChanges(rows, &state)
      Self.prune(&state)
      return value
    }
  }

  /// Brings the kept elements in step with `rows`: rows equal to the kept JSON at either end
  /// keep their elements, and only the span between them is walked, decoded where it changed
  /// and applied to the value last delivered.
  private static func decodeChanges(_ rows: [JSONValue], _ state: inout State)
    -> IdentifiedArrayOf<Element>
  {
    let oldCount = state.elements.count
    let (prefix, suffix) = unchangedEnds(
      oldCount, rows.count, same: { state.json[$0] == rows[$1] })
    let oldEnd = oldCount - suffix
    let newEnd = rows.count - suffix
    if prefix == oldEnd, prefix == newEnd, let value = state.value {
      // Nothing changed; the kept JSON takes the rows' storage, which the engine holds.
      state.json = rows
      return value
    }
    var elements: [Element] = []
    var json: [JSONValue] = []
    var rowIDs: [String?] = []
    var seen = Set<Element.ID>()
    var oldByRowID: [String: Int]?
    var oldByID: [Element.ID: Int]?
    var cursor = prefix
    var index = prefix
    /// Where `id` was in the kept collection.
    func oldPlace(of id: Element.ID) -> Int? {
      if let value = state.value { return value.index(id: id) }
      if oldByID == nil {
        oldByID = Dictionary(
          state.elements.indices.map { (state.elements[$0].id, $0) },
          uniquingKeysWith: { first, _ in first })
      }
      return oldByID?[id]
    }
    /// A row of the span whose id is also in the unchanged end after it: the span's row comes
    /// first, so it stays and the later one is left out, which the value is built anew for.
    var repeatsTheEnd = false
    /// Whether `id` is already in the value: in the unchanged start, or earlier in the span.
    func isDuplicate(_ id: Element.ID) -> Bool {
      if seen.contains(id) { return true }
      guard let place = oldPlace(of: id) else { return false }
      if place >= oldEnd { repeatsTheEnd = true }
      return place < prefix
    }
    func keep(_ element: Element, _ row: JSONValue, _ rowID: String?) {
      guard !isDuplicate(element.id) else { return }
      seen.insert(element.id)
      elements.append(element)
      json.append(row)
      rowIDs.append(rowID)
    }
    while index < newEnd {
      let row = rows[index]
      let rowID = row.idMember
      if cursor < oldEnd, state.rowIDs[cursor] == rowID {
        if state.json[cursor] == row {
          keep(state.elements[cursor], row, rowID)
        } else if let slot = decoded(row, rowID: rowID, &state) {
          keep(slot.element, row, rowID)
        }
        cursor += 1
        index += 1
        continue
      }
      if cursor + 1 < oldEnd, state.rowIDs[cursor + 1] == rowID {
        // The row before it is gone (or moved further on, where it is found by id).
        cursor += 1
        continue
      }
      // Inserted here, or moved here.
      if oldByRowID == nil {
        oldByRowID = Dictionary(
          (prefix..<oldEnd).compactMap { place in state.rowIDs[place].map { ($0, place) } },
          uniquingKeysWith: { first, _ in first })
      }
      if let rowID, let place = oldByRowID?[rowID], state.json[place] == row {
        keep(state.elements[place], row, rowID)
        if place >= cursor { cursor = place + 1 }
      } else if let slot = slot(for: row, rowID: rowID, &state) {
        keep(slot.element, row, rowID)
      }
      index += 1
    }
    let span = prefix..<oldEnd
    if repeatsTheEnd {
      // Rare (two rows decoding to one id): the value and the kept JSON are built anew, the
      // first row of each id kept.
      return rebuild(
        elements: Array(state.elements[..<prefix]) + elements + state.elements[oldEnd...],
        json: Array(rows[..<prefix]) + json + rows[newEnd...],
        rowIDs: Array(state.rowIDs[..<prefix]) + rowIDs + state.rowIDs[oldEnd...], &state)
    }
    if var value = state.value, span.count + elements.count <= inPlaceLimit {
      value.removeSubrange(span)
      for (offset, element) in elements.enumerated() {
        _ = value.insert(element, at: prefix + offset)
      }
      if value.count == oldCount - span.count + elements.count {
        var keptJSON = Array(rows[..<prefix])
        keptJSON.append(contentsOf: json)
        keptJSON.append(contentsOf: rows[newEnd...])
        state.rowIDs.replaceSubrange(span, with: rowIDs)
        state.json = keptJSON
        state.elements = value.elements
        state.value = value
        return value
      }
    }
    return rebuild(
      elements: Array(state.elements[..<prefix]) + elements + state.elements[oldEnd...],
      json: Array(rows[..<prefix]) + json + rows[newEnd...],
      rowIDs: Array(state.rowIDs[..<prefix]) + rowIDs + state.rowIDs[oldEnd...], &state)
  }

  /// Keeps the first of `elements` with each id, with its JSON and row id, as the collection
  /// last seen, and returns it.
  private static func rebuild(
    elements: [Element], json: [JSONValue], rowIDs: [String?], _ state: inout State
  ) -> IdentifiedArrayOf<Element> {
    var value = IdentifiedArrayOf<Element>()
    value.reserveCapacity(elements.count)
    var keptJSON: [JSONValue] = []
    var keptRowIDs: [String?] = []
    keptJSON.reserveCapacity(json.count)
    keptRowIDs.reserveCapacity(rowIDs.count)
    for index in elements.indices where value.append(elements[index]).inserted {
      keptJSON.append(json[index])
      keptRowIDs.append(rowIDs[index])
    }
    state.elements = value.elements
    state.json = keptJSON
    state.rowIDs = keptRowIDs
    state.value = value
    return value
  }

  /// The slot of the row `json`: the element last seen with this JSON under its id, else the
  /// row decoded; `nil` when it does not decode.
  private static func slot(for json: JSONValue, rowID: String?, _ state: inout State) -> Slot? {
    if let rowID, let slot = state.byRowID[rowID], slot.json == json {
      return Slot(element: slot.element, json: json, rowID: rowID)
    }
    return decoded(json, rowID: rowID, &state)
  }

  /// A new slot for the row `json`, decoded and entered in the indexes by id; `nil` when it does
  /// not decode.
  private static func decoded(_ json: JSONValue, rowID: String?, _ state: inout State) -> Slot? {
    guard let element = try? json.decode(Element.self) else { return nil }
    let slot = Slot(element: element, json: json, rowID: rowID)
    if let rowID {
      state.byRowID[rowID] = slot
      state.byElementID[element.id] = slot
    }
    return slot
  }

  /// Drops the index entries of elements no longer in the collection once they outnumber the
  /// live ones, so the cache stays proportional to the collection.
  private static func prune(_ state: inout State) {
    let limit = state.elements.count * 2 + 64
    guard state.byElementID.count > limit || state.byRowID.count > limit else { return }
    let liveIDs = Set(state.elements.map(\.id))
    let liveRowIDs = Set(state.rowIDs.compactMap { $0 })
    state.byElementID = state.byElementID.filter { liveIDs.contains($0.key) }
    state.byRowID = state.byRowID.filter { liveRowIDs.contains($0.key) }
  }
}
