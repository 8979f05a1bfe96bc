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
/// Both passes walk the collection alongside its order as last seen here and change that order
/// in place where it differs: an element or row still in its place (all but a few, after an
/// edit, an append or a deletion) costs a comparison, with no hashing of its id and no copy,
/// and only what was encoded or decoded anew is entered in the indexes by id, where a moved or
/// inserted one is looked up. When more than a few elements moved, the order is built anew.
/// Where an entry is found never decides what is written or delivered: JSON is reused only for
/// the identical element, and an element only for equal JSON.
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
    var order: [Slot] = []
    /// Elements encoded or decoded anew, by id (an entry may hold older storage of equal JSON).
    var byElementID: [Element.ID: Slot] = [:]
    var byRowID: [String: Slot] = [:]
  }

  private let state = Mutex(State())
  /// Whether a save may reuse the JSON of an element identical to the one last seen: not for
  /// classes, whose fields change without the reference changing.
  private let reusesIdenticalElements: Bool

  /// A cache for `Element`.
  init() {
    reusesIdenticalElements = !(Element.self is AnyObject.Type)
  }

  /// Whether `lhs` and `rhs` are the same value bit for bit: the same inline fields and the
  /// same references to the storage of their strings, arrays and boxes.
  ///
  /// The values are first compared where they are (equal bytes, padding included, are the
  /// same value). Failing that, each is copied into zeroed memory: a copy writes a value's
  /// fields, not the padding between them, so the padding compares equal (the values
  /// themselves may carry any bytes there, as debug builds show). Bytes that still differ
  /// only cost an encoding.
  static func identical(_ lhs: Element, _ rhs: Element) -> Bool {
    let size = MemoryLayout<Element>.size
    guard size > 0 else { return true }
    let inPlace = withUnsafeBytes(of: lhs) { left in
      withUnsafeBytes(of: rhs) { right in
        memcmp(left.baseAddress!, right.baseAddress!, size) == 0
      }
    }
    if inPlace { return true }
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

  /// How many elements the cache holds (the larger of its indexes and its order).
  var count: Int {
    state.withLock { max($0.byElementID.count, $0.byRowID.count, $0.order.count) }
  }

  /// An element whose JSON has no `"id"` member, so it cannot be stored as a row.
  struct MissingID: Error {}

  /// How many slots a pass may insert or remove in the kept order (each shifts the slots after
  /// it) before it builds the order anew instead.
  private static var shiftBudget: Int { 32 }

  /// Encodes `elements` in order, reusing the JSON of every element identical to the one last seen
  /// under its id, then hands the result to `submit` while the cache is still locked, so saves
  /// of the collection are submitted in the order they were encoded. Throws the encoder's error,
  /// or ``MissingID``.
  func encode(_ elements: some Collection<Element>, submit: ([JSONValue]) -> Void) throws {
    try state.withLock { state in
      let json =
        try encodeInPlace(elements, &state) ?? encodeRebuildingOrder(elements, &state)
      Self.prune(&state)
      submit(json)
    }
  }

  /// Encodes `elements` by changing the kept order only where it differs from them: an element
  /// in its place costs a comparison, not a copy. `nil` when the elements moved about more than
  /// ``shiftBudget`` allows (the order then holds some of them, each slot still an element with
  /// its own JSON).
  private func encodeInPlace(_ elements: some Collection<Element>, _ state: inout State) throws
    -> [JSONValue]?
  {
    var json: [JSONValue] = []
    json.reserveCapacity(elements.count)
    var index = 0
    var shifts = 0
    for element in elements {
      if index < state.order.count, state.order[index].element.id != element.id {
        guard shifts < Self.shiftBudget else { return nil }
        shifts += 1
        if index + 1 < state.order.count, state.order[index + 1].element.id == element.id {
          // The element before it is gone (or moved further on, where it is found by id).
          state.order.remove(at: index)
        } else {
          // Inserted here, or moved here.
          let slot = try slot(for: element, &state)
          state.order.insert(slot, at: index)
          json.append(slot.json)
          index += 1
          continue
        }
      }
      if index == state.order.count {
        let slot = try slot(for: element, &state)
        state.order.append(slot)
      } else if !(reusesIdenticalElements && Self.identical(state.order[index].element, element)) {
        let slot = try encoded(element, &state)
        state.order[index] = slot
      }
      json.append(state.order[index].json)
      index += 1
    }
    state.order.removeSubrange(index...)
    return json
  }

  /// Encodes `elements` into a new order, finding each element's last slot near its place in
  /// the old one or by id.
  private func encodeRebuildingOrder(_ elements: some Collection<Element>, _ state: inout State)
    throws -> [JSONValue]
  {
    let previous = state.order
    var order: [Slot] = []
    order.reserveCapacity(elements.count)
    var cursor = 0
    for element in elements {
      if reusesIdenticalElements,
        let slot = Self.lastSlot(
          in: previous, at: &cursor, where: { $0.element.id == element.id },
          else: { state.byElementID[element.id] }),
        Self.identical(slot.element, element)
      {
        order.append(slot)
        continue
      }
      order.append(try encoded(element, &state))
    }
    state.order = order
    return order.map { $0.json }
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
      if !Self.decodeInPlace(rows, &state) { Self.decodeRebuildingOrder(rows, &state) }
      Self.prune(&state)
      return IdentifiedArray(state.order.map { $0.element }, uniquingIDsWith: { first, _ in first })
    }
  }

  /// Decodes `rows` by changing the kept order only where it differs from them, leaving it
  /// holding the decoded elements in order. `false` when the rows moved about more than
  /// ``shiftBudget`` allows (the order then holds some of them, each slot still an element with
  /// its own JSON).
  private static func decodeInPlace(_ rows: [JSONValue], _ state: inout State) -> Bool {
    var index = 0
    var shifts = 0
    for json in rows {
      let rowID = json.idMember
      if index < state.order.count, state.order[index].rowID != rowID {
        guard shifts < shiftBudget else { return false }
        shifts += 1
        if index + 1 < state.order.count, state.order[index + 1].rowID == rowID {
          // The row before it is gone (or moved further on, where it is found by id).
          state.order.remove(at: index)
        } else {
          // Inserted here, or moved here.
          guard let slot = slot(for: json, rowID: rowID, &state) else { continue }
          state.order.insert(slot, at: index)
          index += 1
          continue
        }
      }
      if index == state.order.count {
        guard let slot = slot(for: json, rowID: rowID, &state) else { continue }
        state.order.append(slot)
      } else if state.order[index].json == json {
        // Kept with this JSON's storage: the next save hands the engine its own copy back.
        state.order[index].json = json
      } else if let slot = decoded(json, rowID: rowID, &state) {
        state.order[index] = slot
      } else {
        guard shifts < shiftBudget else { return false }
        shifts += 1
        state.order.remove(at: index)
        continue
      }
      index += 1
    }
    state.order.removeSubrange(index...)
    return true
  }

  /// Decodes `rows` into a new order, finding each row's last slot near its place in the old
  /// one or by id.
  private static func decodeRebuildingOrder(_ rows: [JSONValue], _ state: inout State) {
    let previous = state.order
    var order: [Slot] = []
    order.reserveCapacity(rows.count)
    var cursor = 0
    for json in rows {
      let rowID = json.idMember
      if let rowID,
        let slot = lastSlot(
          in: previous, at: &cursor, where: { $0.rowID == rowID },
          else: { state.byRowID[rowID] }),
        slot.json == json
      {
        order.append(Slot(element: slot.element, json: json, rowID: rowID))
        continue
      }
      if let slot = decoded(json, rowID: rowID, &state) { order.append(slot) }
    }
    state.order = order
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

  /// The slot last seen for an element: at `cursor` in the previous order, or one further (the
  /// element before it was removed), advancing the cursor past it; else from `lookup`, the
  /// index by id (a moved or inserted element, which leaves the cursor where it is).
  private static func lastSlot(
    in previous: [Slot], at cursor: inout Int, where matches: (Slot) -> Bool,
    else lookup: () -> Slot?
  ) -> Slot? {
    if cursor < previous.count, matches(previous[cursor]) {
      cursor += 1
      return previous[cursor - 1]
    }
    if cursor + 1 < previous.count, matches(previous[cursor + 1]) {
      cursor += 2
      return previous[cursor - 1]
    }
    return lookup()
  }

  /// Drops the index entries of elements no longer in the collection once they outnumber the
  /// live ones, so the cache stays proportional to the collection.
  private static func prune(_ state: inout State) {
    let limit = state.order.count * 2 + 64
    guard state.byElementID.count > limit || state.byRowID.count > limit else { return }
    state.byElementID = Dictionary(
      state.order.map { ($0.element.id, $0) }, uniquingKeysWith: { first, _ in first })
    state.byRowID = Dictionary(
      state.order.compactMap { slot in slot.rowID.map { ($0, slot) } },
      uniquingKeysWith: { first, _ in first })
  }
}
