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

/// Issue 28, item 1: a meeting whose tab went away (closed, or another URL typed) kept running
/// on the server and saved itself into the history when its time was up. A meeting nobody
/// attends pauses while its tab is gone, carries on when the tab comes back within the
/// session's grace, and ends without saving when the session expires. Through a real
/// `SessionStore` and `Session`, in both flavours; the meeting's clock is a `TestClock`.
@MainActor
@Suite("Standups: meetings nobody attends", .serialized)
struct GhostMeetingTests {
  /// One tab on the record screen of a one-minute, one-attendee standup.
  @MainActor
  struct Tab {
    let standups: Shared<IdentifiedArrayOf<Standup>>
    let standup: Standup
    let sessions: SessionStore
    let session: Session
    let start: ContinuousClock.Instant

    var savedMeetings: Int { standups.wrappedValue[id: standup.id]?.meetings.count ?? -1 }
    /// Whether the screen shows `clock` (as the seconds elapsed, say).
    func shows(_ clock: String) -> Bool { HTML.render(session.live.tree).contains(clock) }

    /// Attaches a socket, as the page's script does, and reports the microphone blocked so
    /// the meeting runs on its timer alone.
    func attach() async -> Int {
      let connection = session.connect { _ in }
      await session.receive(
        #"{"type":"microphone","state":"denied"}"#, from: connection)
      await session.live.settle()
      return connection
    }
  }

  func withTab(
    _ flavour: StandupsFlavour, clock: TestClock<Duration>,
    _ body: @MainActor (Tab) async throws -> Void
  ) async throws {
    try await withMainSerialExecutor {
      try await withDependencies {
        // Arguments of one parameterized test share the test's dependencies: each case gets
        // standups of its own.
        $0.defaultInMemoryStorage = InMemoryStorage()
        $0.uuid = .incrementing
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.continuousClock = clock
      } operation: {
        @Dependency(\.uuid) var uuid
        let standups = sharedStandups()
        let standup = Standup(
          id: .init(uuid()), attendees: [Attendee(id: .init(uuid()), name: "Blob")],
          duration: .seconds(60), title: "Engineering")
        standups.withLock { _ = $0.append(standup) }
        let sessions = SessionStore(
          app: StandupsApp.application(flavour: flavour),
          gracePeriod: .seconds(60))
        let start = ContinuousClock.now
        let session = try sessions.create(
          for: DeepLink(path: "/standups/\(standup.id.rawValue.uuidString)/record"), at: start)
        try await body(
          Tab(
            standups: standups, standup: standup, sessions: sessions, session: session,
            start: start))
      }
    }
  }

  @Test(arguments: StandupsFlavour.allCases)
  func aMeetingPausesWhileItsTabIsGoneAndCarriesOnWhenItComesBack(flavour: StandupsFlavour)
    async throws
  {
    let clock = TestClock()
    try await withTab(flavour, clock: clock) { tab in
      let connection = await tab.attach()
      await step(clock, by: .seconds(3))
      await tab.session.live.settle()
      #expect(tab.shows("00:03"), "the meeting ran while the tab was there")

      tab.session.disconnect(connection, at: tab.start + .seconds(3))
      await tab.session.live.settle()
      #expect(tab.session.live.scenePhase == .background)
      await step(clock, by: .seconds(120))
      await tab.session.live.settle()
      #expect(tab.savedMeetings == 0, "a meeting nobody attends does not save itself")
      #expect(tab.shows("00:03"), "the timer stood still while the tab was gone")
      #expect(!tab.session.hasEnded)

      _ = await tab.attach()
      await step(clock, by: .seconds(56))
      await tab.session.live.settle()
      #expect(tab.shows("00:59"), "it carried on from where it stopped")
      #expect(tab.savedMeetings == 0)
      await step(clock, by: .seconds(1))
      await tab.session.live.settle()
      #expect(tab.savedMeetings == 1, "the attended meeting saves itself when its time is up")
      tab.sessions.endAll()
    }
  }

  @Test(arguments: StandupsFlavour.allCases)
  func aMeetingWhoseSessionExpiresEndsWithoutSaving(flavour: StandupsFlavour) async throws {
    let clock = TestClock()
    try await withTab(flavour, clock: clock) { tab in
      let connection = await tab.attach()
      await step(clock, by: .seconds(3))
      tab.session.disconnect(connection, at: tab.start + .seconds(3))
      await tab.session.live.settle()
      // The grace period outlasts what was left of the meeting.
      await step(clock, by: .seconds(60))
      await tab.session.live.settle()
      #expect(tab.savedMeetings == 0)

      tab.sessions.sweep(at: tab.start + .seconds(64))
      #expect(tab.session.hasEnded, "the tab did not come back within the grace period")
      await step(clock, by: .seconds(120))
      await tab.session.live.settle()
      #expect(tab.savedMeetings == 0, "an expired meeting is not saved")
    }
  }
}
