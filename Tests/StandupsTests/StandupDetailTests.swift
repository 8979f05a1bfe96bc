import Cairn
import CairnSharing
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

@MainActor
@Suite("Standup detail and the app's stack")
struct StandupDetailTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  func makeApp(
    speech: SpeechAuthorizationStatus = .authorized,
    openSettings: @escaping @Sendable () async -> Void = {}
  ) -> AppModel {
    withDependencies {
      // Arguments of one parameterized test share the test's dependencies: each case gets
      // standups of its own.
      $0.defaultInMemoryStorage = InMemoryStorage()
      $0.uuid = .incrementing
      $0.date.now = now
      $0.continuousClock = ImmediateClock()
      $0.speechClient.authorizationStatus = { speech }
      $0.openSettings.open = openSettings
    } operation: {
      let app = AppModel()
      app.standupsList.loadSampleDataButtonTapped()
      return app
    }
  }

  func openDetail(_ app: AppModel, _ index: Int = 0) throws -> StandupDetailModel {
    app.standupsList.standupTapped(app.standups[index])
    guard case .detail(let detail) = app.path.last else {
      throw DetailError.notPushed
    }
    return detail
  }

  enum DetailError: Error { case notPushed }

  @Test func tappingACardPushesItsDetail() throws {
    let app = makeApp()
    let detail = try openDetail(app, 1)
    #expect(detail.standup.title == "Engineering")
    #expect(app.path.count == 1)
  }

  @Test func editThenCancelDiscardsEveryChange() throws {
    let app = makeApp()
    let detail = try openDetail(app)
    detail.editButtonTapped()
    let form = try #require(detail.destination?[case: \.edit])
    form.standup.title = "Renamed"
    detail.cancelEditButtonTapped()
    #expect(detail.destination == nil)
    #expect(app.standups[0].title == "Design")
  }

  @Test func editThenDoneWritesBackEverywhere() throws {
    let app = makeApp()
    let detail = try openDetail(app)
    detail.editButtonTapped()
    let form = try #require(detail.destination?[case: \.edit])
    form.standup.title = "Renamed"
    detail.doneEditingButtonTapped()
    #expect(detail.destination == nil)
    #expect(app.standups[0].title == "Renamed")
    #expect(app.standupsList.standups[0].title == "Renamed")
    #expect(detail.standup.title == "Renamed")
  }

  @Test func deletingPopsAndRemoves() async throws {
    let app = makeApp()
    let detail = try openDetail(app)
    let id = detail.standupID
    detail.deleteButtonTapped()
    #expect(detail.destination?[case: \.alert] == .deleteStandup)
    detail.destination = nil
    await detail.alertButtonTapped(.confirmDeletion)
    #expect(app.path.isEmpty)
    #expect(app.standups[id: id] == nil)
    #expect(app.standups.count == 2)
  }

  @Test func deletingMeetings() throws {
    let app = makeApp()
    let detail = try openDetail(app)
    #expect(detail.standup.meetings.count == 1)
    let meeting = detail.standup.meetings[0].id
    detail.deleteMeetings(ids: [meeting])
    #expect(app.standups[0].meetings.isEmpty)
    detail.deleteMeetings(ids: [meeting])
    #expect(app.standups[0].meetings.isEmpty, "deleting what is gone does nothing")
  }

  @Test func tappingAMeetingPushesIt() throws {
    let app = makeApp()
    let detail = try openDetail(app)
    detail.meetingTapped(detail.standup.meetings[0])
    guard case .meeting(let meeting, let standupID) = app.path.last else {
      Issue.record("expected the meeting screen")
      return
    }
    #expect(meeting == detail.standup.meetings[0])
    #expect(standupID == detail.standupID)
  }

  @Test(arguments: [SpeechAuthorizationStatus.notDetermined, .authorized])
  func startMeetingPushesTheRecordScreenWhenSpeechIsAllowedOrUndecided(
    status: SpeechAuthorizationStatus
  ) throws {
    let app = makeApp(speech: status)
    let detail = try openDetail(app)
    detail.startMeetingButtonTapped()
    guard case .record(let record) = app.path.last else {
      Issue.record("expected the record screen")
      return
    }
    #expect(record.standup.id == detail.standupID)
  }

  @Test func deniedSpeechShowsTheAlertAndContinueStartsTheMeeting() async throws {
    let app = makeApp(speech: .denied)
    let detail = try openDetail(app)
    detail.startMeetingButtonTapped()
    #expect(detail.destination?[case: \.alert] == .speechRecognitionDenied)
    #expect(app.path.count == 1)

    detail.destination = nil
    await detail.alertButtonTapped(.continueWithoutRecording)
    guard case .record = app.path.last else {
      Issue.record("expected the record screen")
      return
    }
  }

  @Test func restrictedSpeechShowsItsAlert() throws {
    let app = makeApp(speech: .restricted)
    let detail = try openDetail(app)
    detail.startMeetingButtonTapped()
    let alert = try #require(detail.destination?[case: \.alert])
    #expect(alert == .speechRecognitionRestricted)
    #expect(alert.buttons.map(\.label.string) == ["Continue without recording", "Cancel"])
  }

  @Test func openSettings() async throws {
    let opened = LockIsolated(false)
    let app = makeApp(speech: .denied, openSettings: { opened.setValue(true) })
    let detail = try openDetail(app)
    detail.startMeetingButtonTapped()
    detail.destination = nil
    await detail.alertButtonTapped(.openSettings)
    #expect(opened.value)
  }

  @Test func twoSessionsEditingTheSharedStoreLoseNothing() throws {
    let app = makeApp()
    let secondTab = withDependencies(from: app) { AppModel() }
    let first = try openDetail(app, 0)
    let second = try openDetail(secondTab, 1)

    first.editButtonTapped()
    second.editButtonTapped()
    try #require(first.destination?[case: \.edit]).standup.title = "Design 2"
    try #require(second.destination?[case: \.edit]).standup.title = "Engineering 2"
    first.doneEditingButtonTapped()
    second.doneEditingButtonTapped()

    #expect(app.standups.map(\.title) == ["Design 2", "Engineering 2", "Product"])
    #expect(
      secondTab.standupsList.standups[0].title == "Design 2", "each tab sees the other's edit")
  }
}
