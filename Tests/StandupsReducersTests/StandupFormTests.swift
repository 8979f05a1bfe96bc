import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsReducers
import Testing

/// The form's focus rules, exhaustively.
@MainActor
@Suite("Standup form (reducers)")
struct StandupFormTests {
  @Test func aFormWithoutAttendeesGetsABlankOneAndFocusesTheTitle() {
    let state = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      StandupForm.State(standup: Standup(id: Standup.ID(UUID(9))))
    }
    #expect(state.standup.attendees.map(\.id) == [Attendee.ID(UUID(0))])
    #expect(state.focus == .title)
  }

  @Test func addingAnAttendeeFocusesIt() async {
    let store = TestStore(initialState: StandupForm.State(standup: .engineering)) {
      StandupForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addAttendeeButtonTapped) {
      $0.standup.attendees.append(Attendee(id: Attendee.ID(UUID(0))))
      $0.focus = .attendee(Attendee.ID(UUID(0)))
    }
  }

  @Test func deletingFocusesTheAttendeeNowAtTheFirstDeletedPositionClamped() async {
    let store = TestStore(initialState: StandupForm.State(standup: .engineering)) {
      StandupForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let ids = Standup.engineering.attendees.ids
    await store.send(.deleteAttendees(ids: [ids[1]])) {
      $0.standup.attendees.remove(id: ids[1])
      $0.focus = .attendee(ids[2])
    }
    await store.send(.deleteAttendees(ids: [ids[2]])) {
      $0.standup.attendees.remove(id: ids[2])
      $0.focus = .attendee(ids[0])
    }
    // Deleting the last one leaves a new blank attendee, focused.
    await store.send(.deleteAttendees(ids: [ids[0]])) {
      $0.standup.attendees = [Attendee(id: Attendee.ID(UUID(0)))]
      $0.focus = .attendee(Attendee.ID(UUID(0)))
    }
    // An id already gone changes nothing.
    await store.send(.deleteAttendees(ids: [ids[0]]))
  }

  @Test func theTitleIsABinding() async {
    let store = TestStore(initialState: StandupForm.State(standup: .engineering)) {
      StandupForm()
    }
    await store.send(.binding(.set(\.standup.title, "Design"))) { $0.standup.title = "Design" }
    await store.send(.binding(.set(\.lengthInMinutes, 10))) { $0.standup.duration = .seconds(600) }
  }
}
