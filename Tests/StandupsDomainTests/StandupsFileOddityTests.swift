import Foundation
import StandupsDomain
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The data file's oddities (issue 28, item 13): a link is written through to its target, and
/// anything that is not a regular file, or is too large, is refused at once with a reason
/// instead of hanging start-up or filling memory.
@Suite("Standups file: links, pipes, devices and size")
struct StandupsFileOddityTests {
  let standups = [Standup(id: .init(UUID()), title: "Kept")]

  func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-oddity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  func isLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  @Test func aSaveThroughALinkReplacesItsTargetAndKeepsTheLink() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let targets = directory.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: true)
    let target = targets.appendingPathComponent("real.json")
    try StandupsFile.encode(standups).write(to: target)
    let file = StandupsFile(directory: directory)
    try FileManager.default.createSymbolicLink(at: file.url, withDestinationURL: target)

    #expect(try file.load() == .loaded(standups))
    let renamed = [Standup(id: standups[0].id, title: "Renamed")]
    try file.save(renamed)

    #expect(isLink(file.url), "the link is still a link")
    #expect(try StandupsFile.decode(Data(contentsOf: target)) == renamed, "its target is current")
    #expect(try file.load() == .loaded(renamed))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: targets.path)
    #expect(leftovers == ["real.json"], "no temporary file beside the target")
  }

  @Test func aLinkToNothingIsRefusedAndLeftAsItIs() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = StandupsFile(directory: directory)
    let missing = directory.appendingPathComponent("gone/standups.json")
    try FileManager.default.createSymbolicLink(at: file.url, withDestinationURL: missing)

    #expect(throws: StandupsFile.CannotRead.self) { try file.load() }
    #expect(throws: StandupsFile.CannotSave.self) { try file.save(standups) }
    #expect(isLink(file.url), "the link was not replaced by a regular file")
  }

  @Test func aNamedPipeIsRefusedAtOnceWithoutWaitingForAWriter() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = StandupsFile(directory: directory)
    #expect(mkfifo(file.url.path, 0o600) == 0)

    let failure = #expect(throws: StandupsFile.CannotRead.self) { try file.load() }
    #expect(failure?.reason == "it is a named pipe, not a regular file")
  }

  @Test func aLinkToADeviceIsRefusedWithoutReadingIt() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = StandupsFile(directory: directory)
    try FileManager.default.createSymbolicLink(
      at: file.url, withDestinationURL: URL(fileURLWithPath: "/dev/zero"))

    let failure = #expect(throws: StandupsFile.CannotRead.self) { try file.load() }
    #expect(failure?.reason == "it is a character device, not a regular file")
  }

  @Test func aFileOverTheSizeLimitIsRefusedAndKept() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = try StandupsFile.encode(standups)
    let file = StandupsFile(url: directory.appendingPathComponent("standups.json"), maximumSize: 64)
    try data.write(to: file.url)
    #expect(data.count > 64)

    let failure = #expect(throws: StandupsFile.CannotRead.self) { try file.load() }
    #expect(failure?.reason == "it holds \(data.count) bytes, over the limit of 64")
    #expect(try Data(contentsOf: file.url) == data, "the file is kept as it was")
    #expect(StandupsFile(url: file.url).maximumSize == StandupsFile.defaultMaximumSize)
    #expect(try StandupsFile(url: file.url).load() == .loaded(standups))
  }
}
