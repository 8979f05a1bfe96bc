import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// Issue 28, items 2, 4 and 6 in the reducers flavour: a past meeting is deleted only after
/// the person confirms, a standup without a title cannot be saved, and a sheet with unsaved
/// changes asks before Escape or a click beside it throws them away.
@MainActor
@Suite("Asking before losing data (reducers)")
struct DataSafetyPromptsTests {
  let utc = TimeZone(identifier: "UTC")!
  let meeting = Meeting(
    id: Meeting.ID(UUID(50)), date: Date(timeIntervalSince1970: 1_234_567_890),
    transcript: "Said things")

  var standupWithMeeting: Standup {
    var standup = Standup.engineering
    standup.meetings = [meeting]
    return standup
  }

  func detailStore(_ fixture: SharedFixture, standup: Standup)
    -> TestStore<StandupDetail.State, StandupDetail.Action>
  {
    TestStore(initialState: StandupDetail.State(standup: fixture.standup(standup.id))) {
      StandupDetail()
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
    }
  }

  func listStore(_ fixture: SharedFixture) -> TestStore<StandupsList.State, StandupsList.Action> {
    TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
    }
  }

  @Test func deletingAPastMeetingAsksFirstNamingItsDate() async throws {
    let fixture = SharedFixture([standupWithMeeting])
    let store = detailStore(fixture, standup: standupWithMeeting)
    await store.send(.deleteMeetingsButtonTapped(ids: [meeting.id], timeZone: utc)) {
      $0.destination = .alert(.deleteMeetings([self.meeting], timeZone: self.utc))
    }
    let alert = try #require(store.state.destination?[case: \.alert])
    #expect(String(state: alert.title) == "Delete meeting?")
    #expect(
      alert.message.map { String(state: $0) }
        == "The meeting of Feb 13, 2009 at 11:31 PM and its transcript will be deleted. This cannot be undone."
    )
    #expect(alert.buttons.map { String(state: $0.label) } == ["Delete", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])

    // "Cancel" keeps the meeting.
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    #expect(fixture.standups.wrappedValue[id: Standup.engineering.id]?.meetings.count == 1)

    await store.send(.deleteMeetingsButtonTapped(ids: [meeting.id], timeZone: utc)) {
      $0.destination = .alert(.deleteMeetings([self.meeting], timeZone: self.utc))
    }
    await store.send(.destination(.presented(.alert(.confirmMeetingDeletion([meeting.id]))))) {
      $0.destination = nil
      $0.$standup.withLock { $0.meetings = [] }
    }
    #expect(fixture.standups.wrappedValue[id: Standup.engineering.id]?.meetings.isEmpty == true)
  }

  @Test func askingToDeleteAMeetingAnotherTabDeletedShowsNothing() async {
    let fixture = SharedFixture([.engineering])
    let store = detailStore(fixture, standup: .engineering)
    await store.send(.deleteMeetingsButtonTapped(ids: [meeting.id], timeZone: utc))
  }

  @Test func aStandupWithoutATitleCannotBeAdded() async {
    let fixture = SharedFixture()
    let store = listStore(fixture)
    await store.send(.addStandupButtonTapped) {
      $0.destination = .add(StandupsListTests.newForm(id: 0, blankAttendee: 1))
    }
    #expect(store.state.destination?[case: \.add]?.canSave == false)
    await store.send(\.destination.add.binding, .set(\.focus, nil)) {
      $0.destination?.modify(\.add) { $0.focus = nil }
    }
    // Refused: the title is focused, where the form says why.
    await store.send(.confirmAddStandupButtonTapped) {
      $0.destination?.modify(\.add) { $0.focus = .title }
    }
    await store.send(\.destination.add.binding, .set(\.standup.title, "  \n ")) {
      $0.destination?.modify(\.add) { $0.standup.title = "  \n " }
    }
    #expect(store.state.destination?[case: \.add]?.canSave == false, "whitespace is no title")
    await store.send(.confirmAddStandupButtonTapped)
    await store.finish()
    #expect(fixture.standups.wrappedValue.isEmpty)
  }

  @Test func editDoneIsRefusedWhileTheTitleIsBlank() async {
    let fixture = SharedFixture([.engineering])
    let store = detailStore(fixture, standup: .engineering)
    await store.send(.editButtonTapped) {
      $0.destination = .edit(StandupForm.State(standup: .engineering))
    }
    await store.send(\.destination.edit.binding, .set(\.standup.title, " ")) {
      $0.destination?.modify(\.edit) { $0.standup.title = " " }
    }
    await store.send(\.destination.edit.binding, .set(\.focus, nil)) {
      $0.destination?.modify(\.edit) { $0.focus = nil }
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination?.modify(\.edit) { $0.focus = .title }
    }
    #expect(fixture.standups.wrappedValue[id: Standup.engineering.id]?.title == "Engineering")
  }

  @Test func escapeOnAnUntouchedAddSheetClosesIt() async {
    let fixture = SharedFixture()
    let store = listStore(fixture)
    await store.send(.addStandupButtonTapped) {
      $0.destination = .add(StandupsListTests.newForm(id: 0, blankAttendee: 1))
    }
    #expect(store.state.destination?[case: \.add]?.hasUnsavedChanges == false)
    await store.send(\.destination.add.dismissAttempted)
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func escapeOnAHalfFilledAddSheetAsksBeforeDiscarding() async {
    let fixture = SharedFixture()
    let store = listStore(fixture)
    await store.send(.addStandupButtonTapped) {
      $0.destination = .add(StandupsListTests.newForm(id: 0, blankAttendee: 1))
    }
    await store.send(\.destination.add.binding, .set(\.standup.title, "Half")) {
      $0.destination?.modify(\.add) { $0.standup.title = "Half" }
    }
    #expect(store.state.destination?[case: \.add]?.hasUnsavedChanges == true)
    await store.send(\.destination.add.dismissAttempted) {
      $0.destination?.modify(\.add) { $0.alert = .discardChanges }
    }
    // "Keep editing": the sheet stays, with what was typed.
    await store.send(\.destination.add.alert.dismiss) {
      $0.destination?.modify(\.add) { $0.alert = nil }
    }
    await store.send(\.destination.add.dismissAttempted) {
      $0.destination?.modify(\.add) { $0.alert = .discardChanges }
    }
    await store.send(.destination(.presented(.add(.alert(.presented(.discardChanges)))))) {
      $0.destination?.modify(\.add) { $0.alert = nil }
    }
    await store.receive(\.destination.dismiss) { $0.destination = nil }
    await store.finish()
    #expect(fixture.standups.wrappedValue.isEmpty)
  }

  @Test func escapeOnAnEditedEditSheetAsksBeforeDiscarding() async {
    let fixture = SharedFixture([.engineering])
    let store = detailStore(fixture, standup: .engineering)
    await store.send(.editButtonTapped) {
      $0.destination = .edit(StandupForm.State(standup: .engineering))
    }
    await store.send(\.destination.edit.binding, .set(\.standup.title, "Platform")) {
      $0.destination?.modify(\.edit) { $0.standup.title = "Platform" }
    }
    await store.send(\.destination.edit.dismissAttempted) {
      $0.destination?.modify(\.edit) { $0.alert = .discardChanges }
    }
    await store.send(.destination(.presented(.edit(.alert(.presented(.discardChanges)))))) {
      $0.destination?.modify(\.edit) { $0.alert = nil }
    }
    await store.receive(\.destination.dismiss) { $0.destination = nil }
    #expect(fixture.standups.wrappedValue[id: Standup.engineering.id]?.title == "Engineering")
  }

  @Test func aBlankAttendeeRowIsNoUnsavedChange() {
    var form = StandupForm.State(standup: .engineering)
    form.standup.attendees.append(Attendee(id: Attendee.ID(UUID(90))))
    #expect(!form.hasUnsavedChanges, "blank rows are dropped on save: nothing to lose")
    form.standup.attendees[id: Attendee.ID(UUID(90))]?.name = "Blob IV"
    #expect(form.hasUnsavedChanges)
  }
}
