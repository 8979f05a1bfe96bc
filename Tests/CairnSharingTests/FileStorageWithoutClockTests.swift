import Dependencies
import Foundation
import Testing

@testable import CairnSharing

/// A test that only changes shared state kept in a file needs no clock: the file system in
/// memory that tests get writes every change at once, as swift-sharing's does.
@Suite("File storage: tests need no clock")
struct FileStorageWithoutClockTests {
  @Test func everyChangeIsWrittenAtOnceWithoutTouchingTheClock() throws {
    let files = InMemoryFileSystem()
    let url = URL(fileURLWithPath: "/rooms.json")
    try withDependencies {
      // No clock is given: the test clock is unimplemented and would report any use.
      $0.defaultFileStorage = .inMemory(files)
    } operation: {
      @Shared(.fileStorage(url)) var names: [String] = []
      $names.withLock { $0.append("Ada") }
      let first = try JSONDecoder().decode([String].self, from: files[url] ?? Data())
      #expect(first == ["Ada"])
      $names.withLock { $0.append("Grace") }
      let second = try JSONDecoder().decode([String].self, from: files[url] ?? Data())
      #expect(second == ["Ada", "Grace"])
      #expect(files.saveCount == 2)
    }
  }
}
