import CairnSharing
import CairnTestSupport
import Dependencies
import Foundation
import Testing

/// Watching real files (inotify on Linux): another program's write reaches the key, its own
/// writes do not come back. Each test waits for what the key reports, never for time.
@Suite("File storage: watching real files", .serialized)
struct FileStorageWatchingTests {
  typealias T = FileStorageTesting
  let directory: URL
  var url: URL { directory.appendingPathComponent("items.json") }

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-file-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// A key on the real disk, loaded, whose reports arrive in the returned stream.
  func watchedKey() -> (
    FileStorageKey<[Item]>, AsyncStream<Result<[Item]?, any Error>>, SharedSubscription
  ) {
    let key: FileStorageKey<[Item]> = withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = TestClock()
    } operation: {
      .fileStorage(url)
    }
    key.load(context: .initialValue([]), continuation: LoadContinuation { _ in })
    let (stream, continuation) = AsyncStream.makeStream(of: Result<[Item]?, any Error>.self)
    let subscription = key.subscribe(
      context: .initialValue([]),
      subscriber: SharedSubscriber { continuation.yield($0) })
    return (key, stream, subscription)
  }

  func save(_ key: FileStorageKey<[Item]>, _ items: [Item]) async throws {
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
      key.save(
        items, context: .userInitiated,
        continuation: SaveContinuation { result in done.resume(with: result.map { _ in () }) })
    }
  }

  @Test(.timeLimit(.minutes(1))) func anotherProgramsWriteIsPlayedBack() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (key, reports, subscription) = watchedKey()
    defer { subscription.cancel() }
    try T.json([Item(id: 7, name: "Written by someone else")]).write(to: url)
    var iterator = reports.makeAsyncIterator()
    let report = try #require(await iterator.next())
    #expect(try report.get() == [Item(id: 7, name: "Written by someone else")])
    withExtendedLifetime(key) {}
  }

  @Test(.timeLimit(.minutes(1))) func itsOwnWritesDoNotComeBack() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (key, reports, subscription) = watchedKey()
    defer { subscription.cancel() }
    try await save(key, [Item(id: 1, name: "Mine")])
    try await save(key, [Item(id: 1, name: "Mine"), Item(id: 2, name: "Mine too")])
    // Another program then replaces the file the way careful programs do: by renaming.
    let temporary = directory.appendingPathComponent("elsewhere.tmp")
    try T.json([Item(id: 3, name: "Theirs")]).write(to: temporary)
    #expect(rename(temporary.path, url.path) == 0)
    var iterator = reports.makeAsyncIterator()
    let report = try #require(await iterator.next())
    #expect(
      try report.get() == [Item(id: 3, name: "Theirs")],
      "the first report is the other program's write, not one of the key's own")
  }

  @Test(.timeLimit(.minutes(1))) func aFolderThatDidNotExistIsWatchedOnceASaveCreatesIt()
    async throws
  {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.removeItem(at: directory)
    let (key, reports, subscription) = watchedKey()
    defer { subscription.cancel() }
    try await save(key, [Item(id: 1, name: "Creates the folder")])
    try T.json([Item(id: 2, name: "Then someone writes")]).write(to: url)
    var iterator = reports.makeAsyncIterator()
    let report = try #require(await iterator.next())
    #expect(try report.get() == [Item(id: 2, name: "Then someone writes")])
  }
}
