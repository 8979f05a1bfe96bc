import CairnTestSupport
import ConcurrencyExtras
import IdentifiedCollections
import Testing

@testable import CairnSharingPostgres

/// Saves and deliveries find an element's last JSON by walking the collection alongside its
/// last order: whatever moved, was inserted, deleted or duplicated, what comes out is exactly
/// a fresh encoding or decoding, and an unchanged element is neither encoded nor decoded again.
@Suite("Elements found by their place", .serialized)
struct ElementCodingWalkTests {
  /// A standup counting its encodings and decodings.
  struct Counted: Codable, Identifiable, Sendable {
    static let encodes = LockIsolated(0)
    static let decodes = LockIsolated(0)
    enum CodingKeys: String, CodingKey { case id, title }

    var id: String
    var title: String

    init(id: String, title: String) {
      self.id = id
      self.title = title
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      title = try container.decode(String.self, forKey: .title)
      Self.decodes.withValue { $0 += 1 }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      Self.encodes.withValue { $0 += 1 }
    }
  }

  func encode(_ coding: ElementCoding<Counted>, _ elements: [Counted]) throws -> [JSONValue] {
    var result: [JSONValue] = []
    try coding.encode(elements) { result = $0 }
    return result
  }

  func fresh(_ elements: [Counted]) throws -> [JSONValue] {
    try elements.map { try JSONValue(encoding: $0) }
  }

  func row(_ id: String, _ title: String) -> JSONValue {
    .object(["id": .string(id), "title": .string(title)])
  }

  /// Each step reshapes the collection the way an app does, and may edit one element.
  @Test(arguments: [
    "delete the first", "delete one in the middle", "delete two together", "delete the last",
    "insert at the front", "insert in the middle", "append", "move the first to the end",
    "move the last to the front", "swap two", "reverse", "edit after a deletion",
    "edit the moved one",
  ])
  func aSaveAfterAReshapeEncodesOnlyNewOrEditedElements(_ step: String) throws {
    let coding = ElementCoding<Counted>()
    let standups = (0..<20).map { Counted(id: "s\($0)", title: "Standup \($0)") }
    _ = try encode(coding, standups)
    var next = standups
    var changed = 0
    switch step {
    case "delete the first": next.removeFirst()
    case "delete one in the middle": next.remove(at: 9)
    case "delete two together": next.removeSubrange(5..<7)
    case "delete the last": next.removeLast()
    case "insert at the front":
      next.insert(Counted(id: "new", title: "New"), at: 0)
      changed = 1
    case "insert in the middle":
      next.insert(Counted(id: "new", title: "New"), at: 10)
      changed = 1
    case "append":
      next.append(Counted(id: "new", title: "New"))
      changed = 1
    case "move the first to the end":
      let first = next.removeFirst()
      next.append(first)
    case "move the last to the front":
      let last = next.removeLast()
      next.insert(last, at: 0)
    case "swap two": next.swapAt(3, 15)
    case "reverse": next.reverse()
    case "edit after a deletion":
      next.remove(at: 4)
      next[4].title = "Renamed"  // s5, now where s4 was
      changed = 1
    case "edit the moved one":
      let first = next.removeFirst()
      next.append(first)
      next[19].title = "Renamed"
      changed = 1
    default: Issue.record("unknown step \(step)")
    }
    let start = Counted.encodes.value
    #expect(try encode(coding, next) == (try fresh(next)))
    #expect(Counted.encodes.value - start - next.count == changed, "\(step)")
  }

  @Test func aDeliveryAfterDeletionsAndInsertionsDecodesOnlyNewOrChangedRows() throws {
    let coding = ElementCoding<Counted>()
    let rows = (0..<20).map { row("s\($0)", "Standup \($0)") }
    _ = coding.decode(rows)
    var next = rows
    next.remove(at: 3)
    next.remove(at: 10)
    next.insert(row("new", "New"), at: 0)
    let renamed = try #require(next.firstIndex { $0.idMember == "s8" })
    next[renamed] = row("s8", "Renamed")
    let moved = next.remove(at: 1)
    next.append(moved)
    let start = Counted.decodes.value
    let delivered = coding.decode(next)
    #expect(Counted.decodes.value - start == 2, "the new row and the renamed one")
    #expect(delivered.map(\.id) == next.map { $0.idMember ?? "" })
    #expect(delivered.map(\.title) == next.map { $0.members?["title"]?.identifierText ?? "" })
  }

  @Test func aRowInAnotherRowsPlaceWithTheSameContentIsNotMistakenForIt() {
    // Two rows that differ only by id: after the first is deleted, the second sits where the
    // first was; its element must carry its own id.
    let coding = ElementCoding<Counted>()
    _ = coding.decode([row("a", "Same"), row("b", "Same"), row("c", "Same")])
    let delivered = coding.decode([row("b", "Same"), row("c", "Same")])
    #expect(delivered.map(\.id) == ["b", "c"])
  }

  @Test func aSavedElementSwappedWithAnIdenticalLookingOneKeepsItsOwnJSON() throws {
    let coding = ElementCoding<Counted>()
    let a = Counted(id: "a", title: "Same")
    let b = Counted(id: "b", title: "Same")
    _ = try encode(coding, [a, b])
    #expect(try encode(coding, [b, a]) == [row("b", "Same"), row("a", "Same")])
    #expect(try encode(coding, [b]) == [row("b", "Same")])
  }

  @Test func decodedThenSavedAfterADeletionHandsBackTheRowsOwnJSON() throws {
    let coding = ElementCoding<Counted>()
    let rows = (0..<5).map { row("s\($0)", "Standup \($0)") }
    let decoded = Array(coding.decode(rows))
    let start = Counted.encodes.value
    var next = decoded
    next.remove(at: 2)
    #expect(try encode(coding, next) == rows.enumerated().filter { $0.offset != 2 }.map(\.element))
    #expect(Counted.encodes.value == start, "nothing encoded: every element is the decoded one")
  }

  @Test func duplicatesInTheRowsKeepTheFirstAndTheWalkGoesOn() {
    let coding = ElementCoding<Counted>()
    _ = coding.decode([row("a", "A"), row("b", "B"), row("c", "C")])
    let delivered = coding.decode([row("a", "A"), row("a", "A2"), row("b", "B"), row("c", "C2")])
    #expect(delivered.map(\.title) == ["A", "B", "C2"])
  }

  @Test func manyMovesAreFollowedAsWellAsAFew() throws {
    // Past a few insertions and removals the kept order is built anew: the result is the same.
    let coding = ElementCoding<Counted>()
    var standups = (0..<100).map { Counted(id: "s\($0)", title: "Standup \($0)") }
    _ = try encode(coding, standups)
    standups.reverse()
    standups[40].title = "Renamed"
    let start = Counted.encodes.value
    #expect(try encode(coding, standups) == (try fresh(standups)))
    #expect(Counted.encodes.value - start - standups.count == 1)
    let rows = try fresh(standups).reversed().map { $0 }
    let decodes = Counted.decodes.value
    let delivered = coding.decode(rows)
    #expect(Counted.decodes.value == decodes, "every row's JSON is one just encoded")
    #expect(delivered.map(\.id) == standups.reversed().map(\.id))
  }

  @Test func aRowThatNoLongerDecodesIsLeftOutInItsPlace() {
    let coding = ElementCoding<Counted>()
    _ = coding.decode([row("a", "A"), row("b", "B"), row("c", "C")])
    let broken = JSONValue.object(["id": .string("b")])
    #expect(coding.decode([row("a", "A"), broken, row("c", "C")]).map(\.id) == ["a", "c"])
    let start = Counted.decodes.value
    let again = coding.decode([row("a", "A"), row("b", "B"), row("c", "C")])
    #expect(again.map(\.id) == ["a", "b", "c"])
    #expect(Counted.decodes.value == start, "b's element as decoded before is still known")
  }
}

/// Random reshapes and edits, saved and delivered in turn: every save writes exactly a fresh
/// encoding, every delivery is exactly a fresh decoding (duplicates and undecodable rows left
/// out), whatever the cache kept from before.
@Suite("Elements after random reshapes")
struct ElementCodingRandomWalkTests {
  struct Item: Codable, Identifiable, Sendable, Equatable {
    var id: String
    var isDone = false
    var title: String
  }

  func reshape(
    _ items: inout IdentifiedArrayOf<Item>, _ generator: inout SeededGenerator, next: inout Int
  ) {
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0:
        next += 1
        let at = Int.random(in: 0...items.count, using: &generator)
        _ = items.insert(Item(id: "i\(next)", title: "New \(next)"), at: at)
      case 1 where !items.isEmpty:
        items.remove(at: Int.random(in: 0..<items.count, using: &generator))
      case 2 where items.count > 1:
        let moved = items.remove(at: Int.random(in: 0..<items.count, using: &generator))
        _ = items.insert(moved, at: Int.random(in: 0...items.count, using: &generator))
      case 3 where !items.isEmpty:
        items[Int.random(in: 0..<items.count, using: &generator)].title += "!"
      case 4 where !items.isEmpty:
        items[Int.random(in: 0..<items.count, using: &generator)].isDone.toggle()
      default:
        items.swapAt(0, items.count - 1)
      }
    }
  }

  @Test(arguments: [1, 2, 3, 4])
  func savesAndDeliveriesMatchAFreshEncodingAndDecoding(seed: UInt64) throws {
    var generator = SeededGenerator(state: seed)
    let coding = ElementCoding<Item>()
    var items = IdentifiedArray(
      uniqueElements: (0..<80).map { Item(id: "i\($0)", title: "Item \($0)") })
    var next = 1000
    for round in 0..<150 {
      reshape(&items, &generator, next: &next)
      if Bool.random(using: &generator) {
        var saved: [JSONValue] = []
        try coding.encode(items) { saved = $0 }
        #expect(saved == (try items.map { try JSONValue(encoding: $0) }), "round \(round)")
      } else {
        // Another process's version: the rows, with a broken row or a duplicate now and then.
        var rows = try items.map { try JSONValue(encoding: $0) }
        if !rows.isEmpty, Int.random(in: 0..<5, using: &generator) == 0 {
          rows.insert(rows[Int.random(in: 0..<rows.count, using: &generator)], at: rows.count / 2)
        }
        if Int.random(in: 0..<5, using: &generator) == 0 {
          rows.insert(
            .object(["id": .string("broken")]),
            at: Int.random(in: 0...rows.count, using: &generator))
        }
        let delivered = coding.decode(rows)
        var expected = IdentifiedArrayOf<Item>()
        for row in rows { if let item = try? row.decode(Item.self) { expected.append(item) } }
        #expect(delivered == expected, "round \(round)")
        items = delivered
      }
    }
  }

  @Test func aDeliveryWithNothingChangedHandsBackTheValueLastSaved() throws {
    let coding = ElementCoding<Item>()
    let items = IdentifiedArray(uniqueElements: (0..<10).map { Item(id: "i\($0)", title: "\($0)") })
    var saved: [JSONValue] = []
    try coding.encode(items) { saved = $0 }
    let delivered = coding.decode(saved)
    let sameStorage = items.elements.withUnsafeBufferPointer { kept in
      delivered.elements.withUnsafeBufferPointer { $0.baseAddress == kept.baseAddress }
    }
    #expect(sameStorage)
  }
}
