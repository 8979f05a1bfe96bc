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
final class ElementCoding<Element: Codable & Identifiable & Sendable>: Sendable
where Element.ID: Sendable {
  private struct Encoded: Sendable {
    var element: Element
    var json: JSONValue
  }

  private struct State: Sendable {
    var byElementID: [Element.ID: Encoded] = [:]
    var byRowID: [String: Encoded] = [:]
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
  /// Each is first copied into zeroed memory: a copy writes a value's fields, not the padding
  /// between them, so the padding compares equal (the values themselves may carry any bytes
  /// there, as debug builds show). Bytes that still differ only cost an encoding.
  static func identical(_ lhs: Element, _ rhs: Element) -> Bool {
    let size = MemoryLayout<Element>.size
    let stride = max(MemoryLayout<Element>.stride, 1)
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
      return UnsafeRawBufferPointer(start: left, count: size)
        .elementsEqual(UnsafeRawBufferPointer(start: right, count: size))
    }
  }

  /// How many elements the cache holds (the larger of its two indexes).
  var count: Int { state.withLock { max($0.byElementID.count, $0.byRowID.count) } }

  /// An element whose JSON has no `"id"` member, so it cannot be stored as a row.
  struct MissingID: Error {}

  /// Encodes `elements` in order, reusing the JSON of every element identical to the one last seen
  /// under its id, then hands the result to `submit` while the cache is still locked, so saves
  /// of the collection are submitted in the order they were encoded. Throws the encoder's error,
  /// or ``MissingID``.
  func encode(_ elements: some Collection<Element>, submit: ([JSONValue]) -> Void) throws {
    try state.withLock { state in
      var result: [JSONValue] = []
      result.reserveCapacity(elements.count)
      for element in elements {
        if reusesIdenticalElements, let cached = state.byElementID[element.id],
          Self.identical(cached.element, element)
        {
          result.append(cached.json)
          continue
        }
        let json = try JSONValue(encoding: element)
        guard let rowID = json.idMember else { throw MissingID() }
        let entry = Encoded(element: element, json: json)
        state.byElementID[element.id] = entry
        state.byRowID[rowID] = entry
        result.append(json)
      }
      Self.prune(&state, keeping: elements.count) { Set(elements.map(\.id)) }
      submit(result)
    }
  }

  /// Decodes `rows` in order, reusing the element of every row whose JSON is unchanged since it
  /// was last decoded or encoded; rows that do not decode are left out, as are later rows with
  /// an id already seen.
  func decode(_ rows: [JSONValue]) -> IdentifiedArrayOf<Element> {
    state.withLock { state in
      var elements: [Element] = []
      elements.reserveCapacity(rows.count)
      for json in rows {
        let rowID = json.idMember
        if let rowID, let cached = state.byRowID[rowID], cached.json == json {
          // Kept with this JSON's storage: the next save hands the engine its own copy back.
          let entry = Encoded(element: cached.element, json: json)
          state.byRowID[rowID] = entry
          state.byElementID[cached.element.id] = entry
          elements.append(cached.element)
          continue
        }
        guard let element = try? json.decode(Element.self) else { continue }
        if let rowID {
          let entry = Encoded(element: element, json: json)
          state.byRowID[rowID] = entry
          state.byElementID[element.id] = entry
        }
        elements.append(element)
      }
      Self.prune(&state, keeping: rows.count) { Set(elements.map(\.id)) }
      return IdentifiedArray(elements, uniquingIDsWith: { first, _ in first })
    }
  }

  /// Drops the entries of elements no longer in the collection once they outnumber the live
  /// ones, so the cache stays proportional to the collection.
  private static func prune(
    _ state: inout State, keeping count: Int, live: () -> Set<Element.ID>
  ) {
    let limit = count * 2 + 64
    guard state.byElementID.count > limit || state.byRowID.count > limit else { return }
    let ids = live()
    state.byElementID = state.byElementID.filter { ids.contains($0.key) }
    state.byRowID = Dictionary(
      state.byElementID.values.compactMap { entry in entry.json.idMember.map { ($0, entry) } },
      uniquingKeysWith: { first, _ in first })
  }
}
