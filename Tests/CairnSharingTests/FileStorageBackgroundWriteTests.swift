import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import Testing

@testable import CairnSharing

/// `.fileStorage` on a storage that writes in the background (`writingInBackground()`, the
/// app's): a change never waits for a slow write, and the file still ends with the newest value.
@Suite("File storage: writing in the background")
struct FileStorageBackgroundWriteTests {
  typealias T = FileStorageTesting
  let files = InMemoryFileSystem()
  /// Each write waits for a signal here before it reaches the file.
  let gate = DispatchSemaphore(value: 0)
  /// Signalled as each write begins.
  let started = DispatchSemaphore(value: 0)
  /// The item ids of every write, in order.
  let written = LockIsolated<[[Int]]>([])

  /// An in-memory storage whose writes wait at `gate` and are recorded in `written`.
  var gatedStorage: FileStorage {
    let base = FileStorage.inMemory(files)
    let (gate, started, written) = (gate, started, written)
    return FileStorage(
      id: base.id, maximumSize: base.maximumSize, read: base.read,
      write: { data, url throws(FileFailure) in
        started.signal()
        gate.wait()
        written.withValue { $0.append(T.items(data)?.map(\.id) ?? []) }
        try base.write(data, url)
      },
      moveAside: base.moveAside, keepCopy: base.keepCopy, copies: base.copies,
      remove: base.remove, removeTemporaryFiles: base.removeTemporaryFiles,
      fingerprint: base.fingerprint, watch: base.watch, pendingSaves: base.pendingSaves,
      throttlesSaves: false
    )
    .writingInBackground()
  }

  @Test(.timeLimit(.minutes(1)))
  func aChangeDuringASlowWriteIsNotedAtOnceAndWrittenAfterIt() async throws {
    let items = T.shared(gatedStorage, clock: TestClock())
    items.withLock { $0.append(Item(id: 1, name: "First")) }
    #expect(started.wait(timeout: .now() + 10) == .success, "the write began")
    #expect(files[T.url] == nil, "withLock returned before the file was written")
    // With the write held, a second change still returns at once (it would hang here if it
    // waited for the write or the key's lock).
    items.withLock { $0.append(Item(id: 2, name: "Second")) }
    #expect(items.wrappedValue.map(\.id) == [1, 2])
    for _ in 0..<8 { gate.signal() }
    try await items.save()
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2])
    let writes = written.value
    #expect(writes.first == [1])
    #expect(writes.last == [1, 2], "the newest value is written last")
    #expect(writes.allSatisfy { $0 == [1] || $0 == [1, 2] })
  }

  @Test(.timeLimit(.minutes(1)))
  func aFlushWaitsForTheWriteInFlightAndLeavesTheNewestValue() async throws {
    let storage = gatedStorage
    let items = T.shared(storage, clock: TestClock())
    items.withLock { $0.append(Item(id: 1, name: "First")) }
    #expect(started.wait(timeout: .now() + 10) == .success, "the write began")
    items.withLock { $0.append(Item(id: 2, name: "Second")) }
    #expect(storage.hasPendingSaves, "the second change is not on the disk yet")
    let gate = gate
    let opener = Thread { for _ in 0..<8 { gate.signal() } }
    opener.start()
    let problems = storage.flush()
    #expect(problems.isEmpty)
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2])
    #expect(written.value.last == [1, 2], "nothing older was written after the flush")
    #expect(!storage.hasPendingSaves)
  }

  @Test func theAppsStorageWritesInTheBackgroundAndTestStoragesDoNot() {
    #expect(FileStorage.fileSystem.writingInBackground().writesInBackground)
    #expect(!FileStorage.fileSystem.writesInBackground)
    #expect(!FileStorage.inMemory.writesInBackground)
  }
}
