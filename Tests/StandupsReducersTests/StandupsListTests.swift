import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// The list, exhaustively: adding (blank attendees dropped), dismissing, sample data, and the
/// load-failure alert.
@MainActor
@Suite("Standups list (reducers)")
struct StandupsListTests {
  @Test func addingDropsBlankAttendeesAndAppendsToTheSharedStandups() async {
    let fixture = SharedFixture()
    let store = TestStore(initialState: StandupsList.State(snapshot: fixture.snapshot)) {
      StandupsList()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.sharedStandups = fixture.shared
    }
    let id = Standup.ID(UUID(0))
    await store.send(.addStandupButtonTapped) {
      $0.destination = .add(Self.newForm(id: 0, blankAttendee: 1))
    }
    await store.send(\.destination.add.binding, .set(\.standup.title, "Engineering")) {
      $0.destination?.modify(\.add) { $0.standup.title = "Engineering" }
    }
    await store.send(\.destination.add.addAttendeeButtonTapped) {
      $0.destination?.modify(\.add) {
        $0.standup.attendees.append(Attendee(id: Attendee.ID(UUID(2))))
        $0.focus = .attendee(Attendee.ID(UUID(2)))
      }
    }
    await store.send(
      \.destination.add.binding,
      .set(
        \.standup.attendees[id: Attendee.ID(UUID(2))],
        Attendee(id: Attendee.ID(UUID(2)), name: "Blob"))
    ) {
      $0.destination?.modify(\.add) {
        $0.standup.attendees[id: Attendee.ID(UUID(2))]?.name = "Blob"
      }
    }
    let added = Standup(
      id: id, attendees: [Attendee(id: Attendee.ID(UUID(2)), name: "Blob")],
      title: "Engineering")
    await store.send(.confirmAddStandupButtonTapped) {
      $0.destination = nil
      $0.standups = [added]
    }
    await store.finish()
    #expect(fixture.standups.wrappedValue == [added])
  }

  @Test func dismissingAddsNothingAndTheNextSheetStartsFresh() async {
    let fixture = SharedFixture()
    let store = TestStore(initialState: StandupsList.State(snapshot: fixture.snapshot)) {
      StandupsList()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.sharedStandups = fixture.shared
    }
    await store.send(.addStandupButtonTapped) {
      $0.destination = .add(Self.newForm(id: 0, blankAttendee: 1))
    }
    await store.send(.dismissAddStandupButtonTapped) { $0.destination = nil }
    await store.send(.addStandupButtonTapped) {
      $0.destination = .add(Self.newForm(id: 2, blankAttendee: 3))
    }
    // Escape closes it the same way: the binding sends .dismiss.
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    #expect(fixture.standups.wrappedValue.isEmpty)
  }

  @Test func loadingSampleData() async {
    let fixture = SharedFixture()
    let now = Date(timeIntervalSince1970: 1_000_000)
    let store = TestStore(initialState: StandupsList.State(snapshot: fixture.snapshot)) {
      StandupsList()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = now
      $0.sharedStandups = fixture.shared
    }
    let samples = Self.samples(now: now)
    await store.send(.loadSampleDataButtonTapped) {
      $0.standups = IdentifiedArray(uniqueElements: samples)
    }
    await store.finish()
    #expect(fixture.standups.wrappedValue.map(\.title) == ["Design", "Engineering", "Product"])
  }

  @Test func theLoadFailureAlertLoadsSamplesOnYesOnceForEveryTab() async {
    let fixture = SharedFixture.undecodableFile()
    #expect(fixture.snapshot.loadFailure != nil)
    let store = TestStore(initialState: StandupsList.State(snapshot: fixture.snapshot)) {
      StandupsList()
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 0)
      $0.sharedStandups = fixture.shared
    }
    #expect(store.state.destination == .alert(.dataFailedToLoad))
    await store.send(.destination(.presented(.alert(.confirmLoadSampleData)))) {
      $0.destination = nil
    }
    await store.receive(.loadSampleDataButtonTapped) {
      $0.standups = IdentifiedArray(
        uniqueElements: Self.samples(now: Date(timeIntervalSince1970: 0)))
    }
    await store.finish()
    #expect(fixture.snapshot.loadFailure == nil)
    #expect(fixture.standups.wrappedValue.count == 3)
    // Another tab answering later loads nothing more: only the first answer counts.
    #expect(fixture.shared.acknowledgeLoadFailure() == false)
  }

  /// The add sheet's form for a new standup with id `id`, whose blank attendee has the id
  /// `blankAttendee`.
  static func newForm(id: Int, blankAttendee: Int) -> StandupForm.State {
    withDependencies {
      $0.uuid = .constant(UUID(blankAttendee))
    } operation: {
      StandupForm.State(standup: Standup(id: Standup.ID(UUID(id))))
    }
  }

  /// The sample standups made with ids 0, 1, 2, …
  static func samples(now: Date) -> [Standup] {
    var next = 0
    return Standup.samples(
      now: now,
      makeID: {
        defer { next += 1 }
        return UUID(next)
      })
  }

  @Test func theLoadFailureAlertsNoLoadsNothing() async {
    let fixture = SharedFixture.undecodableFile()
    let store = TestStore(initialState: StandupsList.State(snapshot: fixture.snapshot)) {
      StandupsList()
    } withDependencies: {
      $0.sharedStandups = fixture.shared
    }
    await store.send(.destination(.presented(.alert(.declineLoadSampleData)))) {
      $0.destination = nil
    }
    await store.finish()
    #expect(fixture.snapshot.loadFailure == nil)
    #expect(fixture.standups.wrappedValue.isEmpty)
  }
}
