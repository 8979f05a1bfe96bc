import CairnTestSupport
import Dependencies
import Foundation
import Testing

@testable import CairnSharing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `.fileStorage` on real files in a temporary folder: durable writes, no temporary file left,
/// files that cannot be read refused and never replaced, links followed, and faults of the
/// disk reported and survived.
///
/// These tests do not watch files (the watching is tested on its own), so that no change comes
/// back on another thread while a test looks.
@Suite("File storage: real files", .mainSerialExecutor, .serialized)
struct FileStorageDiskTests {
  typealias T = FileStorageTesting
  let clock = TestClock()
  /// The real file system, a storage of each test's own (so `flush()` reaches only its keys).
  let storage = FileStorage.fileSystem(maximumFileSize: FileStorage.defaultMaximumFileSize)
    .unwatched
  let directory: URL
  var url: URL { directory.appendingPathComponent("items.json") }

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-file-storage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func names() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }

  @Test func aSaveReachesTheDiskAndLeavesNoTemporaryFile() throws {
    defer { cleanUp() }
    let items = T.shared(storage, clock: clock, url: url)
    items.withLock { $0.append(Item(id: 1, name: "Durable")) }
    #expect(T.items(try Data(contentsOf: url)) == [Item(id: 1, name: "Durable")])
    #expect(try names() == ["items.json"])
  }

  @Test func aSaveCreatesMissingFolders() throws {
    defer { cleanUp() }
    let nested = directory.appendingPathComponent("a/b/items.json")
    let items = T.shared(storage, clock: clock, url: nested)
    items.withLock { $0.append(Item(id: 1, name: "Nested")) }
    #expect(T.items(try Data(contentsOf: nested)) == [Item(id: 1, name: "Nested")])
  }

  @Test func loadingRemovesTheTemporaryFilesOfACrashedSave() throws {
    defer { cleanUp() }
    try T.json([Item(id: 1, name: "Saved")]).write(to: url)
    let leftover = directory.appendingPathComponent(".items.json.\(UUID().uuidString).tmp")
    try Data(repeating: 0x20, count: 4096).write(to: leftover)
    let unrelated = directory.appendingPathComponent("notes.tmp")
    try Data("mine".utf8).write(to: unrelated)

    let items = T.shared(storage, clock: clock, url: url)
    #expect(items.wrappedValue == [Item(id: 1, name: "Saved")])
    #expect(try names() == ["items.json", "notes.tmp"], "only the save's leftovers went")
  }

  @Test func aCorruptFileIsRenamedAsideAndNeverOverwritten() throws {
    defer { cleanUp() }
    let corrupt = Data("[{\"id\": 1, \"name\": ".utf8)
    try corrupt.write(to: url)
    let items = T.shared(storage, clock: clock, url: url)
    let error = try #require(items.loadError as? FileStorageError)
    guard case .cannotDecode(_, let movedTo, _) = error else {
      Issue.record("expected cannotDecode, got \(error)")
      return
    }
    #expect(movedTo.lastPathComponent.hasPrefix("items.json.unreadable-"))
    #expect(try Data(contentsOf: movedTo) == corrupt)

    items.withLock { $0.append(Item(id: 1, name: "Fresh")) }
    #expect(T.items(try Data(contentsOf: url)) == [Item(id: 1, name: "Fresh")])
    #expect(try Data(contentsOf: movedTo) == corrupt, "kept as it was")
    #expect(try names() == ["items.json", movedTo.lastPathComponent])
  }

  @Test func whatCannotBeReadIsNeverReplacedAndIsMergedOnceItCanBe() async throws {
    defer { cleanUp() }
    // A folder where the file should be cannot be read, even by root (permissions can).
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    try Data("precious".utf8).write(to: url.appendingPathComponent("inside"))
    let items = T.shared(storage, clock: clock, url: url)
    let error = try #require(items.loadError as? FileStorageError)
    guard case .cannotRead(_, let reason) = error else {
      Issue.record("expected cannotRead, got \(error)")
      return
    }
    #expect(reason.contains("directory"))

    items.withLock { $0.append(Item(id: 2, name: "Made meanwhile")) }
    let failures = storage.flush()
    guard case .keptUnsaved(_, let keptAt, _) = failures.first else {
      Issue.record("expected keptUnsaved, got \(failures)")
      return
    }
    #expect(T.items(try Data(contentsOf: keptAt)) == [Item(id: 2, name: "Made meanwhile")])
    await clock.advance(by: .seconds(3))
    #expect(try Data(contentsOf: url.appendingPathComponent("inside")) == Data("precious".utf8))
    #expect(
      try names() == ["items.json", keptAt.lastPathComponent],
      "nothing replaced or set aside; the change kept beside it")

    // The folder goes; the real file comes back.
    try FileManager.default.removeItem(at: url)
    try T.json([Item(id: 1, name: "On disk")]).write(to: url)
    await clock.advance(by: .seconds(4))
    #expect(items.loadError == nil)
    #expect(items.wrappedValue.map(\.name) == ["On disk", "Made meanwhile"])
    #expect(T.items(try Data(contentsOf: url))?.map(\.name) == ["On disk", "Made meanwhile"])
    #expect(try names() == ["items.json"], "the kept copy went once the merge was saved")
  }

  @Test(.timeLimit(.minutes(1))) func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
    defer { cleanUp() }
    #expect(mkfifo(url.path, 0o644) == 0)
    let items = T.shared(storage, clock: clock, url: url)
    let error = try #require(items.loadError as? FileStorageError)
    #expect(error == .cannotRead(url, reason: "it is a named pipe, not a regular file"))
  }

  @Test func aLinkToADeviceIsRefusedWithoutReadingIt() throws {
    defer { cleanUp() }
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
    let items = T.shared(storage, clock: clock, url: url)
    let error = try #require(items.loadError as? FileStorageError)
    #expect(error == .cannotRead(url, reason: "it is a character device, not a regular file"))
    items.withLock { $0.append(Item(id: 1, name: "Held")) }
    let failures = storage.flush()
    guard case .keptUnsaved(_, let keptAt, let reason) = failures.first else {
      Issue.record("expected keptUnsaved, got \(failures)")
      return
    }
    #expect(reason == "it is a character device, not a regular file")
    #expect(keptAt.deletingLastPathComponent().path == directory.path, "beside the link")
    #expect(T.items(try Data(contentsOf: keptAt)) == [Item(id: 1, name: "Held")])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == "/dev/zero")
  }

  @Test func aFileOverTheSizeLimitIsRefusedAndKept() throws {
    defer { cleanUp() }
    let big = T.json([Item(id: 1, name: String(repeating: "x", count: 100))])
    try big.write(to: url)
    let small = FileStorage.fileSystem(maximumFileSize: 64).unwatched
    let items = T.shared(small, clock: clock, url: url)
    let error = try #require(items.loadError as? FileStorageError)
    guard case .cannotRead(_, let reason) = error else {
      Issue.record("expected cannotRead, got \(error)")
      return
    }
    #expect(reason.contains("over the limit of 64"))
    items.withLock { $0 = [] }
    _ = small.flush()
    #expect(try Data(contentsOf: url) == big)
  }

  @Test func aSaveThroughALinkReplacesItsTargetAndKeepsTheLink() throws {
    defer { cleanUp() }
    let elsewhere = directory.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
    let target = elsewhere.appendingPathComponent("target.json")
    try T.json([Item(id: 1, name: "Through a link")]).write(to: target)
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)

    let items = T.shared(storage, clock: clock, url: url)
    #expect(items.wrappedValue == [Item(id: 1, name: "Through a link")])
    items.withLock { $0.append(Item(id: 2, name: "Added")) }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == target.path)
    #expect(T.items(try Data(contentsOf: target))?.map(\.id) == [1, 2])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["target.json"],
      "no temporary file beside the target")
  }

  @Test func aLinkToNothingIsRefusedAndLeftAsItIs() throws {
    defer { cleanUp() }
    let missing = directory.appendingPathComponent("unmounted/items.json")
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: missing)
    let items = T.shared(storage, clock: clock, url: url)
    #expect(
      items.loadError as? FileStorageError
        == .cannotRead(url, reason: "it is a link to a file that does not exist"))
    items.withLock { $0.append(Item(id: 1, name: "Held")) }
    _ = storage.flush()
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == missing.path)
    #expect(!FileManager.default.fileExists(atPath: missing.path))
  }

  @Test func aFailedSaveLeavesTheFileAndNoTemporaryFileAndIsRetried() async throws {
    defer { cleanUp() }
    try T.json([Item(id: 1, name: "Before")]).write(to: url)
    let items = T.shared(storage, clock: clock, url: url)
    // The file is replaced by a non-empty folder after loading: the rename cannot replace it.
    try FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    try Data("x".utf8).write(to: url.appendingPathComponent("inside"))

    items.withLock { $0.append(Item(id: 2, name: "After")) }
    let error = try #require(items.saveError as? FileStorageError)
    // The save looks at the file before writing: a folder in its place cannot be read, so
    // nothing is written over it and the save is held (with the same retry).
    guard case .savesHeld = error else {
      Issue.record("expected savesHeld, got \(error)")
      return
    }
    #expect(try names() == ["items.json"], "no temporary file was left")

    try FileManager.default.removeItem(at: url)
    await clock.advance(by: .seconds(1))
    #expect(items.saveError == nil)
    #expect(T.items(try Data(contentsOf: url))?.map(\.id) == [1, 2])
  }

  @Test func aSaveIntoAFolderThatCannotExistFailsClearly() throws {
    defer { cleanUp() }
    let blocker = directory.appendingPathComponent("data")
    let items = T.shared(storage, clock: clock, url: blocker.appendingPathComponent("items.json"))
    #expect(items.loadError == nil, "no folder yet: no file yet")
    // A file then takes the folder's name: the folder cannot be created.
    try Data().write(to: blocker)
    items.withLock { $0.append(Item(id: 1, name: "Nowhere")) }
    let error = try #require(items.saveError as? FileStorageError)
    guard case .cannotSave(_, let reason) = error else {
      Issue.record("expected cannotSave, got \(error)")
      return
    }
    #expect(!reason.isEmpty)
    #expect(try Data(contentsOf: blocker) == Data(), "the blocking file is untouched")
  }

  @Test func aPathThroughAFileCannotBeReadAndHoldsSaves() throws {
    defer { cleanUp() }
    let blocker = directory.appendingPathComponent("data")
    try Data().write(to: blocker)
    let url = blocker.appendingPathComponent("items.json")
    let items = T.shared(storage, clock: clock, url: url)
    #expect(items.loadError as? FileStorageError == .cannotRead(url, reason: "Not a directory"))
    items.withLock { $0.append(Item(id: 1, name: "Held")) }
    #expect(storage.flush() == [.savesHeld(url, reason: "Not a directory")])
    #expect(try Data(contentsOf: blocker) == Data())
  }

  /// A full disk, as near as a test can make one without a small file system: the process may
  /// not write files larger than a limit (RLIMIT_FSIZE), so the write fails with EFBIG.
  @Test func aWriteThatRunsOutOfRoomFailsAndLeavesTheOldFile() throws {
    defer { cleanUp() }
    let before = T.json([Item(id: 1, name: "Small")])
    try before.write(to: url)
    let items = T.shared(storage, clock: clock, url: url)

    let failure = try withFileSizeLimit(8192) {
      items.withLock { $0.append(Item(id: 2, name: String(repeating: "y", count: 64 * 1024))) }
      return items.saveError as? FileStorageError
    }
    #expect(failure == .cannotSave(url, reason: "File too large"))
    #expect(try Data(contentsOf: url) == before, "the old file is whole")
    #expect(try names() == ["items.json"], "no partial temporary file")
    #expect(items.wrappedValue.count == 2, "the change is kept")
    #expect(storage.flush().isEmpty, "and saved once there is room")
    #expect(T.items(try Data(contentsOf: url))?.count == 2)
  }

  /// Runs `body` while this process may write files of at most `bytes` bytes.
  func withFileSizeLimit<R>(_ bytes: UInt64, _ body: () throws -> R) throws -> R {
    #if canImport(Glibc)
      let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    #else
      let resource = RLIMIT_FSIZE
    #endif
    var original = rlimit()
    try #require(getrlimit(resource, &original) == 0)
    let previousHandler = signal(SIGXFSZ, SIG_IGN)
    var limited = original
    limited.rlim_cur = rlim_t(bytes)
    try #require(setrlimit(resource, &limited) == 0)
    defer {
      _ = setrlimit(resource, &original)
      _ = signal(SIGXFSZ, previousHandler)
    }
    return try body()
  }
}
