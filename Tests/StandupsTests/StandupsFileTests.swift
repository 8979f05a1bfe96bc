import CairnSharing
import Clocks
import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `@Shared(.standups)` on the real disk: what cannot be read is never replaced and says why,
/// a file that does not decode is kept aside byte for byte, saves leave no temporary file, a
/// link is written through, and anything that is not a regular file, or is too large, is
/// refused at once instead of hanging start-up or filling memory (issue 28, item 13).
@MainActor
@Suite("Shared standups on the real disk")
struct StandupsFileTests {
  let standups: [Standup] = [Standup(id: .init(UUID()), title: "Kept")]

  func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-standups-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// The shared standups kept in `directory` (or at `url`), on the real disk, read with at most
  /// `maximumFileSize` bytes.
  func shared(
    in directory: URL? = nil, url: URL? = nil,
    maximumFileSize: Int = FileStorage.defaultMaximumFileSize
  ) -> Shared<IdentifiedArrayOf<Standup>> {
    withDependencies {
      $0.defaultFileStorage = .fileSystem(maximumFileSize: maximumFileSize)
      $0.continuousClock = TestClock()
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.standupsStorage = .file(url ?? StandupsFile.url(in: directory!))
    } operation: {
      Shared(.standups)
    }
  }

  func names(in directory: URL) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
  }

  func isLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  func cannotReadReason(_ error: (any Error)?) -> String? {
    guard case .cannotRead(_, let reason) = error as? FileStorageError else { return nil }
    return reason
  }

  @Test func aMissingFileIsAnEmptyListNotAnError() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shared = shared(in: directory)
    #expect(shared.wrappedValue.isEmpty)
    #expect(shared.loadError == nil)
  }

  @Test func savesReachTheFileAndLeaveNoTemporaryFile() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = directory.appendingPathComponent("nested")
    let samples = Standup.samples(now: Date(timeIntervalSince1970: 0), makeID: UUID.init)
    let shared = shared(in: nested)
    shared.withLock { $0 = IdentifiedArray(uniqueElements: samples) }
    try await shared.save()
    let url = StandupsFile.url(in: nested)
    #expect(try StandupsFile.decode(Data(contentsOf: url)) == samples)

    shared.withLock { $0 = IdentifiedArray(uniqueElements: samples.prefix(1)) }
    try await shared.save()
    #expect(try StandupsFile.decode(Data(contentsOf: url)) == Array(samples.prefix(1)))
    #expect(try names(in: nested) == ["standups.json"], "no temporary files are left behind")
  }

  @Test func aFileThatDoesNotDecodeIsMovedAsideAndKept() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = StandupsFile.url(in: directory)
    let garbage = Data("{ this is not json".utf8)
    try garbage.write(to: url)

    var first: URL?
    do {
      let shared = shared(in: directory)
      #expect(shared.wrappedValue.isEmpty)
      guard case .cannotDecode(_, let aside, let reason) = shared.loadError as? FileStorageError
      else {
        Issue.record(
          "expected a file that does not decode, got \(String(describing: shared.loadError))")
        return
      }
      first = aside
      #expect(!reason.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: url.path), "the bad file is out of the way")
      #expect(try Data(contentsOf: aside) == garbage, "and kept byte for byte")
      #expect(aside.lastPathComponent.hasPrefix("standups.json.unreadable-"))
    }

    try garbage.write(to: url)
    let again = shared(in: directory)
    guard case .cannotDecode(_, let second, _) = again.loadError as? FileStorageError else {
      Issue.record("expected a file that does not decode")
      return
    }
    #expect(second != first, "a second bad file does not overwrite the first")
    #expect(try Data(contentsOf: #require(first)) == garbage)
  }

  @Test func aFileThatCannotBeReadIsLeftInPlaceAndNeverSavedOver() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = StandupsFile.url(in: directory)
    // A directory where the file should be cannot be read, even by root (permissions can).
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    try Data("precious".utf8).write(to: url.appendingPathComponent("inside"))

    let shared = shared(in: directory)
    #expect(cannotReadReason(shared.loadError) == "it is a directory, not a regular file")
    shared.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Made meanwhile")) }
    await #expect(throws: (any Error).self) { try await shared.save() }
    let inside = try Data(contentsOf: url.appendingPathComponent("inside"))
    #expect(inside == Data("precious".utf8), "nothing was moved or replaced")
    #expect(try names(in: directory) == ["standups.json"], "nothing was set aside either")
    #expect(shared.wrappedValue.map(\.title) == ["Made meanwhile"], "the change waits in memory")
  }

  @Test func aSaveIntoADirectoryThatCannotExistFailsClearly() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocker = directory.appendingPathComponent("data")
    try Data().write(to: blocker)
    let shared = shared(in: blocker)
    shared.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Kept in memory")) }
    // The path cannot even be read ("Not a directory"): the change is held, as for any file
    // that cannot be read, and the reason is told.
    let failure = await #expect(throws: FileStorageError.self) { try await shared.save() }
    switch failure {
    case .cannotSave(_, let reason), .savesHeld(_, let reason):
      #expect(reason == "Not a directory")
    default:
      Issue.record("the save should have failed clearly: \(String(describing: failure))")
    }
    #expect(shared.saveError != nil, "every tab is told")
    #expect(try names(in: directory) == ["data"], "no temporary file was left")
    #expect(shared.wrappedValue.map(\.title) == ["Kept in memory"])
  }

  @Test func loadingRemovesTheTemporaryFilesOfACrashedSave() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try StandupsFile.encode(standups).write(to: StandupsFile.url(in: directory))
    let leftover = directory.appendingPathComponent(".standups.json.\(UUID().uuidString).tmp")
    try Data(repeating: 0x20, count: 4096).write(to: leftover)
    let unrelated = directory.appendingPathComponent("notes.tmp")
    try Data("mine".utf8).write(to: unrelated)

    #expect(Array(shared(in: directory).wrappedValue) == standups)
    #expect(try names(in: directory) == ["standups.json", "notes.tmp"], "only the save's went")
  }

  @Test func aSaveThroughALinkReplacesItsTargetAndKeepsTheLink() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let targets = directory.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: true)
    let target = targets.appendingPathComponent("real.json")
    try StandupsFile.encode(standups).write(to: target)
    let url = StandupsFile.url(in: directory)
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)

    let shared = shared(in: directory)
    #expect(Array(shared.wrappedValue) == standups)
    shared.withLock { $0[id: standups[0].id]?.title = "Renamed" }
    try await shared.save()

    #expect(isLink(url), "the link is still a link")
    #expect(
      try StandupsFile.decode(Data(contentsOf: target)).map(\.title) == ["Renamed"],
      "its target is current")
    #expect(try names(in: targets) == ["real.json"], "no temporary file beside the target")
  }

  @Test func aLinkToNothingIsRefusedAndLeftAsItIs() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = StandupsFile.url(in: directory)
    let missing = directory.appendingPathComponent("gone/standups.json")
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: missing)

    let shared = shared(in: directory)
    #expect(cannotReadReason(shared.loadError) == "it is a link to a file that does not exist")
    shared.withLock { $0 = IdentifiedArray(uniqueElements: standups) }
    await #expect(throws: (any Error).self) { try await shared.save() }
    #expect(isLink(url), "the link was not replaced by a regular file")
  }

  @Test func aNamedPipeIsRefusedAtOnceWithoutWaitingForAWriter() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(mkfifo(StandupsFile.url(in: directory).path, 0o600) == 0)
    let shared = shared(in: directory)
    #expect(cannotReadReason(shared.loadError) == "it is a named pipe, not a regular file")
  }

  @Test func aLinkToADeviceIsRefusedWithoutReadingIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createSymbolicLink(
      at: StandupsFile.url(in: directory), withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
    let shared = shared(in: directory)
    #expect(cannotReadReason(shared.loadError) == "it is a character device, not a regular file")
  }

  @Test func aFileOverTheSizeLimitIsRefusedAndKept() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = try StandupsFile.encode(standups)
    let url = StandupsFile.url(in: directory)
    try data.write(to: url)
    #expect(data.count > 64)

    do {
      let shared = shared(in: directory, maximumFileSize: 64)
      #expect(
        cannotReadReason(shared.loadError) == "it holds \(data.count) bytes, over the limit of 64")
      #expect(try Data(contentsOf: url) == data, "the file is kept as it was")
    }
    #expect(Array(shared(in: directory).wrappedValue) == standups, "the default limit reads it")
  }
}
