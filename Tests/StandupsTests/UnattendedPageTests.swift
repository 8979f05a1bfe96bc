import CairnSharing
@_spi(Runtime) import CairnWeb
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

/// Defect found when the app was attacked: `curl …/standups/<id>/record` (no browser, no
/// socket) started a meeting that saved itself into the history a minute later.
@MainActor
@Suite("Standups: pages nobody opened")
struct UnattendedPageTests {
  @Test(arguments: StandupsFlavour.allCases)
  func aPlainGETOfTheRecordScreenStartsNoMeetingAndSavesNothing(flavour: StandupsFlavour)
    async throws
  {
    let clock = TestClock()
    try await withMainSerialExecutor {
      try await withDependencies {
        // Arguments of one parameterized test share the test's dependencies: each case gets
        // standups of its own.
        $0.defaultInMemoryStorage = InMemoryStorage()
        $0.uuid = .incrementing
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.continuousClock = clock
        $0.speechClient = SpeechClient(
          authorizationStatus: { .authorized }, requestAuthorization: { .authorized },
          startTask: { .finished() })
      } operation: {
        @Dependency(\.uuid) var uuid
        let standups = sharedStandups()
        let standup = Standup(
          id: .init(uuid()), attendees: [Attendee(id: .init(uuid()), name: "Blob")],
          duration: .seconds(60), title: "Engineering")
        standups.withLock { _ = $0.append(standup) }
        let sessions = SessionStore(
          app: StandupsApp.application(flavour: flavour))
        let start = ContinuousClock.now

        let page = try sessions.create(
          for: DeepLink(path: "/standups/\(standup.id.rawValue.uuidString)/record"), at: start)
        #expect(HTML.render(page.live.tree).contains("is speaking"), "the page was rendered")
        await page.live.settle()
        await step(clock, by: .seconds(90))
        await page.live.settle()

        #expect(standups.wrappedValue[id: standup.id]?.meetings.isEmpty == true, "no meeting saved")
        sessions.sweep(at: start + .seconds(11))
        #expect(page.hasEnded, "the unattended page is gone")
        await step(clock, by: .seconds(90))
        #expect(standups.wrappedValue[id: standup.id]?.meetings.isEmpty == true)
      }
    }
  }
}
