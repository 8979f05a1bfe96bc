import CairnArchitecture
import ConcurrencyExtras
import Foundation
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// The detail, exhaustively: edit cancel and done, delete with its alert, and each speech
/// authorisation status.
@MainActor
@Suite("Standup detail (reducers)")
struct StandupDetailTests {
  func makeStore(
    _ fixture: SharedFixture,
    status: SpeechAuthorizationStatus = .authorized,
    settingsOpened: LockIsolated<Int> = LockIsolated(0)
  ) -> TestStore<StandupDetail.State, StandupDetail.Action> {
    TestStore(initialState: StandupDetail.State(standup: fixture.standup(Standup.engineering.id))) {
      StandupDetail()
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
      $0.speechClient.authorizationStatus = { status }
      $0.openSettings = OpenSettingsClient(open: { settingsOpened.withValue { $0 += 1 } })
    }
  }

  @Test func cancellingAnEditChangesNothing() async {
    let fixture = SharedFixture([.engineering])
    let store = makeStore(fixture)
    await store.send(.editButtonTapped) {
      $0.destination = .edit(StandupForm.State(standup: .engineering))
    }
    await store.send(\.destination.edit.binding, .set(\.standup.title, "Changed")) {
      $0.destination?.modify(\.edit) { $0.standup.title = "Changed" }
    }
    await store.send(.cancelEditButtonTapped) { $0.destination = nil }
    #expect(fixture.standups.wrappedValue[id: Standup.engineering.id]?.title == "Engineering")
  }

  @Test func doneWritesOnlyTheChangedFieldsByIDOverWhatOthersSavedMeanwhile() async {
    let fixture = SharedFixture([.engineering])
    let store = makeStore(fixture)
    await store.send(.editButtonTapped) {
      $0.destination = .edit(StandupForm.State(standup: .engineering))
    }
    await store.send(\.destination.edit.binding, .set(\.standup.title, "Platform")) {
      $0.destination?.modify(\.edit) { $0.standup.title = "Platform" }
    }
    // Meanwhile another tab records a meeting on this standup.
    let meeting = Meeting(
      id: Meeting.ID(UUID(99)), date: Date(timeIntervalSince1970: 0), transcript: "Hi")
    fixture.standups.withLock {
      _ = $0[id: Standup.engineering.id]?.meetings.insert(meeting, at: 0)
    }
    #expect(store.state.standup.meetings.map(\.id) == [meeting.id], "the detail shows it at once")
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$standup.withLock { $0.title = "Platform" }
    }
    let saved = fixture.standups.wrappedValue[id: Standup.engineering.id]
    #expect(saved?.title == "Platform")
    #expect(saved?.meetings.map(\.id) == [meeting.id])
  }

  @Test func deletingAsksFirstThenTellsTheApp() async {
    let fixture = SharedFixture([.engineering])
    let store = makeStore(fixture)
    await store.send(.deleteButtonTapped) { $0.destination = .alert(.deleteStandup) }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.deleteButtonTapped) { $0.destination = .alert(.deleteStandup) }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) { $0.destination = nil }
    await store.receive(.delegate(.deleteStandup(Standup.engineering.id)))
  }

  @Test(arguments: [SpeechAuthorizationStatus.notDetermined, .authorized])
  func startingAMeetingWhenSpeechMayRecord(status: SpeechAuthorizationStatus) async {
    let store = makeStore(SharedFixture([.engineering]), status: status)
    await store.send(.startMeetingButtonTapped)
    await store.receive(.delegate(.startMeeting(.engineering)))
  }

  @Test func speechDeniedOffersToContinueOrOpenSettings() async {
    let opened = LockIsolated(0)
    let store = makeStore(SharedFixture([.engineering]), status: .denied, settingsOpened: opened)
    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionDenied)
    }
    await store.send(.destination(.presented(.alert(.openSettings)))) { $0.destination = nil }
    await store.finish()
    #expect(opened.value == 1)
    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionDenied)
    }
    await store.send(.destination(.presented(.alert(.continueWithoutRecording)))) {
      $0.destination = nil
    }
    await store.receive(.delegate(.startMeeting(.engineering)))
  }

  @Test func speechRestrictedOffersToContinueOrCancel() async {
    let store = makeStore(SharedFixture([.engineering]), status: .restricted)
    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionRestricted)
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.startMeetingButtonTapped) {
      $0.destination = .alert(.speechRecognitionRestricted)
    }
    await store.send(.destination(.presented(.alert(.continueWithoutRecording)))) {
      $0.destination = nil
    }
    await store.receive(.delegate(.startMeeting(.engineering)))
  }

  @Test func deletingAPastMeetingByID() async {
    var standup = Standup.engineering
    let meeting = Meeting(
      id: Meeting.ID(UUID(50)), date: Date(timeIntervalSince1970: 0), transcript: "")
    standup.meetings = [meeting]
    let fixture = SharedFixture([standup])
    let store = TestStore(initialState: StandupDetail.State(standup: fixture.standup(standup.id))) {
      StandupDetail()
    } withDependencies: {
      fixture.provide(&$0)
    }
    let utc = TimeZone(identifier: "UTC")!
    await store.send(.deleteMeetingsButtonTapped(ids: [meeting.id], timeZone: utc)) {
      $0.destination = .alert(.deleteMeetings([meeting], timeZone: utc))
    }
    await store.send(.destination(.presented(.alert(.confirmMeetingDeletion([meeting.id]))))) {
      $0.destination = nil
      $0.$standup.withLock { $0.meetings = [] }
    }
    #expect(fixture.standups.wrappedValue[id: standup.id]?.meetings.isEmpty == true)
  }

  @Test func doneOnAStandupAnotherTabDeletedDoesNotBringItBack() async {
    let fixture = SharedFixture([.engineering])
    let store = makeStore(fixture)
    await store.send(.editButtonTapped) {
      $0.destination = .edit(StandupForm.State(standup: .engineering))
    }
    await store.send(\.destination.edit.binding, .set(\.standup.title, "Platform")) {
      $0.destination?.modify(\.edit) { $0.standup.title = "Platform" }
    }
    fixture.standups.withLock { _ = $0.remove(id: Standup.engineering.id) }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
    }
    #expect(fixture.standups.wrappedValue.isEmpty, "a deleted standup is never written back")
  }

  @Test func anOpenEditSheetTakesInAnotherTabsChangesToFieldsNotTouched() async {
    let fixture = SharedFixture([.engineering])
    let store = makeStore(fixture)
    await store.send(.editButtonTapped) {
      $0.destination = .edit(StandupForm.State(standup: .engineering))
    }
    await store.send(\.destination.edit.binding, .set(\.standup.title, "Platform")) {
      $0.destination?.modify(\.edit) { $0.standup.title = "Platform" }
    }
    // Another tab lengthens the meeting and renames the standup.
    fixture.standups.withLock {
      $0[id: Standup.engineering.id]?.duration = .seconds(600)
      $0[id: Standup.engineering.id]?.title = "Renamed elsewhere"
    }
    var state = store.state
    let changed = state.rebaseEdit()
    #expect(changed)
    let form = state.destination?[case: \.edit]
    #expect(form?.standup.title == "Platform", "the person's change stays")
    #expect(form?.standup.duration == .seconds(600), "an untouched field takes the new value")
    let changedAgain = state.rebaseEdit()
    #expect(!changedAgain, "nothing more to take in")
  }
}
