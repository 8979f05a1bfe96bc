import Cairn
import Foundation
import Testing

@Suite("UINavigationPath.codable")
struct NavigationPathCodableTests {
  struct Detail: Codable, Hashable, Sendable { var id: Int }
  enum Screen: Codable, Hashable, Sendable {
    case meeting(String)
    case record
  }
  struct NotCodable: Hashable, Sendable { var id: Int }

  @Test func aHeterogeneousStackRoundTripsThroughJSON() throws {
    var path = UINavigationPath()
    path.append(Detail(id: 42))
    path.append(Screen.meeting("standup"))
    path.append("a string")
    path.append(7)

    let representation = try #require(path.codable)
    let data = try JSONEncoder().encode(representation)
    let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    let restored = try UINavigationPath(decoded, types: [Detail.self, Screen.self])

    #expect(restored == path)
    #expect(restored.element(at: 0, as: Detail.self) == Detail(id: 42))
    #expect(restored.element(at: 1, as: Screen.self) == .meeting("standup"))
  }

  @Test func aPathWithANonCodableElementHasNoRepresentation() {
    var path = UINavigationPath()
    path.append(Detail(id: 1))
    path.append(NotCodable(id: 2))
    #expect(path.codable == nil)
  }

  @Test func onlyTheListedTypesAreDecoded() throws {
    var path = UINavigationPath()
    path.append(Detail(id: 1))
    let representation = try #require(path.codable)
    #expect(throws: UINavigationPath.CodableRepresentation.DecodingError.self) {
      try UINavigationPath(representation, types: [Screen.self])
    }
    let json = Data(#"{"entries":[{"type":"NoSuchType","value":"1"}]}"#.utf8)
    let foreign = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: json)
    #expect(throws: UINavigationPath.CodableRepresentation.DecodingError.self) {
      try UINavigationPath(foreign, types: [Detail.self])
    }
  }
}
