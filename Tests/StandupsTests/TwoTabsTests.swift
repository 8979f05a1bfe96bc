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

/// Two tabs over the one shared store, each a full app in the headless host, as two browser
/// tabs are two sessions of one server.
@MainActor
@Suite("Two tabs on one store")
struct TwoTabsTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  struct Tab {
    let model: AppModel
    let host: ViewHost
  }

  func makeStore() -> Shared<IdentifiedArrayOf<Standup>> {
    sharedStandups(Standup.samples(now: now, makeID: { UUID() }))
  }

  func open(_ path: String, on store: Shared<IdentifiedArrayOf<Standup>>) async -> Tab {
    let tab = withDependencies {
      $0.uuid = .incrementing
      $0.date.now = now
      $0.continuousClock = TestClock()
      $0.speechClient = SpeechClient(
        authorizationStatus: { .authorized }, requestAuthorization: { .authorized },
        startTask: { .finished() })
      $0.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
    } operation: {
      let model = AppModel(deepLink: DeepLink(path: path))
      return Tab(model: model, host: ViewHost(url: { model.deepLink }, { AppView(model: model) }))
    }
    await tab.host.settle()
    return tab
  }

  /// The delete buttons of the past meetings on a detail screen, top first.
  func meetingDeleteButtons(_ host: ViewHost) -> [ViewHost.Element] {
    host.all(.button).filter { $0[attribute: "class"]?.contains("row-delete") == true }
  }

  // MARK: 2. Deleting by position from a stale screen

  @Test func twoTabsDeletingTheSameMeetingAtOnceDeleteOnlyThatMeeting() async throws {
    let store = makeStore()
    let id = store.wrappedValue[0].id
    store.withLock {
      for day in 1...3 {
        $0[id: id]?.meetings.append(
          Meeting(
            id: .init(UUID()), date: now.addingTimeInterval(Double(-day) * 86_400),
            transcript: "Day \(day)"))
      }
    }
    let first = store.wrappedValue[id: id]!.meetings[0]
    let countBefore = store.wrappedValue[id: id]!.meetings.count
    let a = await open("/standups/\(id.rawValue)", on: store)
    let b = await open("/standups/\(id.rawValue)", on: store)

    // Both people press delete on the top meeting before either tab has redrawn.
    let deleteA = try #require(meetingDeleteButtons(a.host).first?[attribute: "data-on-click"])
    let deleteB = try #require(meetingDeleteButtons(b.host).first?[attribute: "data-on-click"])
    try a.host.live.dispatch(handler: deleteA)
    try b.host.live.dispatch(handler: deleteB)
    await a.host.settle()
    await b.host.settle()
    // Each tab asks first (issue 28, item 2), naming the meeting its person chose; both say yes.
    try await a.host.tap(a.host.button("Delete", in: a.host.alert("Delete meeting?")))
    try await b.host.tap(b.host.button("Delete", in: b.host.alert("Delete meeting?")))

    let meetings = store.wrappedValue[id: id]!.meetings
    #expect(meetings.count == countBefore - 1, "one meeting was chosen, one is gone")
    #expect(meetings[id: first.id] == nil)
  }

  // MARK: 1. An edit sheet writes back only what the person changed

  func editForm(_ tab: Tab) throws -> StandupFormModel {
    guard case .detail(let detail) = tab.model.path.last else {
      throw Failure("the tab is not on a detail screen")
    }
    return try #require(detail.destination?[case: \.edit])
  }

  struct Failure: Error {
    let description: String
    init(_ description: String) { self.description = description }
  }

  @Test func twoSheetsEditingDifferentFieldsKeepBothChanges() async throws {
    let store = makeStore()
    let id = store.wrappedValue[0].id
    let a = await open("/standups/\(id.rawValue)/edit", on: store)
    let b = await open("/standups/\(id.rawValue)/edit", on: store)

    try editForm(a).standup.title = "Renamed in A"
    try await a.host.tap(a.host.button("Done"))
    let attendee = try editForm(b).standup.attendees[0].id
    try editForm(b).standup.attendees[id: attendee]?.name = "Renamed in B"
    try await b.host.tap(b.host.button("Done"))

    let standup = try #require(store.wrappedValue[id: id])
    #expect(standup.title == "Renamed in A", "B's sheet did not write its old title back")
    #expect(standup.attendees[id: attendee]?.name == "Renamed in B")
  }

  @Test func doneOnAnUntouchedSheetNeverErasesAMeetingRecordedMeanwhile() async throws {
    let store = makeStore()
    let id = store.wrappedValue[0].id
    let a = await open("/standups/\(id.rawValue)/edit", on: store)
    let meeting = Meeting(id: .init(UUID()), date: now, transcript: "Recorded in B")
    store.withLock { _ = $0[id: id]?.meetings.insert(meeting, at: 0) }  // B finished a meeting

    try await a.host.tap(a.host.button("Done"))
    #expect(store.wrappedValue[id: id]?.meetings[id: meeting.id] != nil, "the meeting survived")
  }

  @Test func anOpenSheetShowsWhatAnotherTabSavedToFieldsNotTouchedHere() async throws {
    let store = makeStore()
    let id = store.wrappedValue[0].id
    let a = await open("/standups/\(id.rawValue)/edit", on: store)
    let b = await open("/standups/\(id.rawValue)/edit", on: store)
    try editForm(a).standup.title = "Mine"
    let renamed = try editForm(b).standup.attendees[0].id
    try editForm(b).standup.theme = .lavender
    try editForm(b).standup.attendees[id: renamed]?.name = "Renamed in B"
    try editForm(b).standup.title = "Theirs"
    try await b.host.tap(b.host.button("Done"))
    await a.host.settle()

    let form = try editForm(a)
    #expect(form.standup.theme == .lavender, "an untouched field follows the other tab")
    #expect(form.standup.attendees[id: renamed]?.name == "Renamed in B")
    #expect(form.standup.title == "Mine", "a field this person changed stays theirs")
    #expect(a.host.contains(text: "Renamed in B"), "and the sheet on screen shows it")

    try await a.host.tap(a.host.button("Done"))
    let standup = try #require(store.wrappedValue[id: id])
    #expect(standup.title == "Mine")
    #expect(standup.theme == .lavender)
  }

  // MARK: 3. A standup deleted in one tab

  func deleteThroughTheUI(
    _ id: Standup.ID, on store: Shared<IdentifiedArrayOf<Standup>>
  ) async throws {
    let deleter = await open("/standups/\(id.rawValue)", on: store)
    try await deleter.host.tap(deleter.host.button("Delete"))
    try await deleter.host.tap(deleter.host.button("Yes"))
    #expect(store.wrappedValue[id: id] == nil)
  }

  @Test func aTabShowingADeletedStandupLeavesWithANotice() async throws {
    let store = makeStore()
    let standup = store.wrappedValue[0]
    let b = await open("/standups/\(standup.id.rawValue)/edit", on: store)
    #expect(b.host.button("Done") != nil)

    try await deleteThroughTheUI(standup.id, on: store)
    await b.host.settle()

    #expect(b.model.path.isEmpty, "the detail and its edit sheet are gone")
    #expect(b.host.button("Done") == nil)
    let notice = try #require(b.host.alert("Standup deleted"))
    #expect(notice.text.contains("“\(standup.title)” was deleted in another window."))
    try await b.host.tap(b.host.button("OK"))
    #expect(b.host.alert() == nil)
  }

  @Test func aMeetingInProgressForADeletedStandupCanBeKeptAsANewStandup() async throws {
    let store = makeStore()
    let standup = store.wrappedValue[0]
    let b = await open("/standups/\(standup.id.rawValue)/record", on: store)
    #expect(b.host.button("End meeting") != nil || b.host.button("End Meeting") != nil)

    try await deleteThroughTheUI(standup.id, on: store)
    await b.host.settle()
    let question = try #require(b.host.alert("Standup deleted"), "nothing is dropped silently")
    #expect(question.text.contains("Keep the meeting in a new standup"))

    try await b.host.tap(b.host.button("Keep as new standup"))
    let kept = try #require(store.wrappedValue.first { $0.title == standup.title })
    #expect(kept.id != standup.id)
    #expect(kept.attendees == standup.attendees)
    #expect(kept.meetings.isEmpty)

    guard case .record(let record) = b.model.path.last else {
      Issue.record("the meeting goes on")
      return
    }
    record.alertButtonTapped(.confirmSave)
    #expect(store.wrappedValue[id: kept.id]?.meetings.count == 1, "the meeting was saved in it")
  }

  @Test func aMeetingInProgressForADeletedStandupCanBeDiscardedPlainly() async throws {
    let store = makeStore()
    let standup = store.wrappedValue[0]
    let b = await open("/standups/\(standup.id.rawValue)/record", on: store)
    try await deleteThroughTheUI(standup.id, on: store)
    await b.host.settle()
    try await b.host.tap(b.host.button("Discard meeting"))
    #expect(b.model.path.isEmpty)
    #expect(!store.wrappedValue.contains { $0.title == standup.title }, "nothing was re-created")
  }
}
