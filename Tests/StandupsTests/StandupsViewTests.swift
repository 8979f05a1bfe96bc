import Cairn
import CairnSharing
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Clocks
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

@MainActor
@Suite("Standups screens in the headless host")
struct StandupsViewTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  func host(samples: Bool = true, path: String = "/") -> (AppModel, ViewHost) {
    withDependencies {
      // Arguments of one parameterized test share the test's dependencies: each case gets
      // standups of its own.
      $0.defaultInMemoryStorage = InMemoryStorage()
      $0.uuid = .incrementing
      $0.date.now = now
      $0.continuousClock = TestClock()
      $0.speechClient = SpeechClient(
        authorizationStatus: { .restricted }, requestAuthorization: { .restricted },
        startTask: { .finished() })
      $0.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
    } operation: {
      let model = AppModel()
      if samples { model.standupsList.loadSampleDataButtonTapped() }
      model.open(DeepLink(path: path))
      let host = ViewHost(url: { model.deepLink }, { AppView(model: model) })
      return (model, host)
    }
  }

  @Test func emptyListOffersSampleData() async throws {
    let (model, host) = host(samples: false)
    #expect(host.find(.heading, "Daily Standups") != nil)
    #expect(host.contains(text: "No standups yet."))
    try await host.tap(host.button("Load sample data"))
    #expect(model.standups.count == 3)
    #expect(host.contains(text: "Engineering"))
  }

  @Test func cardsShowTitleAttendeesAndDurationAndOpenTheDetail() async throws {
    let (_, host) = host()
    let card = try #require(host.all(.link).first { $0.text.contains("Design") })
    #expect(card.text.contains("6"))
    #expect(card.text.contains("1 min"))
    let href = try #require(card[attribute: "href"])
    #expect(href.hasPrefix("/standups/"))
    try await host.tap(card)
    #expect(host.find(.heading, "Design") != nil)
    #expect(host.button("Start Meeting") != nil)
    // The card is a real link to the screen its click opens.
    #expect(host.effects.contains(.pushURL(href)))
  }

  @Test func addSheetTypesAndAdds() async throws {
    let (model, host) = host()
    try await host.tap(host.button("New standup"))
    let sheet = try #require(host.dialog("New standup"))
    #expect(host.button("Dismiss", in: sheet) != nil)
    try await host.type("Marketing", into: host.textField("Title"))
    try await host.type("Blob", into: host.textField("Name"))
    try await host.slide(host.find(.slider, "Length"), to: 12)
    try await host.select("Teal", in: host.find(.picker, "Theme"))
    try await host.tap(host.button("Add", in: host.dialog()))

    #expect(host.dialog() == nil)
    let added = try #require(model.standups.last)
    #expect(added.title == "Marketing")
    #expect(added.attendees.map(\.name) == ["Blob"])
    #expect(added.duration == .seconds(12 * 60))
    #expect(added.theme == .teal)
    #expect(host.contains(text: "Marketing"))
  }

  @Test func newAttendeeAppearsFocused() async throws {
    let (_, host) = host()
    try await host.tap(host.button("New standup"))
    try await host.tap(host.button("New attendee"))
    let names = host.all(.textField).filter { $0.name == "Name" }
    #expect(names.count == 2)
    #expect(host.effects.last == .focus(try #require(names.last?[attribute: "id"])))
  }

  @Test func editSheetCancelAndDone() async throws {
    let (model, host) = host()
    let id = model.standups[0].id.rawValue.uuidString
    model.open(DeepLink(path: "/standups/\(id)/edit"))
    await host.settle()
    let sheet = try #require(host.dialog("Design"))
    try await host.type("Changed", into: host.textField("Title"))
    try await host.tap(host.button("Cancel", in: sheet))
    #expect(model.standups[0].title == "Design")

    try await host.tap(host.button("Edit"))
    try await host.type("Design 2", into: host.textField("Title"))
    try await host.tap(host.button("Done", in: host.dialog()))
    #expect(model.standups[0].title == "Design 2")
    #expect(host.find(.heading, "Design 2") != nil)
  }

  @Test func deleteAlertAndRestrictedSpeechAlert() async throws {
    let (model, host) = host()
    let id = model.standups[0].id.rawValue.uuidString
    model.open(DeepLink(path: "/standups/\(id)"))
    await host.settle()

    try await host.tap(host.button("Start Meeting"))
    let speech = try #require(host.alert("Speech recognition restricted"))
    try await host.tap(host.button("Cancel", in: speech))
    #expect(host.alert() == nil)

    try await host.tap(host.button("Delete"))
    let alert = try #require(host.alert("Delete?"))
    #expect(alert.text.contains("Are you sure you want to delete this standup?"))
    try await host.tap(host.button("Yes", in: alert))
    #expect(model.standups.count == 2)
    #expect(host.find(.heading, "Daily Standups") != nil)
  }

  @Test func recordScreenShowsTheSpeakerAndAsksBeforeEnding() async throws {
    let (model, host) = host()
    let id = model.standups[1].id.rawValue.uuidString
    model.open(DeepLink(path: "/standups/\(id)/record"))
    await host.settle()
    #expect(host.contains(text: "Blob is speaking"))
    #expect(host.contains(text: "Speaker 1 of 2"))
    #expect(host.button("Back to Engineering") == nil, "no ordinary back button")

    try await host.tap(host.button("End meeting"))
    let alert = try #require(host.alert("End meeting?"))
    #expect(host.all(.button, in: alert).map(\.name) == ["Save and end", "Discard", "Resume"])
    try await host.tap(host.button("Discard", in: alert))
    #expect(model.deepLink.path == "/standups/\(id)")
  }

  @Test func meetingScreenShowsAttendeesAndTranscript() async throws {
    let (model, host) = host()
    let design = model.standups[0]
    model.open(
      DeepLink(
        path:
          "/standups/\(design.id.rawValue.uuidString)/meetings/\(design.meetings[0].id.rawValue.uuidString)"
      ))
    await host.settle()
    #expect(host.contains(text: "Transcript"))
    #expect(host.contains(text: "Lorem ipsum"))
    #expect(host.contains(text: "Blob Esq"))
  }
}

extension StandupsViewTests {
  @Test func continueWithoutRecordingThenSaveAndEndAddsAPastMeeting() async throws {
    let (model, host) = host()
    let engineering = model.standups[1]
    let id = engineering.id.rawValue.uuidString
    model.open(DeepLink(path: "/standups/\(id)"))
    await host.settle()
    try await host.tap(host.button("Start Meeting"))
    try await host.tap(host.button("Continue without recording", in: host.alert()))
    #expect(model.deepLink.path == "/standups/\(id)/record")
    try await host.tap(host.button("End meeting"))
    try await host.tap(host.button("Save and end", in: host.alert()))
    #expect(model.deepLink.path == "/standups/\(id)")
    #expect(host.find(.heading, "Engineering") != nil)
    #expect(host.contains(text: "Past meetings"))
  }
}

extension StandupsViewTests {
  @Test func meetingDatesAreShownInTheViewersTimeZone() async throws {
    let (model, host) = host()
    let design = model.standups[0]
    let meeting = try #require(design.meetings.first)
    model.open(DeepLink(path: "/standups/\(design.id.rawValue.uuidString)"))
    await host.settle()

    for zone in ["Pacific/Kiritimati", "America/Los_Angeles"] {
      host.setViewerTimeZone(zone)
      await host.settle()
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: zone)
      formatter.dateFormat = "MMM d, yyyy 'at' h:mm a"
      #expect(host.link(formatter.string(from: meeting.date)) != nil, "\(zone)")
    }
  }
}
