import ConcurrencyExtras
import IdentifiedCollections
import Testing

@testable import CairnSharingPostgres

/// A save encodes only the elements that changed, and a delivery decodes only the rows whose
/// JSON changed; neither ever hands out JSON or an element that does not match.
@Suite("Elements as last encoded and decoded")
struct ElementCodingTests {
  /// A standup whose `==` looks at the id alone: what the cache does with a type whose
  /// `Equatable` ignores fields (its documented misuse) shows that equal elements are not
  /// encoded again.
  struct ByID: Codable, Identifiable, Sendable, Equatable {
    var id: String
    var title: String
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
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

  @Test func anElementEqualToTheLastEncodedOneReusesItsJSON() throws {
    let coding = ElementCoding<ByID>()
    _ = try encode(coding, [ByID(id: "m1", title: "Daily")])
    // Equal by its own `==`, so its JSON is not made again.
    let again = try encode(coding, [ByID(id: "m1", title: "Renamed")])
    #expect(again == [row("m1", "Daily")])
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
