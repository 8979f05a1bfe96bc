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
    let store = TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
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
      $0.$standups.withLock { $0 = [added] }
    }
    #expect(fixture.standups.wrappedValue == [added])
  }

  @Test func dismissingAddsNothingAndTheNextSheetStartsFresh() async {
    let fixture = SharedFixture()
    let store = TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
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
    let store = TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
      $0.date.now = now
    }
    let samples = Self.samples(now: now)
    await store.send(.loadSampleDataButtonTapped) {
      $0.$standups.withLock { $0 = IdentifiedArray(uniqueElements: samples) }
    }
    #expect(fixture.standups.wrappedValue.map(\.title) == ["Design", "Engineering", "Product"])
  }

  @Test func theLoadFailureAlertLoadsSamplesOnYesOnceForEveryTab() async throws {
    let fixture = SharedFixture.undecodableFile()
    let movedAside = try #require(fixture.movedAside)
    #expect(fixture.storageStatus().loadFailure != nil)
    #expect(fixture.storageStatus().canRead, "the file was read: it only did not decode")
    let store = TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    #expect(store.state.destination == .alert(.dataFailedToLoad))
    // Another tab's list shows the same alert until one of them answers it.
    let otherTab = fixture.listState()
    #expect(otherTab.destination == .alert(.dataFailedToLoad))
    await store.send(.destination(.presented(.alert(.confirmLoadSampleData)))) {
      $0.destination = nil
      $0.$answeredLoadFailures.withLock { _ = $0.insert(movedAside) }
      $0.$standups.withLock {
        $0 = IdentifiedArray(uniqueElements: Self.samples(now: Date(timeIntervalSince1970: 0)))
      }
    }
    #expect(fixture.storageStatus().loadFailure == nil)
    #expect(fixture.standups.wrappedValue.count == 3)
    // The other tab answering later loads nothing more: only the first answer counts.
    #expect(otherTab.$answeredLoadFailures.answerLoadFailure(of: otherTab.$standups) == false)
    #expect(fixture.listState().destination == nil, "a tab opened now shows no alert")
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

  @Test func theLoadFailureAlertsNoLoadsNothing() async throws {
    let fixture = SharedFixture.undecodableFile()
    let movedAside = try #require(fixture.movedAside)
    let store = TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      fixture.provide(&$0)
    }
    await store.send(.destination(.presented(.alert(.declineLoadSampleData)))) {
      $0.destination = nil
      $0.$answeredLoadFailures.withLock { _ = $0.insert(movedAside) }
    }
    #expect(fixture.storageStatus().loadFailure == nil)
    #expect(fixture.standups.wrappedValue.isEmpty)
  }

  @Test func tappingAStandupHandsTheAppTheSharedStandup() async {
    let fixture = SharedFixture([.engineering])
    let store = TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      fixture.provide(&$0)
    }
    await store.send(.standupTapped(Standup.engineering.id))
    await store.receive(\.delegate.showDetail)
    // A standup another tab deleted meanwhile opens nothing.
    await store.send(.standupTapped(Standup.ID(UUID(77))))
  }

  @Test func loadingSampleDataKeepsAStandupAnotherTabAddedMeanwhile() async {
    let fixture = SharedFixture()
    let now = Date(timeIntervalSince1970: 1_000_000)
    let store = TestStore(initialState: StandupsList.State()) {
      StandupsList()
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
      $0.date.now = now
    }
    // Another tab adds a standup just before this one loads the samples.
    let added = Standup(id: Standup.ID(UUID(500)), title: "Added elsewhere")
    fixture.standups.withLock { _ = $0.append(added) }
    await store.send(.loadSampleDataButtonTapped) {
      $0.$standups.withLock { standups in
        for sample in Self.samples(now: now) { standups.append(sample) }
      }
    }
    #expect(fixture.standups.wrappedValue.first == added)
    #expect(fixture.standups.wrappedValue.count == 4)
  }
}
