import CairnTestSupport
import Dependencies
import Foundation
import Testing

@testable import CairnSharing

/// `.fileStorage` on a file system in memory: loading, throttled saves, the shutdown flush,
/// and playing back changes made elsewhere.
@Suite("File storage: semantics", .mainSerialExecutor)
struct FileStorageTests {
  typealias T = FileStorageTesting
  let files = InMemoryFileSystem()
  let clock = TestClock()

  @Test func aMissingFileGivesTheDefaultAndWritesNothing() {
    let items = T.shared(
      .inMemory(files, throttlesSaves: true), clock: clock, default: [Item(id: 1, name: "Default")])
    #expect(items.wrappedValue == [Item(id: 1, name: "Default")])
    #expect(items.loadError == nil)
    #expect(files.urls.isEmpty, "loading alone creates no file")
    #expect(files.saveCount == 0)
  }

  @Test func aSavedFileIsLoaded() {
    files[T.url] = T.json([Item(id: 1, name: "Saved")])
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    #expect(items.wrappedValue == [Item(id: 1, name: "Saved")])
  }

  @Test func anEmptyFileCountsAsNoFile() {
    files[T.url] = Data()
    let items = T.shared(
      .inMemory(files, throttlesSaves: true), clock: clock, default: [Item(id: 9, name: "Default")])
    #expect(items.wrappedValue == [Item(id: 9, name: "Default")])
    #expect(items.loadError == nil)
    #expect(files.urls == [T.url], "nothing was set aside")
  }

  @Test func savesAreThrottledToOneASecond() async {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    items.withLock { $0.append(Item(id: 1, name: "First")) }
    #expect(T.items(files[T.url]) == [Item(id: 1, name: "First")], "the first change: at once")

    items.withLock { $0.append(Item(id: 2, name: "Second")) }
    await clock.advance(by: .milliseconds(999))
    #expect(files.saveCount == 1, "the second waits for the end of the second")
    items.withLock { $0.append(Item(id: 3, name: "Third")) }
    await clock.advance(by: .milliseconds(1))
    #expect(files.saveCount == 2, "both written together")
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2, 3])

    await clock.advance(by: .seconds(5))
    #expect(files.saveCount == 2, "nothing more to write")
    items.withLock { $0.append(Item(id: 4, name: "Later")) }
    #expect(files.saveCount == 3, "a change after a quiet second is written at once")
  }

  @Test func anExplicitSaveWritesAtOnceInsideTheWindow() async throws {
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
    items.withLock { $0.append(Item(id: 1, name: "First")) }
    items.withLock { $0.append(Item(id: 2, name: "Second")) }
    #expect(files.saveCount == 1)
    try await items.save()
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2])
    await clock.advance(by: .seconds(1))
    #expect(files.saveCount == 2, "the window was closed by the explicit save")
  }

  @Test func flushWritesWhatWaitsAtShutdown() {
    let storage = FileStorage.inMemory(files, throttlesSaves: true)
    let items = T.shared(storage, clock: clock)
    items.withLock { $0.append(Item(id: 1, name: "First")) }
    items.withLock { $0.append(Item(id: 2, name: "Waiting")) }
    #expect(storage.hasPendingSaves)
    #expect(storage.flush().isEmpty)
    #expect(!storage.hasPendingSaves)
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2])
  }

  @Test func aChangeWaitingForItsSecondIsSavedEvenIfEveryoneLetGo() async {
    do {
      let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock)
      items.withLock { $0.append(Item(id: 1, name: "First")) }
      items.withLock { $0.append(Item(id: 2, name: "Waiting")) }
    }
    await clock.advance(by: .seconds(1))
    #expect(T.items(files[T.url])?.map(\.id) == [1, 2])
  }

  @Test func aFileThatDoesNotDecodeIsKeptAsideAndReported() throws {
    let corrupt = Data("{ not json".utf8)
    files[T.url] = corrupt
    let items = T.shared(.inMemory(files, throttlesSaves: true), clock: clock, default: [])
    let error = try #require(items.loadError as? FileStorageError)
    guard case .cannotDecode(_, let movedTo, _) = error else {
      Issue.record("expected cannotDecode, got \(error)")
      return
    }
    #expect(files[movedTo] == corrupt, "kept, byte for byte")
    #expect(files[T.url] == nil)

    items.withLock { $0.append(Item(id: 1, name: "New")) }
    #expect(T.items(files[T.url]) == [Item(id: 1, name: "New")])
    #expect(files[movedTo] == corrupt, "never overwritten")
  }

  @Test func twoSharedValuesOfOneFileAreOneReference() {
    let storage = FileStorage.inMemory(files, throttlesSaves: true)
    let first = T.shared(storage, clock: clock)
    let second = T.shared(storage, clock: clock)
    first.withLock { $0.append(Item(id: 1, name: "Both")) }
    #expect(second.wrappedValue == [Item(id: 1, name: "Both")])
  }

  @Test func twoInMemoryFileSystemsNeverShareAFile() {
    let first = T.shared(.inMemory, clock: clock)
    let second = T.shared(.inMemory, clock: clock)
    first.withLock { $0.append(Item(id: 1, name: "Only here")) }
    #expect(second.wrappedValue.isEmpty)
  }

  @Test func testsUseAFileSystemInMemoryByDefault() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-never-written-\(UUID().uuidString).json")
    let items = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Shared(wrappedValue: [Item](), .fileStorage(url))
    }
    items.withLock { $0.append(Item(id: 1, name: "In memory")) }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func theDefaultEncoderWritesSortedPrettyJSON() throws {
    let value = ["b": 1, "a": 2]
    let shared = T.shared(
      .inMemory(files, throttlesSaves: true), clock: clock, value: [String: Int]())
    shared.withLock { $0 = value }
    let text = String(decoding: try #require(files[T.url]), as: UTF8.self)
    #expect(text.contains("\n"), "pretty-printed")
    let a = try #require(text.range(of: "\"a\""))
    let b = try #require(text.range(of: "\"b\""))
    #expect(a.lowerBound < b.lowerBound, "keys sorted")
  }

  @Test func aKeyDescribesItself() {
    let key: FileStorageKey<[Item]> = withDependencies {
      $0.defaultFileStorage = .inMemory(files, throttlesSaves: true)
    } operation: {
      .fileStorage(T.url)
    }
    #expect(key.description.hasPrefix(".fileStorage("))
    #expect(key.description.contains("items.json"))
  }
}
