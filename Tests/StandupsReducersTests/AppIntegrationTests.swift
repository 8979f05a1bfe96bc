import Cairn
import CairnArchitecture
import Clocks
import ConcurrencyExtras
import Foundation
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// The whole app, non-exhaustively, as a TCA user tests integration: adding from the root,
/// recording a meeting from the detail, a deep link to the record screen, and another tab's
/// changes arriving.
@MainActor
@Suite("Standups app (reducers)", .serialized)
struct AppIntegrationTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  static let short: Standup = {
    var standup = Standup.engineering
    standup.duration = .seconds(6)
    return standup
  }()

  func makeStore(
    _ fixture: SharedFixture,
    deepLink path: String? = nil,
    clock: TestClock<Duration> = TestClock(),
    printed: LockIsolated<[String]>? = nil,
    speech: AsyncThrowingStream<SpeechRecognitionResult, any Error> = AsyncThrowingStream { _ in }
  ) -> TestStore<StandupsAppFeature.State, StandupsAppFeature.Action> {
    let store = TestStore(
      initialState: path.map { StandupsAppFeature.State(deepLink: DeepLink(path: $0)) }
        ?? StandupsAppFeature.State()
    ) {
      StandupsAppFeature()
        ._printChanges(
          printed.map { printed in _ReducerPrinter { text in printed.withValue { $0.append(text) } }
          })
    } withDependencies: {
      fixture.provide(&$0)
      $0.uuid = .incrementing
      $0.date.now = now
      $0.continuousClock = clock
      $0.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
      $0.speechClient = SpeechClient(
        authorizationStatus: { .authorized },
        requestAuthorization: { .authorized },
        startTask: { speech })
    }
    store.exhaustivity = .off
    return store
  }

  @Test func addingAStandupFromTheRootThenOpeningIt() async {
    let fixture = SharedFixture()
    let printed = LockIsolated<[String]>([])
    let store = makeStore(fixture, printed: printed)
    await store.send(.list(.addStandupButtonTapped))
    await store.send(\.list.destination.add.binding, .set(\.standup.title, "Engineering"))
    await store.send(.list(.confirmAddStandupButtonTapped))
    await store.finish()
    #expect(fixture.standups.wrappedValue.map(\.title) == ["Engineering"])
    #expect(store.state.list.standups.map(\.title) == ["Engineering"])

    await store.send(.list(.standupTapped(Standup.ID(UUID(0)))))
    await store.receive(\.list.delegate.showDetail)
    #expect(store.state.path.count == 1)
    guard case .detail(let detail) = store.state.path.last else {
      Issue.record("no detail on the stack")
      return
    }
    #expect(detail.standup.title == "Engineering")
    // The debug printer saw the sheet's title change, as a diff.
    let log = printed.value.joined(separator: "\n")
    #expect(log.contains("received action:"), "\(log)")
    #expect(log.contains("+ ") && log.contains("Engineering"), "\(log)")
  }

  @Test func recordingAMeetingFromTheDetailPutsItAndItsTranscriptInTheHistory() async {
    let clock = TestClock()
    let fixture = SharedFixture([Self.short])
    let (speech, said) = AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self)
    let store = makeStore(fixture, clock: clock, speech: speech)
    await store.send(.list(.standupTapped(Self.short.id)))
    await store.receive(\.list.delegate.showDetail)
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(\.path[id: 0].detail.delegate.startMeeting)
    #expect(store.state.path.count == 2)
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    said.yield(SpeechRecognitionResult(bestTranscription: "I shipped the form", isFinal: false))
    await store.receive(\.path[id: 1].record.speechResult)
    await clock.advance(by: .seconds(6))
    await store.receive(\.path[id: 1].record.delegate.save)
    await store.receive(\.path.popFrom)
    #expect(store.state.path.count == 1)
    guard case .detail(let detail) = store.state.path.last else {
      Issue.record("no detail on the stack")
      return
    }
    #expect(detail.standup.meetings.map(\.date) == [now])
    #expect(detail.standup.meetings.map(\.transcript) == ["I shipped the form"])
    await store.finish()
    #expect(
      fixture.standups.wrappedValue[id: Self.short.id]?.meetings.map(\.transcript) == [
        "I shipped the form"
      ])
  }

  @Test func aDeepLinkToTheRecordScreenThenFinishing() async {
    let clock = TestClock()
    let fixture = SharedFixture([Self.short])
    let store = makeStore(
      fixture, deepLink: "/standups/\(Self.short.id.rawValue.uuidString)/record", clock: clock)
    #expect(
      store.state.routes == [
        .list(isAdding: false), .detail(Self.short.id, isEditing: false), .record(Self.short.id),
      ])
    await store.send(.path(.element(id: 1, action: .record(.onTask))))
    await clock.advance(by: .seconds(6))
    await store.receive(\.path[id: 1].record.delegate.save)
    await store.receive(\.path.popFrom)
    await store.finish()
    #expect(fixture.standups.wrappedValue[id: Self.short.id]?.meetings.first?.date == now)
    #expect(store.state.deepLink.path == "/standups/\(Self.short.id.rawValue.uuidString)")
  }

  @Test func theBrowsersBackOnTheRecordScreenAsksBeforeLeaving() async {
    let fixture = SharedFixture([Self.short])
    let store = makeStore(
      fixture, deepLink: "/standups/\(Self.short.id.rawValue.uuidString)/record")
    await store.send(
      .linkOpened([.list(isAdding: false), .detail(Self.short.id, isEditing: false)]))
    await store.receive(\.path[id: 1].record.backRequested)
    guard case .record(let record) = store.state.path.last else {
      Issue.record("the meeting left")
      return
    }
    #expect(record.alert == .endMeeting(isDiscardable: true))
  }

  @Test func goingBackFromTheDetailPopsByID() async {
    let fixture = SharedFixture([Self.short])
    let store = makeStore(fixture, deepLink: "/standups/\(Self.short.id.rawValue.uuidString)")
    await store.send(.linkOpened([.list(isAdding: false)]))
    await store.receive(.path(.popFrom(id: 0)))
    #expect(store.state.path.isEmpty)
  }

  @Test func anotherTabsEditAndDeletionArriveLive() async {
    let fixture = SharedFixture([Self.short])
    let store = makeStore(fixture, deepLink: "/standups/\(Self.short.id.rawValue.uuidString)")
    let listening = await store.send(.onTask)
    await store.receive(\.sharedStandupsChanged)
    // Another tab (of either flavour) renames the standup.
    fixture.standups.withLock { $0[id: Self.short.id]?.title = "Renamed elsewhere" }
    await store.receive(\.sharedStandupsChanged)
    guard case .detail(let detail) = store.state.path.last else {
      Issue.record("no detail on the stack")
      return
    }
    #expect(detail.standup.title == "Renamed elsewhere")
    #expect(store.state.list.standups.first?.title == "Renamed elsewhere")
    // Then deletes it: the detail leaves with a notice.
    fixture.standups.withLock { _ = $0.remove(id: Self.short.id) }
    await store.receive(\.sharedStandupsChanged)
    #expect(store.state.path.isEmpty)
    #expect(store.state.list.destination == .alert(.standupDeleted(title: "Renamed elsewhere")))
    await listening.cancel()
  }
}
