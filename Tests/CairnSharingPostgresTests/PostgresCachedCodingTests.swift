import CairnSharing
import CairnTestSupport
import IdentifiedCollections
import PostgresNIO
import Testing

@testable import CairnSharingPostgres

/// The key reuses the JSON of unchanged elements and the decoded elements of unchanged rows;
/// against a real cluster, nothing that reuse could get wrong is lost or written stale.
@Suite(
  "PostgreSQL key reusing encoded and decoded elements",
  .enabled(
    if: PostgresBinaries.isAvailable,
    "PostgreSQL is not installed (apt-get install postgresql); these tests start a throwaway cluster"
  ))
struct PostgresCachedCodingTests {
  let daily = Meeting(id: "m1", title: "Daily")
  let retro = Meeting(id: "m2", title: "Retro")

  @Test func anElementChangedInPlaceAndChangedBackIsWrittenEachTime() async throws {
    try await PostgresFixture.run { fixture in
      let keyA = fixture.meetings(fixture.client())
      _ = try await load(keyA)
      var meetings: IdentifiedArrayOf<Meeting> = [daily, retro]
      try await save(meetings, keyA)
      for title in ["Stand-up", "Daily", "Stand-up"] {
        meetings[id: "m1"]!.title = title
        try await save(meetings, keyA)
        let seen = try await load(fixture.meetings(fixture.client()))
        #expect(seen?[id: "m1"]?.title == title)
        #expect(seen?[id: "m2"] == retro)
      }
    }
  }

  @Test func anElementAnotherProcessChangedIsNotOverwrittenByAnUnchangedCopyHere() async throws {
    try await PostgresFixture.run { fixture in
      let (keyA, keyB) = (fixture.meetings(fixture.client()), fixture.meetings(fixture.client()))
      _ = try await load(keyA)
      try await save([daily, retro], keyA)
      let seenByA = try #require(try await load(keyA))
      let seenByB = try #require(try await load(keyB))

      // B renames m1; A has not taken that change (whether or not its client has heard of it
      // yet) and saves an edit of m2 alone, with its cached copy of m1 as it was.
      var editB = seenByB
      editB[id: "m1"]!.title = "Renamed by B"
      try await save(editB, keyB)
      var editA = seenByA
      editA[id: "m2"]!.minutes = 45
      try await save(editA, keyA)

      let stored = try #require(try await load(fixture.meetings(fixture.client())))
      #expect(stored[id: "m1"]?.title == "Renamed by B")
      #expect(stored[id: "m2"]?.minutes == 45)
      // A's next load decodes the renamed row again instead of reusing its cached element.
      let reloaded = try #require(try await load(keyA))
      #expect(reloaded[id: "m1"]?.title == "Renamed by B")
      #expect(reloaded[id: "m2"]?.minutes == 45)
    }
  }

  @Test func rapidSavesAreWrittenInOrderAndEachResumesOnlyOnceWritten() async throws {
    try await PostgresFixture.run { fixture in
      let key = fixture.meetings(fixture.client())
      _ = try await load(key)
      // Twenty saves made one after another without waiting, as quick edits are.
      let results = (1...20).map { minutes in
        var meeting = daily
        meeting.minutes = minutes
        return AsyncThrowingStream<Void, any Error> { continuation in
          key.save(
            [meeting], context: .didSet,
            continuation: SaveContinuation { result in
              continuation.yield(with: result.map { _ in () })
              continuation.finish()
            })
        }
      }
      let connection = try await fixture.connection()
      for (index, result) in results.enumerated() {
        for try await _ in result {}
        // Once a save has resumed, the database holds it or a newer one, never an older one.
        let minutes = try await connection.query(
          "SELECT (data->>'minutes')::int FROM cairn_shared_rows WHERE id = 'm1'",
          logger: fixture.logger
        ).decode(Int.self).collect()
        #expect(minutes.count == 1 && minutes[0] >= index + 1)
      }
      try await connection.close()
      let stored = try await load(fixture.meetings(fixture.client()))
      #expect(stored == [Meeting(id: "m1", title: "Daily", minutes: 20)])
    }
  }
}
