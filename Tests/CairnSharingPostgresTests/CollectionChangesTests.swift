import Testing

@testable import CairnSharingPostgres

/// What a save writes: only inserted, deleted, moved and changed rows, by id.
@Suite("Changes of a collection by id")
struct CollectionChangesTests {
  func element(_ id: String, _ title: String = "") -> JSONValue {
    .object(["id": .string(id), "title": .string(title)])
  }

  func base(_ ids: [String]) -> CollectionSnapshot {
    CollectionSnapshot(
      rows: ids.enumerated().map {
        StoredRow(id: $1, position: Double($0), version: 1, data: element($1))
      })
  }

  @Test func nothingChangedWritesNothing() {
    let changes = CollectionChanges(base: base(["a", "b"]), mine: [element("a"), element("b")])
    #expect(changes.isEmpty)
  }

  @Test func anEditWritesOnlyThatRow() {
    let changes = CollectionChanges(
      base: base(["a", "b", "c"]), mine: [element("a"), element("b", "new"), element("c")])
    #expect(changes.updated.map(\.id) == ["b"])
    #expect(changes.updated.first?.positionChanged == false)
    #expect(changes.inserted.isEmpty && changes.deleted.isEmpty)
  }

  @Test func insertAndDeleteAreByID() {
    let changes = CollectionChanges(
      base: base(["a", "b"]),
      mine: [element("a"), element("n"), element("b")].filter {
        $0.idMember != "b"
      } + [element("z")])
    #expect(changes.deleted == ["b"])
    #expect(changes.inserted.map(\.id) == ["n", "z"])
    let positions = Dictionary(uniqueKeysWithValues: changes.inserted.map { ($0.id, $0.position) })
    #expect(positions["n"]! > 0 && positions["z"]! > positions["n"]!)
    #expect(changes.updated.isEmpty)
  }

  @Test func aMoveWritesOnlyTheMovedRow() {
    let changes = CollectionChanges(
      base: base(["a", "b", "c", "d"]),
      mine: [element("d"), element("a"), element("b"), element("c")])
    #expect(changes.updated.map(\.id) == ["d"])
    #expect(changes.updated.first!.position < 0)
    #expect(changes.updated.first!.positionChanged)
  }

  @Test func aMoveIntoTheMiddleFallsBetweenItsNeighbours() {
    let changes = CollectionChanges(
      base: base(["a", "b", "c"]), mine: [element("a"), element("c"), element("b")])
    #expect(changes.updated.count == 1)
    let moved = changes.updated[0]
    if moved.id == "c" {
      #expect(moved.position > 0 && moved.position < 1)
    } else {
      #expect(moved.id == "b")
      #expect(moved.position > 2)
    }
  }

  @Test func positionsTooCloseToSplitAreRenumbered() {
    var rows: [StoredRow] = []
    for (index, id) in ["a", "b"].enumerated() {
      rows.append(
        StoredRow(id: id, position: 1 + Double(index) * 1e-9, version: 1, data: element(id)))
    }
    let changes = CollectionChanges(
      base: CollectionSnapshot(rows: rows), mine: [element("a"), element("n"), element("b")])
    #expect(changes.inserted.map(\.position) == [1])
    #expect(changes.updated.map(\.position) == [0, 2])
  }

  @Test func longestIncreasingRunKeepsTheMostRows() {
    let run = CollectionChanges.longestIncreasingRun([3, 0, 1, nil, 2, 5, 4])
    #expect(run == [1, 2, 4, 6] || run == [1, 2, 4, 5])
  }

  @Test func editedRowsAtEitherEndAreKnownByTheirIDsAndKeepTheirPlaces() {
    // Rows at the start and the end are matched by their JSON, else by id: an edited one is
    // still the base row in its place, and a deleted first row is not taken for the next.
    let edited = CollectionChanges(
      base: base(["a", "b", "c", "d"]),
      mine: [element("a", "new"), element("b"), element("c"), element("d", "new")])
    #expect(edited.updated.map(\.id) == ["a", "d"])
    #expect(edited.updated.map(\.position) == [0, 3])
    #expect(edited.updated.allSatisfy { !$0.positionChanged })
    #expect(edited.inserted.isEmpty && edited.deleted.isEmpty)
    let shifted = CollectionChanges(
      base: base(["a", "b", "c"]), mine: [element("b", "new"), element("c")])
    #expect(shifted.deleted == ["a"])
    #expect(shifted.updated.map(\.id) == ["b"])
    #expect(shifted.updated.first?.positionChanged == false)
    #expect(shifted.inserted.isEmpty)
  }

  @Test func inALongCollectionOnlyTheEditedMovedInsertedAndDeletedRowsAreWritten() {
    let ids = (0..<1000).map { "r\($0)" }
    var mine = ids.map { element($0) }
    mine[10] = element("r10", "edited")
    mine.remove(at: 500)
    let moved = mine.remove(at: 699)  // r700
    mine.insert(moved, at: 3)
    mine.append(element("new"))
    let changes = CollectionChanges(base: base(ids), mine: mine)
    #expect(changes.deleted == ["r500"])
    #expect(changes.inserted.map(\.id) == ["new"])
    #expect(changes.inserted.first!.position > 999)
    #expect(Set(changes.updated.map(\.id)) == ["r700", "r10"])
    let r700 = changes.updated.first { $0.id == "r700" }!
    #expect(r700.positionChanged && r700.position > 2 && r700.position < 3)
    let r10 = changes.updated.first { $0.id == "r10" }!
    #expect(!r10.positionChanged && r10.position == 10)
  }

  @Test func aSnapshotKeepsItsRowsInOrderAsRowsChange() {
    var snapshot = CollectionSnapshot(
      rows: ["a", "b", "c", "d"].enumerated().map {
        StoredRow(id: $1, position: Double($0), version: 1, data: element($1))
      })
    snapshot.apply(
      upserted: [
        StoredRow(id: "d", position: 0.5, version: 2, data: element("d")),
        StoredRow(id: "b", position: 1, version: 2, data: element("b", "edited")),
        StoredRow(id: "e", position: 9, version: 1, data: element("e")),
      ], deleted: ["c", "missing"])
    #expect(snapshot.rows.map(\.id) == ["a", "d", "b", "e"])
    #expect(snapshot.byID["b"]?.data == element("b", "edited"))
    #expect(snapshot.byID.count == 4 && snapshot.byID["c"] == nil)
    #expect(snapshot == CollectionSnapshot(rows: snapshot.rows.reversed()))
  }
}
