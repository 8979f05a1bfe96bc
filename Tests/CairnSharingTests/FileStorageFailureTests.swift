import CairnSharing
import CairnTestSupport
import Dependencies
import Foundation
import IdentifiedCollections
import Testing

/// `.fileStorage` when the disk fails: changes are kept and retried, the user is told, and a
/// file that could not be read is never saved over.
@Suite("File storage: failures never lose data", .mainSerialExecutor)
struct FileStorageFailureTests {
  typealias T = FileStorageTesting
  let files = InMemoryFileSystem()
  let clock = TestClock()

  @Test func aFailedSaveIsReportedKeptAndRetriedWithADoublingDelay() async throws {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    files.saveFailure = "No space left on device"
    items.withLock { $0.append(Item(id: 1, name: "Retro")) }
    #expect(files.saveCount == 1)
    let error = try #require(items.saveError as? FileStorageError)
    #expect(error == .cannotSave(T.url, reason: "No space left on device"))
    #expect(items.wrappedValue.map(\.name) == ["Retro"], "the change stays")

    await clock.advance(by: .seconds(1))
    #expect(files.saveCount == 2, "retried after 1 s")
    await clock.advance(by: .seconds(1))
    #expect(files.saveCount == 2, "then after 2 s, not 1")
    await clock.advance(by: .seconds(1))
    #expect(files.saveCount == 3)
    await clock.advance(by: .seconds(3))
    #expect(files.saveCount == 3, "then after 4 s")
    await clock.advance(by: .seconds(1))
    #expect(files.saveCount == 4)
    #expect(items.saveError != nil, "still failing, still shown")

    files.saveFailure = nil
    await clock.advance(by: .seconds(8))
    #expect(T.items(files[T.url]) == [Item(id: 1, name: "Retro")], "the disk recovered: saved")
    #expect(items.saveError == nil, "a retry that succeeds clears the error")
  }

  @Test func theRetryDelayStopsGrowingAtAMinute() async {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    files.saveFailure = "Input/output error"
    items.withLock { $0.append(Item(id: 1, name: "Kept")) }
    // 1 + 2 + 4 + 8 + 16 + 32 = 63 s: six retries, the next delay is capped at 60 s.
    await clock.advance(by: .seconds(63))
    #expect(files.saveCount == 7)
    await clock.advance(by: .seconds(59))
    #expect(files.saveCount == 7)
    await clock.advance(by: .seconds(1))
    #expect(files.saveCount == 8, "60 s, not 64 s")
    await clock.advance(by: .seconds(60))
    #expect(files.saveCount == 9)
  }

  /// What "Try again" does: `save()` writes at once, without waiting out the backed-off retry.
  @Test func saveWritesAtOnceWhileTheRetryIsBackedOff() async throws {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    files.saveFailure = "No space left on device"
    items.withLock { $0.append(Item(id: 1, name: "Retro")) }
    await clock.advance(by: .seconds(7))
    #expect(files.saveCount == 4, "failed, then retried after 1, 2 and 4 s; the next is 8 s off")

    files.saveFailure = nil
    try await items.save()
    #expect(files.saveCount == 5, "written at once")
    #expect(T.items(files[T.url]) == [Item(id: 1, name: "Retro")])
    #expect(items.saveError == nil)
    await clock.advance(by: .seconds(8))
    #expect(files.saveCount == 5, "nothing was left for the retry to write")
  }

  @Test func changesMadeWhileSavesFailRideOnTheNextRetry() async throws {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    files.saveFailure = "No space left on device"
    items.withLock { $0.append(Item(id: 1, name: "One")) }
    items.withLock { $0.append(Item(id: 2, name: "Two")) }
    #expect(files.saveCount == 1, "no write per change while failing")
    files.saveFailure = nil
    await clock.advance(by: .seconds(1))
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2])
    #expect(items.saveError == nil)
  }

  @Test func theShutdownFlushTriesAgainAndSaysWhy() {
    let storage = FileStorage.inMemory(files, throttlesSaves: true)
    let items = T.shared(storage, clock: clock)
    files.saveFailure = "Read-only file system"
    items.withLock { $0.append(Item(id: 1, name: "Planning")) }
    #expect(storage.flush() == [.cannotSave(T.url, reason: "Read-only file system")])
    #expect(storage.hasPendingSaves)
    files.saveFailure = nil
    #expect(storage.flush().isEmpty)
    #expect(T.items(files[T.url]) == [Item(id: 1, name: "Planning")])
  }

  @Test func aFileThatCannotBeReadIsNeverSavedOverAndIsMergedOnceReadable() async throws {
    let onDisk = Item(id: 1, name: "On disk")
    files[T.url] = T.json([onDisk])
    files.readFailure = "Permission denied"
    let storage = FileStorage.inMemory(files, throttlesSaves: true)
    let items = T.shared(storage, clock: clock)
    let error = try #require(items.loadError as? FileStorageError)
    #expect(error == .cannotRead(T.url, reason: "Permission denied"))

    items.withLock { $0.append(Item(id: 2, name: "Made meanwhile")) }
    #expect(
      items.saveError as? FileStorageError == .savesHeld(T.url, reason: "Permission denied"),
      "the change is shown as kept in memory")
    await clock.advance(by: .seconds(5))
    #expect(files.saveCount == 0, "nothing is written over a file that was not read")
    let copy = T.url.appendingPathExtension("unsaved")
    #expect(
      storage.flush() == [.keptUnsaved(T.url, keptAt: copy, reason: "Permission denied")],
      "not at shutdown either: the change goes to a copy beside it")
    #expect(T.items(files[T.url]) == [onDisk])
    await #expect(throws: FileStorageError.savesHeld(T.url, reason: "Permission denied")) {
      try await items.save()
    }
    #expect(T.items(files[T.url]) == [onDisk])

    files.readFailure = nil
    await clock.advance(by: .seconds(60))
    #expect(items.loadError == nil)
    #expect(items.saveError == nil, "saved at last")
    #expect(items.wrappedValue.map(\.name) == ["On disk", "Made meanwhile"])
    #expect(T.items(files[T.url])?.map(\.name) == ["On disk", "Made meanwhile"])
    #expect(files[copy] == nil, "the copy was merged in and removed")
  }

  @Test func aChangeHeldAtShutdownIsMergedAtTheNextStart() async throws {
    files[T.url] = T.json([Item(id: 1, name: "On disk")])
    files.readFailure = "Input/output error"
    let storage = FileStorage.inMemory(files, throttlesSaves: true)
    do {
      let items = T.shared(storage, clock: clock)
      items.withLock { $0.append(Item(id: 2, name: "Made before the restart")) }
      let failures = storage.flush()
      guard case .keptUnsaved(_, let keptAt, _) = failures.first else {
        Issue.record("expected keptUnsaved, got \(failures)")
        return
      }
      #expect(T.items(files[keptAt]) == [Item(id: 2, name: "Made before the restart")])
    }
    // The process starts again; the disk reads again.
    files.readFailure = nil
    let items = T.shared(storage, clock: TestClock())
    #expect(items.wrappedValue.map(\.name) == ["On disk", "Made before the restart"])
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2])
    #expect(files.urls == [T.url], "the kept copy is gone once merged and saved")
  }

  @Test func anUnreadableFileIsReadAgainWithADoublingDelay() async {
    files[T.url] = T.json([Item(id: 1, name: "Locked")])
    files.readFailure = "Permission denied"
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    #expect(files.readCount == 1)
    await clock.advance(by: .seconds(1))
    #expect(files.readCount == 2)
    await clock.advance(by: .seconds(2))
    #expect(files.readCount == 3)
    await clock.advance(by: .seconds(3))
    #expect(files.readCount == 3, "the next try is 4 s later")
    await clock.advance(by: .seconds(1))
    #expect(files.readCount == 4)
    files.readFailure = nil
    await clock.advance(by: .seconds(8))
    #expect(items.wrappedValue == [Item(id: 1, name: "Locked")])
    #expect(files.saveCount == 0, "nothing was changed here: nothing to write")
  }

  @Test func anIdentifiedArrayIsMergedTheSameWay() async {
    files[T.url] = T.json([Item(id: 1, name: "On disk")])
    files.readFailure = "Input/output error"
    let items = withDependencies {
      $0.defaultFileStorage = .inMemory(files, throttlesSaves: true)
      $0.continuousClock = clock
    } operation: {
      Shared(wrappedValue: IdentifiedArrayOf<Item>(), .fileStorage(T.url))
    }
    items.withLock { _ = $0.append(Item(id: 2, name: "Made meanwhile")) }
    files.readFailure = nil
    await clock.advance(by: .seconds(1))
    #expect(items.wrappedValue.ids == [1, 2])
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2])
  }
}
