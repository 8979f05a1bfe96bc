import CairnArchitecture
import CairnSharing
import Clocks
import Foundation
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// The app's data safety with the standups `@Shared` in its state: another tab's changes are
/// taken in and never written over, a deleted standup's screens leave, and a meeting in
/// progress for a deleted standup is kept or discarded as the person says.
extension AppIntegrationTests {
  /// A standup whose id the store's `.incrementing` uuids never make.
  static let design = Standup(
    id: Standup.ID(UUID(70)), attendees: short.attendees, duration: short.duration,
    title: "Design")

  func path(_ standup: Standup, _ tail: String = "") -> String {
    "/standups/\(standup.id.rawValue.uuidString)\(tail)"
  }

  @Test func deletingFromTheDetailLeavesWithoutTheNoticeMeantForOtherTabs() async {
    let fixture = SharedFixture([Self.short, Self.design])
    let store = makeStore(fixture, deepLink: path(Self.design))
    let listening = await store.send(.onTask)
    await store.receive(\.sharedStandupsChanged)
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped))))
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion)))))))
    await store.receive(\.path[id: 0].detail.delegate.deleteStandup)
    await store.receive(\.sharedStandupsChanged)
    #expect(store.state.path.isEmpty)
    #expect(store.state.list.destination == nil, "this tab deleted it: no notice")
    #expect(fixture.standups.wrappedValue.ids == [Self.short.id], "deleted by id, the other kept")
    await listening.cancel()
  }

  @Test func aMeetingRecordedWhileAnotherTabEditsKeepsTheirEdits() async {
    let clock = TestClock()
    let fixture = SharedFixture([Self.design])
    let store = makeStore(fixture, deepLink: path(Self.design, "/record"), clock: clock)
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    // Another tab renames the standup and adds an attendee mid-meeting.
    let newcomer = Attendee(id: Attendee.ID(UUID(80)), name: "Blob Esq")
    fixture.standups.withLock {
      $0[id: Self.design.id]?.title = "Design crit"
      $0[id: Self.design.id]?.attendees.append(newcomer)
    }
    await clock.advance(by: .seconds(6))
    await store.receive(\.path[id: 1].record.delegate.save)
    await store.receive(\.path.popFrom)
    await store.finish()
    let saved = fixture.standups.wrappedValue[id: Self.design.id]
    #expect(saved?.title == "Design crit")
    #expect(saved?.attendees.last == newcomer)
    #expect(saved?.meetings.map(\.date) == [now])
    guard case .detail(let detail) = store.state.path.last else {
      Issue.record("no detail on the stack")
      return
    }
    #expect(detail.standup == saved, "the detail shows the shared standup")
  }

  @Test func aMeetingForAStandupDeletedElsewhereCanBeKeptAsANewStandup() async throws {
    let clock = TestClock()
    let fixture = SharedFixture([Self.design])
    let store = makeStore(fixture, deepLink: path(Self.design, "/record"), clock: clock)
    let listening = await store.send(.onTask)
    await store.receive(\.sharedStandupsChanged)
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    fixture.standups.withLock { _ = $0.remove(id: Self.design.id) }
    await store.receive(\.sharedStandupsChanged)
    await store.receive(\.path[id: 1].record.standupWasDeleted)
    #expect(store.state.path.ids == [1], "the detail under the meeting left quietly")
    #expect(store.state.list.destination == nil, "the meeting asks its own question")
    guard case .record(let record) = store.state.path.last else {
      Issue.record("the meeting left")
      return
    }
    #expect(record.alert == .standupDeleted(title: "Design"))

    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.keepAsNewStandup))))))
    await store.receive(\.path[id: 1].record.delegate.keepAsNewStandup)
    let copy = try #require(fixture.standups.wrappedValue.first)
    #expect(copy.id != Self.design.id && copy.title == "Design" && copy.meetings.isEmpty)
    await clock.advance(by: .seconds(6))
    await store.receive(\.path[id: 1].record.delegate.save)
    await store.receive(\.path.popFrom)
    #expect(fixture.standups.wrappedValue[id: copy.id]?.meetings.map(\.date) == [now])
    #expect(fixture.standups.wrappedValue[id: Self.design.id] == nil, "never brought back")
    await listening.cancel()
  }

  @Test func aMeetingForAStandupDeletedElsewhereCanBeDiscarded() async {
    let fixture = SharedFixture([Self.design])
    let store = makeStore(fixture, deepLink: path(Self.design, "/record"))
    let listening = await store.send(.onTask)
    await store.receive(\.sharedStandupsChanged)
    fixture.standups.withLock { _ = $0.remove(id: Self.design.id) }
    await store.receive(\.sharedStandupsChanged)
    await store.receive(\.path[id: 1].record.standupWasDeleted)
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmDiscard))))))
    await store.receive(\.path.popFrom)
    #expect(store.state.path.isEmpty)
    #expect(fixture.standups.wrappedValue.isEmpty, "nothing saved, nothing brought back")
    await listening.cancel()
  }

  @Test func anOpenEditSheetTakesInAnotherTabsEditAndDoneKeepsBoth() async {
    let fixture = SharedFixture([Self.design])
    let store = makeStore(fixture, deepLink: path(Self.design, "/edit"))
    let listening = await store.send(.onTask)
    await store.receive(\.sharedStandupsChanged)
    await store.send(\.path[id: 0].detail.destination.edit.binding, .set(\.standup.title, "Crit"))
    // Another tab makes the meeting longer meanwhile.
    fixture.standups.withLock { $0[id: Self.design.id]?.duration = .seconds(900) }
    await store.receive(\.sharedStandupsChanged)
    guard case .detail(let detail) = store.state.path.last else {
      Issue.record("no detail on the stack")
      return
    }
    #expect(detail.destination?[case: \.edit]?.standup.duration == .seconds(900))
    #expect(detail.destination?[case: \.edit]?.standup.title == "Crit")
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped))))
    let saved = fixture.standups.wrappedValue[id: Self.design.id]
    #expect(saved?.title == "Crit")
    #expect(saved?.duration == .seconds(900))
    await listening.cancel()
  }

  @Test func theStorageNoticeShowsAFailedSaveAndTryAgainSavesAtOnce() async {
    let disk = InMemoryFileSystem()
    let fixture = SharedFixture.onDisk(disk, clock: TestClock())
    let store = makeStore(fixture)
    #expect(store.state.storageProblem == nil)
    disk.saveFailure = "No space left on device"
    fixture.standups.withLock { _ = $0.append(Self.design) }
    #expect(store.state.storageProblem == .cannotSave("No space left on device"))
    disk.saveFailure = nil
    await store.send(.retrySavingButtonTapped)
    await store.finish()
    #expect(store.state.storageProblem == nil)
    let url = URL(fileURLWithPath: "/data/standups.json")
    #expect(disk[url].flatMap { try? StandupsFile.decode($0) }?.map(\.id) == [Self.design.id])
  }
}
