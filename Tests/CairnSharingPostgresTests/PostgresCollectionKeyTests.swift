import CairnSharing
import CairnTestSupport
import Clocks
import IdentifiedCollections
import Logging
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

  func rows(_ fixture: PostgresFixture, _ collection: String = "meetings") async throws
    -> [(String, Int64)]
  {
    let connection = try await fixture.connection()
    defer { Task { try? await connection.close() } }
    return try await connection.query(
      """
      SELECT id, version FROM cairn_shared_rows WHERE collection = \(collection)
      ORDER BY position, id
      """, logger: fixture.logger
    ).decode((String, Int64).self).collect()
  }

  @Test func aSavedCollectionLoadsInAnotherProcessInOrder() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let fixture = PostgresFixture(cluster: cluster)
    let (a, b) = (fixture.client(), fixture.client())
    let keyA = PostgresCollectionKey<Meeting>("meetings", database: a)
    let keyB = PostgresCollectionKey<Meeting>("meetings", database: b)
    _ = try await load(keyA)
    try await save([retro, standup], keyA)
    #expect(try await load(keyB) == [retro, standup])
    // Another collection in the same table stays apart.
    #expect(try await load(PostgresCollectionKey<Meeting>("other", database: b)) == [])
    await a.shutdown()
    await b.shutdown()
  }

  @Test func twoProcessesEditingDifferentFieldsOfOneRowLoseNothing() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let fixture = PostgresFixture(cluster: cluster)
    let (a, b) = (fixture.client(), fixture.client())
    let keyA = PostgresCollectionKey<Meeting>("meetings", database: a)
    let keyB = PostgresCollectionKey<Meeting>("meetings", database: b)
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
    let client = fixture.client()
    #expect(
      try await load(PostgresCollectionKey<Meeting>("meetings", database: client)) == [merged])
    await client.shutdown()
    await a.shutdown()
    await b.shutdown()
  }

  @Test func insertDeleteAndMoveAreWrittenByIDTouchingOnlyThoseRows() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let fixture = PostgresFixture(cluster: cluster)
    let (a, b) = (fixture.client(), fixture.client())
    let keyA = PostgresCollectionKey<Meeting>("meetings", database: a)
    let keyB = PostgresCollectionKey<Meeting>("meetings", database: b)
    _ = try await load(keyA)
    let planning = Meeting(id: "m3", title: "Planning")
    let demo = Meeting(id: "m4", title: "Demo")
    try await save([standup, retro, planning, demo], keyA)
    let before = Dictionary(uniqueKeysWithValues: try await rows(fixture))
    let seenByB = try #require(try await load(keyB))

    // A moves Demo to the top while B deletes Retro and inserts Review after Planning.
    var editB = seenByB
    editB.remove(id: "m2")
    editB.insert(Meeting(id: "m5", title: "Review"), at: 2)
    async let savedA: Void = save([demo, standup, retro, planning], keyA)
    async let savedB: Void = save(editB, keyB)
    _ = try await (savedA, savedB)

    let after = try await rows(fixture)
    #expect(after.map(\.0) == ["m4", "m1", "m3", "m5"])
    let versions = Dictionary(uniqueKeysWithValues: after)
    #expect(versions["m1"] == before["m1"], "an untouched row is not rewritten")
    #expect(versions["m3"] == before["m3"], "an untouched row is not rewritten")
    #expect(versions["m4"]! > before["m4"]!, "the moved row got a new position")
    await a.shutdown()
    await b.shutdown()
  }

  @Test func aChangeReachesAnotherProcessSubscriberByNotify() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let fixture = PostgresFixture(cluster: cluster)
    let (a, b) = (fixture.client(), fixture.client())
    let keyA = PostgresCollectionKey<Meeting>("meetings", database: a)
    let keyB = PostgresCollectionKey<Meeting>("meetings", database: b)
    _ = try await load(keyA)
    try await save([standup], keyA)
    _ = try await load(keyB)
    let received = Received<IdentifiedArrayOf<Meeting>>()
    let subscription = keyB.subscribe(context: .userInitiated, subscriber: received.subscriber)
    defer { subscription.cancel() }
    try await eventually("B subscribed") {
      await b.engine.subscriberCount("meetings") == 1
    }

    var renamed = standup
    renamed.title = "Stand-up"
    try await save([renamed, retro], keyA)
    try await eventually("B's subscriber sees A's edit") { received.latest == [renamed, retro] }
    try await save([retro], keyA)
    try await eventually("B's subscriber sees A's deletion") { received.latest == [retro] }
    await a.shutdown()
    await b.shutdown()
  }

  @Test func aRowThatDoesNotDecodeIsReportedAndKeptWithoutLosingTheOthers() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let fixture = PostgresFixture(cluster: cluster)
    let a = fixture.client()
    let keyA = PostgresCollectionKey<Meeting>("meetings", database: a)
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
    let keyB = PostgresCollectionKey<Meeting>("meetings", database: b)
    #expect(try await load(keyB) == [standup, retro])
    try await eventually("the status lists the unreadable row") {
      await MainActor.run { b.status.unreadableRows == ["meetings": ["bad"]] }
    }
    // Saving the others (one removed) leaves the damaged row as it was.
    try await save([standup], keyB)
    let kept = try await connection.query(
      "SELECT data::text FROM cairn_shared_rows WHERE id = 'bad'", logger: fixture.logger
    ).decode(String.self).collect()
    #expect(kept.count == 1)
    #expect(try JSONValue(jsonText: kept[0]) == JSONValue(jsonText: damaged))
    #expect(try await rows(fixture).map(\.0) == ["m1", "bad"])
    try await connection.close()
    await a.shutdown()
    await b.shutdown()
  }

  @MainActor
  @Test func sharedReadsAndWritesThroughTheKey() async throws {
    let cluster = try await PostgresTestCluster.start()
    defer { cluster.destroy() }
    let fixture = PostgresFixture(cluster: cluster)
    let (a, b) = (fixture.client(), fixture.client())
    let keyB = PostgresCollectionKey<Meeting>("meetings", database: b)
    _ = try await load(keyB)
    try await save([standup], keyB)

    @Shared(.postgres("meetings", database: a)) var meetings: IdentifiedArrayOf<Meeting> = []
    try await $meetings.load()
    #expect(meetings == [standup])
    $meetings.withLock { $0[id: "m1"]?.title = "Edited through @Shared" }
    try await eventually("the edit is in the database") {
      try await load(keyB)?[id: "m1"]?.title == "Edited through @Shared"
    }
    // B's edit arrives in A's @Shared by notification.
    var fromB = try #require(try await load(keyB))
    fromB[id: "m1"]!.minutes = 45
    try await save(fromB, keyB)
    try await eventually("A's @Shared sees B's edit") { meetings[id: "m1"]?.minutes == 45 }
    #expect(meetings[id: "m1"]?.title == "Edited through @Shared")
    await a.shutdown()
    await b.shutdown()
  }
}
