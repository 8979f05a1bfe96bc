import ConcurrencyExtras
import IdentifiedCollections
import Testing

@testable import CairnSharingPostgres

/// A save encodes only the elements that changed, and a delivery decodes only the rows whose
/// JSON changed; neither ever hands out JSON or an element that does not match.
@Suite("Elements as last encoded and decoded")
struct ElementCodingTests {
  /// A standup whose `==` looks at the id alone, as some `Identifiable` types are written: an
  /// edit it cannot see must still be written.
  struct ByID: Codable, Identifiable, Sendable, Equatable {
    var id: String
    var title: String
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  }

  /// A standup counting how often it is encoded. `isArchived` leaves padding before `title`,
  /// bytes a copy need not write: an unchanged copy must be recognised all the same.
  struct CountedEncodes: Codable, Identifiable, Sendable {
    static let encodes = LockIsolated(0)
    var id: String
    var isArchived = false
    var title: String
    var attendees: [String] = []

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(isArchived, forKey: .isArchived)
      try container.encode(title, forKey: .title)
      try container.encode(attendees, forKey: .attendees)
      Self.encodes.withValue { $0 += 1 }
    }
  }

  /// A standup that is a class: its fields change without the reference changing.
  final class Shelf: Codable, Identifiable, @unchecked Sendable {
    let id: String
    var title: String
    init(id: String, title: String) {
      self.id = id
      self.title = title
    }
  }

  /// A standup that is not `Equatable`, counting how often it is decoded.
  struct Plain: Codable, Identifiable, Sendable {
    static let decodes = LockIsolated(0)
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
  }

  func encode<Element>(_ coding: ElementCoding<Element>, _ elements: [Element]) throws
    -> [JSONValue]
  {
    var result: [JSONValue] = []
    try coding.encode(elements) { result = $0 }
    return result
  }

  func row(_ id: String, _ title: String, extra: JSONValue? = nil) -> JSONValue {
    var members: [String: JSONValue] = ["id": .string(id), "title": .string(title)]
    if let extra { members["extra"] = extra }
    return .object(members)
  }

  @Test func anElementChangedInPlaceIsEncodedAgainAndTheOthersKeepTheirJSON() throws {
    let coding = ElementCoding<Meeting>()
    var meetings = [Meeting(id: "m1", title: "Daily"), Meeting(id: "m2", title: "Retro")]
    let first = try encode(coding, meetings)
    meetings[1].attendees.append(Attendee(id: "a1", name: "Ann"))
    let second = try encode(coding, meetings)
    #expect(second[0] == first[0])
    #expect(second[1] == (try JSONValue(encoding: meetings[1])))
    #expect(second[1] != first[1])
    // Changed back to what it was before: encoded again, not mistaken for the cached one.
    meetings[1].attendees = []
    #expect(try encode(coding, meetings)[1] == first[1])
  }

  @Test func anEditAnIDOnlyEqualityCannotSeeIsStillWritten() throws {
    let coding = ElementCoding<ByID>()
    var standups = [ByID(id: "m1", title: "Daily")]
    _ = try encode(coding, standups)
    standups[0].title = "Renamed"
    // `==` says nothing changed; the JSON must say the new title all the same.
    #expect(try encode(coding, standups) == [row("m1", "Renamed")])
    #expect(try encode(coding, [ByID(id: "m1", title: "Again")]) == [row("m1", "Again")])
  }

  @Test func anUnchangedCopyReusesItsJSONAndAnEditedOneIsEncoded() throws {
    let coding = ElementCoding<CountedEncodes>()
    var standups = (1...100).map { CountedEncodes(id: "s\($0)", title: "Standup \($0)") }
    _ = try encode(coding, standups)
    let start = CountedEncodes.encodes.value
    // Copied through an array, a dictionary and back, as values travel through `@Shared`.
    let byID = Dictionary(uniqueKeysWithValues: standups.map { ($0.id, $0) })
    let copy = standups.map { byID[$0.id]! }
    _ = try encode(coding, copy)
    #expect(CountedEncodes.encodes.value == start, "100 unchanged copies, no encoding")
    standups[41].attendees.append("Blob")
    standups[7].title = "A much longer title than fits inline in a string"
    let json = try encode(coding, standups)
    #expect(CountedEncodes.encodes.value == start + 2, "only the two edited standups")
    #expect(json[41] == (try JSONValue(encoding: standups[41])))
    #expect(json[7] == (try JSONValue(encoding: standups[7])))
  }

  @Test func aClassChangedInPlaceIsEncodedAgain() throws {
    let coding = ElementCoding<Shelf>()
    let shelf = Shelf(id: "m1", title: "Daily")
    _ = try encode(coding, [shelf])
    shelf.title = "Renamed"
    #expect(try encode(coding, [shelf]) == [row("m1", "Renamed")])
  }

  @Test func withoutEquatableEveryElementIsEncoded() throws {
    let coding = ElementCoding<Plain>()
    _ = try encode(coding, [Plain(id: "m1", title: "Daily")])
    #expect(try encode(coding, [Plain(id: "m1", title: "Renamed")]) == [row("m1", "Renamed")])
  }

  @Test func anElementWithoutAnIDMemberIsRefused() {
    struct Nameless: Codable, Identifiable, Sendable, Equatable {
      var id: String { title }
      var title: String
    }
    let coding = ElementCoding<Nameless>()
    #expect(throws: ElementCoding<Nameless>.MissingID.self) {
      try coding.encode([Nameless(title: "x")]) { _ in Issue.record("submitted") }
    }
  }

  @Test func aRowIsDecodedAgainOnlyWhenItsJSONChanged() {
    let coding = ElementCoding<Plain>()
    let start = Plain.decodes.value
    #expect(
      coding.decode([row("m1", "Daily"), row("m2", "Retro")]).map(\.title) == ["Daily", "Retro"])
    #expect(Plain.decodes.value - start == 2)
    // Another process renamed m2: only that row is decoded, and its new title is used.
    let delivered = coding.decode([row("m1", "Daily"), row("m2", "Retrospective")])
    #expect(delivered.map(\.title) == ["Daily", "Retrospective"])
    #expect(Plain.decodes.value - start == 3)
    // A change to a member the element does not read is still a new row: decoded again.
    _ = coding.decode([row("m1", "Daily", extra: .int(1)), row("m2", "Retrospective")])
    #expect(Plain.decodes.value - start == 4)
  }

  @Test func anUnchangedDecodedElementIsSavedAsTheRowItCameFrom() throws {
    // The row holds a member this version of the element does not know: saving the element
    // unchanged hands back the row's own JSON, so nothing is written and the member is kept.
    let coding = ElementCoding<Meeting>()
    let stored = JSONValue.object([
      "id": .string("m1"), "title": .string("Daily"), "minutes": .int(5),
      "attendees": .array([]), "room": .string("B2"),
    ])
    let decoded = coding.decode([stored])
    #expect(try encode(coding, Array(decoded)) == [stored])
    var renamed = Array(decoded)
    renamed[0].title = "Stand-up"
    #expect(try encode(coding, renamed) == [try JSONValue(encoding: renamed[0])])
  }

  @Test func rowsThatDoNotDecodeAreLeftOutAndDuplicatesKeepTheFirst() {
    let coding = ElementCoding<Meeting>()
    let value = coding.decode([
      row("bad", "no minutes"),
      .object([
        "id": .string("m1"), "title": .string("A"), "minutes": .int(5), "attendees": .array([]),
      ]),
      .object([
        "id": .string("m1"), "title": .string("B"), "minutes": .int(5), "attendees": .array([]),
      ]),
    ])
    #expect(value.map(\.title) == ["A"])
  }

  @Test func theCacheForgetsElementsNoLongerInTheCollection() throws {
    let coding = ElementCoding<Meeting>()
    for round in 0..<200 {
      _ = try encode(coding, [Meeting(id: "m\(round)", title: "Daily")])
    }
    #expect(coding.count <= 2 * 1 + 64)
  }
}
