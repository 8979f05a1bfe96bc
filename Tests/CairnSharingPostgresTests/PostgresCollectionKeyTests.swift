import CairnSharing
import CairnTestSupport
import IdentifiedCollections
import PostgresNIO
import Testing

@testable import CairnSharingPostgres

/// The PostgreSQL key against a real throwaway cluster, with two clients standing in for two
/// processes.
@Suite(
  "PostgreSQL key",
  .enabled(
    if: PostgresBinaries.isAvailable,
    "PostgreSQL is not installed (apt-get install postgresql); these tests start a throwaway cluster"
  ))
struct PostgresCollectionKeyTests {
  let standup = Meeting(
    id: "m1", title: "Daily", minutes: 5,
    attendees: [Attendee(id: "a1", name: "Ann"), Attendee(id: "a2", name: "Bo")])
  let retro = Meeting(id: "m2", title: "Retro", minutes: 30)

  @Test func aSavedCollectionLoadsInAnotherProcessInOrder() async throws {
    try await PostgresFixture.run { fixture in
      let (keyA, keyB) = (fixture.meetings(fixture.client()), fixture.meetings(fixture.client()))
      _ = try await load(keyA)
      try await save([retro, standup], keyA)
      #expect(try await load(keyB) == [retro, standup])
      // Another collection in the same table stays apart.
      #expect(try await load(fixture.meetings(keyB.database, "other")) == [])
    }
  }

  @Test func twoProcessesEditingDifferentFieldsOfOneRowLoseNothing() async throws {
    try await PostgresFixture.run { fixture in
      let (keyA, keyB) = (fixture.meetings(fixture.client()), fixture.meetings(fixture.client()))
      _ = try await load(keyA)
      try await save([standup], keyA)
      let seenByB = try #require(try await load(keyB))

      // A renames the standup and Ann; B, from the same starting point, changes the duration
      // and renames Bo: a whole-row save by B would undo A's edits.
      var editA: IdentifiedArrayOf<Meeting> = [standup]
      editA[id: "m1"]!.title = "Morning sync"
      editA[id: "m1"]!.attendees[id: "a1"]!.name = "Anna"
      var editB = seenByB
      editB[id: "m1"]!.minutes = 15
      editB[id: "m1"]!.attendees[id: "a2"]!.name = "Bob"
      // Both saved at once, each before hearing of the other's.
      async let savedA: Void = save(editA, keyA)
      async let savedB: Void = save(editB, keyB)
      _ = try await (savedA, savedB)

      let merged = Meeting(
        id: "m1", title: "Morning sync", minutes: 15,
        attendees: [Attendee(id: "a1", name: "Anna"), Attendee(id: "a2", name: "Bob")])
      #expect(try await load(fixture.meetings(fixture.client())) == [merged])
    }
  }

  @Test func insertDeleteAndMoveAreWrittenByIDTouchingOnlyThoseRows() async throws {
    try await PostgresFixture.run { fixture in
      let (keyA, keyB) = (fixture.meetings(fixture.client()), fixture.meetings(fixture.client()))
      _ = try await load(keyA)
      let planning = Meeting(id: "m3", title: "Planning")
      let demo = Meeting(id: "m4", title: "Demo")
      try await save([standup, retro, planning, demo], keyA)
      let before = Dictionary(uniqueKeysWithValues: try await fixture.rows())
      let seenByB = try #require(try await load(keyB))

      // A moves Demo to the top while B deletes Retro and inserts Review after Planning.
      var editB = seenByB
      editB.remove(id: "m2")
      editB.insert(Meeting(id: "m5", title: "Review"), at: 2)
      async let savedA: Void = save([demo, standup, retro, planning], keyA)
      async let savedB: Void = save(editB, keyB)
      _ = try await (savedA, savedB)

      let after = try await fixture.rows()
      #expect(after.map(\.0) == ["m4", "m1", "m3", "m5"])
      let versions = Dictionary(uniqueKeysWithValues: after)
      #expect(versions["m1"] == before["m1"], "an untouched row is not rewritten")
      #expect(versions["m3"] == before["m3"], "an untouched row is not rewritten")
      #expect(versions["m4"]! > before["m4"]!, "the moved row got a new position")
    }
  }

  @Test func aChangeReachesAnotherProcessSubscriberByNotify() async throws {
    try await PostgresFixture.run { fixture in
      let (keyA, keyB) = (fixture.meetings(fixture.client()), fixture.meetings(fixture.client()))
      _ = try await load(keyA)
      try await save([standup], keyA)
      let received = Received<IdentifiedArrayOf<Meeting>>()
      let subscription = received.subscribe(to: keyB)
      defer { subscription.cancel() }
      _ = try await load(keyB)

      let renamed = Meeting(
        id: standup.id, title: "Stand-up", minutes: standup.minutes, attendees: standup.attendees)
      try await save([renamed, retro], keyA)
      try await waitUntil("B's subscriber sees A's edit") { received.latest == [renamed, retro] }
      try await save([retro], keyA)
      try await waitUntil("B's subscriber sees A's deletion") { received.latest == [retro] }
    }
  }

  @MainActor
  @Test func aClientWhoseFirstLoadFailedGetsEverythingAndLaterChangesOnceTheDatabaseIsUp()
    async throws
  {
    try await PostgresFixture.run { fixture in
      let clockA = ManualClock()
      let keyA = fixture.meetings(fixture.client(clock: clockA))
      _ = try await load(keyA)
      try await save([standup], keyA)
      try await fixture.cluster.stop()

      // B starts while the database is down, as a process started before it would.
      let clock = ManualClock()
      let b = fixture.client(clock: clock)
      @Shared(.postgres("meetings", database: b)) var meetings: IdentifiedArrayOf<Meeting> = []
      try await waitUntil("B's first load fails") { $meetings.loadError != nil }
      #expect(meetings == [])

      try await fixture.cluster.start()
      try await clock.wakeSleepers()
      try await clockA.wakeSleepers()
      try await waitUntil("B loads what the database has") { meetings == [standup] }
      #expect($meetings.loadError == nil)
      try await waitUntil("A is back too") { keyA.database.status.isReachable }

      // A's later insert, update and deletion reach B by notification.
      try await save([standup, retro], keyA)
      try await waitUntil("A's insert reaches B") { meetings == [standup, retro] }
      var renamed = retro
      renamed.title = "Retrospective"
      try await save([standup, renamed], keyA)
      try await waitUntil("A's update reaches B") { meetings == [standup, renamed] }
      try await save([renamed], keyA)
      try await waitUntil("A's deletion reaches B") { meetings == [renamed] }
    }
  }

  @Test func aRowThatDoesNotDecodeIsReportedAndKeptWithoutLosingTheOthers() async throws {
    try await PostgresFixture.run { fixture in
      let keyA = fixture.meetings(fixture.client())
      _ = try await load(keyA)
      try await save([standup, retro], keyA)
      let connection = try await fixture.connection()
      defer { Task { try? await connection.close() } }
      let damaged = #"{"id": "bad", "title": 42}"#
      try await connection.query(
        """
        INSERT INTO cairn_shared_rows (collection, id, position, data)
        VALUES ('meetings', 'bad', 0.5, \(damaged)::jsonb)
        """, logger: fixture.logger)

      let b = fixture.client()
      let keyB = fixture.meetings(b)
      #expect(try await load(keyB) == [standup, retro])
      try await waitUntil("the status lists the unreadable row") {
        b.status.unreadableRows == ["meetings": ["bad"]]
      }
      // Saving the others (one removed) leaves the damaged row as it was.
      try await save([standup], keyB)
      let kept = try await connection.query(
        "SELECT data::text FROM cairn_shared_rows WHERE id = 'bad'", logger: fixture.logger
      ).decode(String.self).collect()
      #expect(kept.count == 1)
      #expect(try JSONValue(jsonText: kept[0]) == JSONValue(jsonText: damaged))
      #expect(try await fixture.rows().map(\.0) == ["m1", "bad"])
      try await connection.close()
    }
  }

  @MainActor
  @Test func sharedReadsAndWritesThroughTheKey() async throws {
    try await PostgresFixture.run { fixture in
      let keyB = fixture.meetings(fixture.client())
      _ = try await load(keyB)
      try await save([standup], keyB)
      let received = Received<IdentifiedArrayOf<Meeting>>()
      let subscription = received.subscribe(to: keyB)
      defer { subscription.cancel() }

      @Shared(.postgres("meetings", database: fixture.client())) var meetings:
        IdentifiedArrayOf<Meeting> = []
      try await $meetings.load()
      #expect(meetings == [standup])
      $meetings.withLock { $0[id: "m1"]?.title = "Edited through @Shared" }
      try await waitUntil("the edit reaches B") {
        received.latest?[id: "m1"]?.title == "Edited through @Shared"
      }
      // B's edit arrives in A's @Shared by notification.
      var fromB = try #require(received.latest)
      fromB[id: "m1"]!.minutes = 45
      try await save(fromB, keyB)
      try await waitUntil("A's @Shared sees B's edit") { meetings[id: "m1"]?.minutes == 45 }
      #expect(meetings[id: "m1"]?.title == "Edited through @Shared")
    }
  }
}
