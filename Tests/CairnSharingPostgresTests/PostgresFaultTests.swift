import CairnSharing
import CairnTestSupport
import IdentifiedCollections
import Testing

@testable import CairnSharingPostgres

/// The database stopped (or killed) and started mid-edit: the person is told while it is away,
/// saves fail visibly but nothing they changed meanwhile is lost, and when it is back every
/// client writes what it kept (merged by id and field), reads what others changed meanwhile,
/// and hears of later changes again.
///
/// Each client's reconnection delays sleep on a ``ManualClock``: a client retries exactly when
/// the test wakes it, after the cluster is back.
@Suite(
  "PostgreSQL key when the database goes away",
  .enabled(
    if: PostgresBinaries.isAvailable, "PostgreSQL is not installed (apt-get install postgresql)"),
  // A hang (a wait nobody ends) fails the test instead of holding the whole run.
  .timeLimit(.minutes(3))
)
@MainActor
struct PostgresFaultTests {
  let standup = Meeting(id: "m1", title: "Daily", minutes: 5)

  @Test func editsWhileTheDatabaseIsStoppedAreKeptReportedAndWrittenWhenItIsBack() async throws {
    try await PostgresFixture.run { fixture in
      let (clockA, clockB) = (ManualClock(), ManualClock())
      let (a, b) = (fixture.client(clock: clockA), fixture.client(clock: clockB))
      @Shared(.postgres("meetings", database: a)) var meetings: IdentifiedArrayOf<Meeting> = []
      try await $meetings.load()
      let received = Received<IdentifiedArrayOf<Meeting>>()
      let subscription = received.subscribe(to: fixture.meetings(b))
      defer { subscription.cancel() }
      _ = try await load(fixture.meetings(b))
      $meetings.withLock { $0 = [standup] }
      try await waitUntil("B has A's standup") { received.latest == [standup] }

      try await fixture.cluster.stop()
      try await waitUntil("both notice the database is gone") {
        !a.status.isReachable && !b.status.isReachable
      }

      // Two edits while it is away: each save fails (so `saveError` shows it), both are kept.
      $meetings.withLock { $0[id: "m1"]!.title = "Edited offline" }
      try await waitUntil("the failed save is shown") { $meetings.saveError != nil }
      #expect($meetings.saveError is PostgresSharingError)
      #expect(a.status.hasPendingChanges, "by the time the failure shows, the edit is kept")
      _ = $meetings.withLock { $0.append(Meeting(id: "m2", title: "Added offline")) }
      try await waitUntil("the changes are kept") { a.status.hasPendingChanges }
      let message = try #require(a.status.message)
      #expect(message.contains("Your changes are kept"))
      let shown = "\(message) \(String(describing: $meetings.saveError))"
      #expect(!shown.contains(fixture.cluster.user), "the database user is not shown: \(shown)")

      // Back: meanwhile a third process adds a standup the others never heard of.
      try await fixture.cluster.start()
      let keyC = fixture.meetings(fixture.client())
      let third = Meeting(id: "m3", title: "Added by another process")
      try await save([standup, third], keyC)
      #expect(try await clockA.wakeSleepers() == [.milliseconds(250)])
      try await clockB.wakeSleepers()
      let edited: IdentifiedArrayOf<Meeting> = [
        Meeting(id: "m1", title: "Edited offline", minutes: 5), third,
        Meeting(id: "m2", title: "Added offline"),
      ]
      try await waitUntil("A writes what it kept and reads the third process's standup") {
        a.status.isReachable && !a.status.hasPendingChanges && $meetings.saveError == nil
          && Set(meetings) == Set(edited)
      }
      #expect(a.status.message == nil)
      try await waitUntil("B catches up") { received.latest.map(Set.init) == Set(edited) }
      #expect(try await load(keyC).map(Set.init) == Set(edited))

      // Both listen again: a later change reaches them by notification.
      $meetings.withLock { $0[id: "m3"]!.minutes = 50 }
      try await waitUntil("B hears of A's next edit") {
        received.latest?[id: "m3"]?.minutes == 50
      }
    }
  }

  @Test func aCrashedDatabaseComesBackAndEditsFromBothSidesMerge() async throws {
    try await PostgresFixture.run { fixture in
      let (clockA, clockB) = (ManualClock(), ManualClock())
      let (a, b) = (fixture.client(clock: clockA), fixture.client(clock: clockB))
      let (keyA, keyB) = (fixture.meetings(a), fixture.meetings(b))
      _ = try await load(keyA)
      try await save([standup], keyA)
      let seenByB = try #require(try await load(keyB))

      fixture.cluster.kill()
      var editA: IdentifiedArrayOf<Meeting> = [standup]
      editA[id: "m1"]!.title = "Title from A"
      await #expect(throws: PostgresSharingError.self) { try await save(editA, keyA) }
      var editB = seenByB
      editB[id: "m1"]!.minutes = 25
      await #expect(throws: PostgresSharingError.self) { try await save(editB, keyB) }
      // A save's failure and the status reach the main queue separately, so a status that
      // says "unreachable" (from the listener) can be seen before the one that says "kept".
      try await waitUntil("both know, and both keep their edit") {
        !a.status.isReachable && !b.status.isReachable
          && a.status.hasPendingChanges && b.status.hasPendingChanges
      }

      try await fixture.cluster.start()
      try await clockA.wakeSleepers()
      try await clockB.wakeSleepers()
      try await waitUntil("both reconnect and write") {
        a.status.isReachable && b.status.isReachable && !a.status.hasPendingChanges
          && !b.status.hasPendingChanges
      }
      let loaded = try await load(fixture.meetings(fixture.client()))
      #expect(loaded == [Meeting(id: "m1", title: "Title from A", minutes: 25)])
    }
  }

  @Test func aClientStartedWhileTheDatabaseIsDownNeverDeletesRowsItHasNotSeen() async throws {
    try await PostgresFixture.run { fixture in
      let a = fixture.client()
      let keyA = fixture.meetings(a)
      _ = try await load(keyA)
      let existing = Meeting(id: "m1", title: "Already there")
      try await save([existing], keyA)
      await a.shutdown()
      try await fixture.cluster.stop()

      let clock = ManualClock()
      let key = fixture.meetings(fixture.client(clock: clock))
      await #expect(throws: PostgresSharingError.self) { try await load(key) }
      let received = Received<IdentifiedArrayOf<Meeting>>()
      let subscription = received.subscribe(to: key)
      defer { subscription.cancel() }
      // The app starts from its default (empty) and adds one: a whole-copy save would delete m1.
      let added = Meeting(id: "m2", title: "Added while down")
      await #expect(throws: PostgresSharingError.self) { try await save([added], key) }

      try await fixture.cluster.start()
      try await clock.wakeSleepers()
      try await waitUntil("the late client reconnects and shows both") {
        received.latest.map(Set.init) == [existing, added]
      }
      let loaded = try #require(try await load(fixture.meetings(fixture.client())))
      #expect(Set(loaded) == [existing, added])
    }
  }

  @Test func aServerThatStopsAnsweringIsCountedAsGoneAndNothingWaitsForever() async throws {
    try await PostgresFixture.run { fixture in
      let clock = ManualClock()
      let a = fixture.client(
        clock: clock,
        timeouts: PostgresTimeouts(
          connect: .seconds(1), query: .seconds(1), heartbeat: .milliseconds(200)))
      let key = fixture.meetings(a)
      _ = try await load(key)
      try await save([standup], key)

      // Frozen: its connections stay open, but nothing answers a query or a heartbeat.
      fixture.cluster.suspend()
      try await waitUntil("the heartbeat's timeout notices") { !a.status.isReachable }
      var edited: IdentifiedArrayOf<Meeting> = [standup]
      edited[id: "m1"]!.title = "Edited while frozen"
      await #expect(throws: PostgresSharingError.self) { try await save(edited, key) }
      // A connection attempt to the frozen server gives up too: the client sleeps again.
      #expect(try await clock.wakeSleepers() == [.milliseconds(250)])
      #expect(try await clock.waitForSleepers() == [.milliseconds(500)])
      #expect(!a.status.isReachable)

      fixture.cluster.resume()
      try await clock.wakeSleepers()
      try await waitUntil("back, with the edit written") {
        a.status.isReachable && !a.status.hasPendingChanges
      }
      #expect(try await load(fixture.meetings(fixture.client())) == edited)
    }
  }
}
