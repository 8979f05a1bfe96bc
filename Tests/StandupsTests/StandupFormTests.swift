import Dependencies
import Foundation
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

@MainActor
@Suite("Standup form: attendees and focus")
struct StandupFormTests {
  func makeForm(attendees names: [String]) -> StandupFormModel {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      let standup = Standup(
        id: .init(uuid()),
        attendees: .init(uniqueElements: names.map { Attendee(id: .init(uuid()), name: $0) }))
      return StandupFormModel(standup: standup)
    }
  }

  @Test func openingWithNoAttendeesAddsABlankOneAndFocusesTheTitle() {
    let form = makeForm(attendees: [])
    #expect(form.standup.attendees.count == 1)
    #expect(form.standup.attendees[0].name.isEmpty)
    #expect(form.focus == .title)
  }

  @Test func newAttendeeIsAppendedAndFocused() {
    let form = makeForm(attendees: ["Blob"])
    form.addAttendeeButtonTapped()
    #expect(form.standup.attendees.count == 2)
    #expect(form.focus == .attendee(form.standup.attendees[1].id))
  }

  @Test(arguments: [
    (deleting: 0, focusedName: "B"),
    (deleting: 1, focusedName: "C"),
    (deleting: 2, focusedName: "B"),
  ])
  func deletingFocusesTheAttendeeNowAtThatIndexClamped(deleting: Int, focusedName: String) {
    let form = makeForm(attendees: ["A", "B", "C"])
    form.deleteAttendees(ids: [form.standup.attendees[deleting].id])
    #expect(form.standup.attendees.count == 2)
    let focused = form.standup.attendees.first { .attendee($0.id) == form.focus }
    #expect(focused?.name == focusedName)
  }

  @Test func deletingTheOnlyAttendeeLeavesANewBlankOneFocused() {
    let form = makeForm(attendees: ["Solo"])
    let solo = form.standup.attendees[0].id
    form.deleteAttendees(ids: [solo])
    #expect(form.standup.attendees.count == 1)
    #expect(form.standup.attendees[0].id != solo)
    #expect(form.standup.attendees[0].name.isEmpty)
    #expect(form.focus == .attendee(form.standup.attendees[0].id))
  }

  @Test func cleanedStandupDropsBlankAttendeesButNeverAll() {
    let form = makeForm(attendees: ["Blob", "  ", ""])
    #expect(form.cleanedStandup.attendees.map(\.name) == ["Blob"])

    let blank = makeForm(attendees: ["", " "])
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      #expect(blank.cleanedStandup.attendees.count == 1)
      #expect(blank.cleanedStandup.attendees[0].name.isEmpty)
    }
  }
}
