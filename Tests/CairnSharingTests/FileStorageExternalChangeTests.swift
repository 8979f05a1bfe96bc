import CairnTestSupport
import Dependencies
import Foundation
import Testing

@testable import CairnSharing

/// `.fileStorage` when another program changes the file: the value follows it, changes made
/// here and not yet saved are merged by id, and nothing is lost when they cannot be merged.
@Suite("File storage: changes made elsewhere", .mainSerialExecutor)
struct FileStorageExternalChangeTests {
  typealias T = FileStorageTesting
  let files = InMemoryFileSystem()
  let clock = TestClock()

  @Test func aChangeMadeElsewhereIsPlayedBack() {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    files[T.url] = T.json([Item(id: 1, name: "From elsewhere")])
    #expect(items.wrappedValue == [Item(id: 1, name: "From elsewhere")])
    #expect(files.saveCount == 0, "nothing written back")
  }

  /// A save that comes before the watcher's notice of another program's change merges that
  /// change in first: it never writes a stale copy over it.
  @Test func aSaveBeforeTheNoticeOfAChangeElsewhereMergesItFirst() throws {
    files[T.url] = T.json([Item(id: 1, name: "A"), Item(id: 2, name: "B")])
    let items = T.shared(.inMemory(files), clock: clock)
    files.setUnnoticed(
      T.json([Item(id: 1, name: "A renamed elsewhere"), Item(id: 2, name: "B")]), at: T.url)
    items.withLock { $0[1].name = "B renamed here" }
    #expect(
      T.items(files[T.url]) == [
        Item(id: 1, name: "A renamed elsewhere"), Item(id: 2, name: "B renamed here"),
      ], "both changes are on disk")
    #expect(
      items.wrappedValue == [
        Item(id: 1, name: "A renamed elsewhere"), Item(id: 2, name: "B renamed here"),
      ], "and shown")
  }

  @Test func unsavedChangesAreMergedByIDWithAChangeMadeElsewhere() async {
    files[T.url] = T.json([Item(id: 1, name: "A"), Item(id: 2, name: "B"), Item(id: 3, name: "C")])
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    items.withLock { $0[0].name = "A saved" }  // written at once
    // Within the second: rename B, remove C, add D; all unsaved.
    items.withLock {
      $0[1].name = "B renamed here"
      $0.remove(at: 2)
      $0.append(Item(id: 4, name: "D made here"))
    }
    // Meanwhile another program renames A, and adds E.
    files[T.url] = T.json([
      Item(id: 1, name: "A renamed elsewhere"), Item(id: 2, name: "B"),
      Item(id: 3, name: "C"), Item(id: 5, name: "E made elsewhere"),
    ])
    let expected = [
      Item(id: 1, name: "A renamed elsewhere"), Item(id: 2, name: "B renamed here"),
      Item(id: 4, name: "D made here"), Item(id: 5, name: "E made elsewhere"),
    ]
    #expect(items.wrappedValue == expected)
    #expect(T.items(files[T.url]) == expected, "the merge is saved at once")
    #expect(items.loadError == nil)
  }

  @Test func aValueThatCannotBeMergedKeepsTheOtherVersionAside() throws {
    files[T.url] = Data("\"first\"".utf8)
    let text = T.shared(.inMemory(files, throttlesSaves: true), clock: clock, value: "")
    text.withLock { $0 = "saved here" }
    text.withLock { $0 = "unsaved here" }
    files[T.url] = Data("\"written elsewhere\"".utf8)

    #expect(text.wrappedValue == "unsaved here", "the change made here stays")
    let error = try #require(text.loadError as? FileStorageError)
    guard case .changedElsewhere(_, let movedTo) = error else {
      Issue.record("expected changedElsewhere, got \(error)")
      return
    }
    #expect(files[movedTo] == Data("\"written elsewhere\"".utf8), "the other version is kept")
    #expect(files[T.url] == Data("\"unsaved here\"".utf8))
  }

  /// swift-sharing goes back to the default value when the file is deleted; Cairn keeps what
  /// every screen shows and writes it again, so that it is still there at the next start.
  @Test func aDeletedFileIsWrittenAgainFromWhatIsShown() {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    items.withLock { $0.append(Item(id: 1, name: "Still here")) }
    files[T.url] = nil
    #expect(items.wrappedValue == [Item(id: 1, name: "Still here")])
    #expect(T.items(files[T.url]) == [Item(id: 1, name: "Still here")])
  }

  @Test func aCorruptWriteElsewhereIsKeptAsideAndTheValueWrittenAgain() throws {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    items.withLock { $0.append(Item(id: 1, name: "Good")) }
    files[T.url] = Data("garbage".utf8)
    let error = try #require(items.loadError as? FileStorageError)
    guard case .cannotDecode(_, let movedTo, _) = error else {
      Issue.record("expected cannotDecode, got \(error)")
      return
    }
    #expect(files[movedTo] == Data("garbage".utf8))
    #expect(items.wrappedValue == [Item(id: 1, name: "Good")])
    #expect(T.items(files[T.url]) == [Item(id: 1, name: "Good")])
  }

  @Test func aFileThatBecomesReadableIsTakenInWhenItChanges() throws {
    files[T.url] = T.json([Item(id: 1, name: "Locked")])
    files.readFailure = "Permission denied"
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    #expect(items.loadError != nil)
    files.readFailure = nil
    files[T.url] = T.json([Item(id: 1, name: "Unlocked")])
    #expect(items.wrappedValue == [Item(id: 1, name: "Unlocked")], "no need to wait for a retry")
    #expect(items.loadError == nil)
  }
}

/// The three-way merge by id on its own.
@Suite("File storage: merging by id")
struct FileStorageMergeTests {
  func item(_ id: Int, _ name: String) -> Item { Item(id: id, name: name) }

  @Test func untouchedElementsTakeTheFilesVersionAndGoWhenTheFileRemovedThem() {
    let base = [item(1, "a"), item(2, "b")]
    let merged = mergeByID(base: base, file: [item(1, "a2")], local: base, fileOrder: false)
    #expect(merged == [item(1, "a2")])
  }

  @Test func anElementChangedOnBothSidesKeepsTheChangeMadeHere() {
    let merged = mergeByID(
      base: [item(1, "a")], file: [item(1, "theirs")], local: [item(1, "ours")],
      fileOrder: false)
    #expect(merged == [item(1, "ours")])
  }

  @Test func anElementRemovedHereComesBackIfTheFileChangedIt() {
    let base = [item(1, "a"), item(2, "b")]
    let merged = mergeByID(
      base: base, file: [item(1, "a"), item(2, "b edited")], local: [item(1, "a")],
      fileOrder: false)
    #expect(merged == [item(1, "a"), item(2, "b edited")])
    let stillRemoved = mergeByID(base: base, file: base, local: [item(1, "a")], fileOrder: false)
    #expect(stillRemoved == [item(1, "a")])
  }

  @Test func withTheFileOrderTheFileComesFirst() {
    let merged = mergeByID(
      base: [], file: [item(1, "disk"), item(2, "disk")], local: [item(3, "new")],
      fileOrder: true)
    #expect(merged.map(\.id) == [1, 2, 3])
  }

  @Test func valuesWithoutIdentityAreNotMerged() {
    #expect(mergedValue(base: "a", file: "b", local: "c", fileOrder: false) == nil)
    #expect(
      mergedValue(
        base: [item(1, "a")], file: [item(2, "b")], local: [item(1, "a")], fileOrder: false)
        == [item(2, "b")])
  }
}
