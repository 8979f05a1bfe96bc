import Cairn
import CairnSharing
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

@MainActor
@Suite("Deep links")
struct AppRoutesTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  func makeStore() -> Shared<IdentifiedArrayOf<Standup>> {
    sharedStandups(Standup.samples(now: now, makeID: UUID.incrementingForTests()))
  }

  func app(_ path: String, store: Shared<IdentifiedArrayOf<Standup>>) -> AppModel {
    withDependencies {
      $0.uuid = .incrementing
      $0.date.now = now
      $0.continuousClock = ImmediateClock()
    } operation: {
      AppModel(deepLink: DeepLink(path: path))
    }
  }

  @Test func everyScreenRoundTrips() {
    let store = makeStore()
    let design = store.wrappedValue[0]
    let id = design.id.rawValue.uuidString
    let meeting = design.meetings[0].id.rawValue.uuidString
    for path in [
      "/", "/standups/new", "/standups/\(id)", "/standups/\(id)/edit",
      "/standups/\(id)/meetings/\(meeting)", "/standups/\(id)/record",
    ] {
      #expect(app(path, store: store).deepLink.path == path)
    }
  }

  @Test func staleAndUnknownIDsLandOnTheNearestValidScreen() {
    let store = makeStore()
    let id = store.wrappedValue[0].id.rawValue.uuidString
    let unknown = UUID().uuidString
    #expect(app("/standups/\(unknown)", store: store).deepLink.path == "/")
    #expect(app("/standups/\(unknown)/edit", store: store).deepLink.path == "/")
    #expect(
      app("/standups/\(id)/meetings/\(unknown)", store: store).deepLink.path == "/standups/\(id)")
    #expect(app("/standups/not-a-uuid", store: store).deepLink.path == "/")
    #expect(app("/nowhere/at/all", store: store).deepLink.path == "/")
  }

  @Test func openingKeepsTheModelsOfScreensThatStay() {
    let store = makeStore()
    let id = store.wrappedValue[0].id.rawValue.uuidString
    let model = app("/standups/\(id)/edit", store: store)
    guard case .detail(let detail) = model.path.first else {
      Issue.record("expected the detail")
      return
    }
    model.open(DeepLink(path: "/standups/\(id)"))
    guard case .detail(let same) = model.path.first else {
      Issue.record("expected the detail")
      return
    }
    #expect(same === detail)
    #expect(same.destination == nil)
  }

  @Test func forwardInHistoryToAnEndedMeetingStartsNoMeeting() {
    let store = makeStore()
    let id = store.wrappedValue[0].id
    let model = app("/standups/\(id.rawValue)/record", store: store)
    guard case .record(let record) = model.path.last else {
      Issue.record("a deep link opens the record screen")
      return
    }
    record.alertButtonTapped(.confirmDiscard)  // the meeting ended; the tab is on the detail
    #expect(model.path.count == 1)

    model.open(DeepLink(path: "/standups/\(id.rawValue)/record"), isHistory: true)
    #expect(model.path.count == 1, "Forward lands on the detail, not in a new meeting")
    #expect(model.deepLink.path == "/standups/\(id.rawValue)")
  }

  @Test func goingBackFromAMeetingInProgressAsksFirst() {
    let store = makeStore()
    let id = store.wrappedValue[0].id.rawValue.uuidString
    let model = app("/standups/\(id)/record", store: store)
    model.open(DeepLink(path: "/standups/\(id)"))
    guard case .record(let record) = model.path.last else {
      Issue.record("the meeting must still be up")
      return
    }
    #expect(record.alert == .endMeeting(isDiscardable: true))
  }

  @Test func deepLinkStraightIntoTheRecordScreenAndFinishAMeeting() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = makeStore()
      let engineering = store.wrappedValue[1]
      let model = withDependencies {
        $0.uuid = .incrementing
        $0.date.now = now
        $0.continuousClock = clock
        $0.speechClient = SpeechClient(
          authorizationStatus: { .authorized },
          requestAuthorization: { .authorized },
          startTask: { .finished() })
        $0.soundEffectClient = SoundEffectClient(load: { _ in }, play: {})
      } operation: {
        AppModel(
          deepLink: DeepLink(path: "/standups/\(engineering.id.rawValue.uuidString)/record"))
      }
      guard case .record(let record) = model.path.last else {
        Issue.record("expected the record screen")
        return
      }
      let task = Task { await record.task() }
      await step(clock, by: engineering.duration)
      await task.value

      #expect(model.deepLink.path == "/standups/\(engineering.id.rawValue.uuidString)")
      #expect(store.wrappedValue[id: engineering.id]?.meetings.count == 1)
      #expect(store.wrappedValue[id: engineering.id]?.meetings.first?.date == now)
    }
  }
}

extension UUID {
  /// Makes incrementing ids, for sample data in tests.
  static func incrementingForTests() -> () -> UUID {
    let counter = LockIsolated(0)
    return {
      counter.withValue { value in
        defer { value += 1 }
        return UUID(uuidString: String(format: "00000000-0000-0000-0000-%012x", value + 1000))!
      }
    }
  }
}
