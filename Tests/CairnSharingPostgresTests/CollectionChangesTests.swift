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
}
