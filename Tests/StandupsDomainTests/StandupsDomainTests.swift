import Foundation
import StandupsDomain
import Testing

@Suite("Standups domain")
struct StandupsDomainTests {
  /// Ids 00000000-0000-0000-0000-000000000000, …01, …02 in order.
  final class IncrementingIDs {
    var next = 0
    func make() -> UUID {
      defer { next += 1 }
      return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012x", next))!
    }
  }

  let now = Date(timeIntervalSince1970: 1_234_567_890)

  @Test func themesHaveNamesColoursAndReadableText() {
    #expect(Theme.allCases.count == 16)
    #expect(Theme.bubblegum.name == "Bubblegum")
    #expect(Theme.oxblood.mainColor == RGB(0.290, 0.027, 0.043))
    #expect(Theme.yellow.mainColor.hex == "#ffdf4d")
    let whiteText: Set<Theme> = [.indigo, .magenta, .navy, .oxblood, .purple]
    for theme in Theme.allCases {
      #expect(theme.accentColor == (whiteText.contains(theme) ? RGB(1, 1, 1) : RGB(0, 0, 0)))
    }
  }

  @Test func defaultsAndDurationPerAttendee() {
    var standup = Standup(id: .init(UUID()))
    #expect(standup.duration == .seconds(300))
    #expect(standup.theme == .bubblegum)
    #expect(standup.title.isEmpty)
    #expect(standup.durationPerAttendee == .seconds(300), "no attendees: the whole duration")
    standup.attendees = [
      Attendee(id: .init(UUID())), Attendee(id: .init(UUID())), Attendee(id: .init(UUID())),
    ]
    #expect(standup.durationPerAttendee == .seconds(100))
  }

  @Test func sampleDataMatchesTheSpec() {
    let ids = IncrementingIDs()
    let samples = Standup.samples(now: now, makeID: ids.make)
    #expect(samples.map(\.title) == ["Design", "Engineering", "Product"])
    #expect(
      samples[0].attendees.map(\.name) == [
        "Blob", "Blob Jr", "Blob Sr", "Blob Esq", "Blob III", "Blob I",
      ])
    #expect(samples[0].duration == .seconds(60))
    #expect(samples[0].theme == .orange)
    #expect(samples[0].meetings.count == 1)
    #expect(samples[0].meetings[0].date == now.addingTimeInterval(-7 * 24 * 60 * 60))
    #expect(samples[1].attendees.map(\.name) == ["Blob", "Blob Jr"])
    #expect(samples[1].duration == .seconds(600))
    #expect(samples[1].theme == .periwinkle)
    #expect(samples[2].attendees.map(\.name) == ["Blob Sr", "Blob Jr"])
    #expect(samples[2].duration == .seconds(1800))
    #expect(samples[2].theme == .poppy)
  }

  @Test func jsonRoundTrips() throws {
    let samples = Standup.samples(now: now, makeID: IncrementingIDs().make)
    let data = try StandupsFile.encode(samples)
    #expect(try StandupsFile.decode(data) == samples)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"durationInSeconds\" : 60"))
  }

  @Test func decodingToleratesMissingOptionalFields() throws {
    let json = #"[{"id":"00000000-0000-0000-0000-000000000001","title":"Minimal"}]"#
    let standups = try StandupsFile.decode(Data(json.utf8))
    #expect(standups.first?.title == "Minimal")
    #expect(standups.first?.duration == .seconds(300))
    #expect(standups.first?.attendees.isEmpty == true)
  }

  @Test func defaultDirectoryFollowsXDG() {
    #expect(
      StandupsFile.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/blob"])
        .path
        == "/data/cairn-standups")
    #expect(
      StandupsFile.defaultDirectory(environment: ["HOME": "/home/blob"]).path
        == "/home/blob/.local/share/cairn-standups")
  }
}
