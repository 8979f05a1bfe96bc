import Foundation
import StandupsDomain
import Testing

/// The file layer under failure: what cannot be read is never replaced, a failed save leaves
/// the file and the directory as they were, and a crash's leftovers are cleaned up.
@Suite("Standups file: failures never lose data")
struct StandupsFileFailureTests {
  let standups = [Standup(id: .init(UUID()), title: "Kept")]

  func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func aFileThatCannotBeReadThrowsAndIsLeftInPlace() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = StandupsFile(directory: directory)
    // A directory where the file should be cannot be read, even by root (permissions can).
    try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: false)
    try Data("precious".utf8).write(to: file.url.appendingPathComponent("inside"))

    #expect(throws: StandupsFile.CannotRead.self) { try file.load() }
    let inside = try Data(contentsOf: file.url.appendingPathComponent("inside"))
    #expect(inside == Data("precious".utf8), "nothing was moved or replaced")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["standups.json"], "nothing was set aside either")
  }

  @Test func aFailedSaveLeavesTheFileAndNoTemporaryFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = StandupsFile(directory: directory)
    // The rename cannot replace a non-empty directory: the save fails after writing.
    try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: false)
    try Data("x".utf8).write(to: file.url.appendingPathComponent("inside"))

    #expect(throws: StandupsFile.CannotSave.self) { try file.save(standups) }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["standups.json"], "the temporary file was removed: \(names)")
  }

  @Test func aSaveIntoADirectoryThatCannotExistFailsClearly() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let blocker = directory.appendingPathComponent("data")
    try Data().write(to: blocker)
    let file = StandupsFile(directory: blocker)
    do {
      try file.save(standups)
      Issue.record("the save should have failed")
    } catch let failure as StandupsFile.CannotSave {
      #expect(!failure.reason.isEmpty)
    }
  }

  @Test func loadingRemovesTheTemporaryFilesOfACrashedSave() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = StandupsFile(directory: directory)
    try file.save(standups)
    let leftover = directory.appendingPathComponent(".standups.json.\(UUID().uuidString).tmp")
    try Data(repeating: 0x20, count: 4096).write(to: leftover)
    let unrelated = directory.appendingPathComponent("notes.tmp")
    try Data("mine".utf8).write(to: unrelated)

    #expect(try file.load() == .loaded(standups))
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    #expect(names == ["standups.json", "notes.tmp"], "only the save's leftovers went")
  }
}
