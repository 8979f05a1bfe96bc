import CairnSharing
import Clocks
import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures
import Testing

/// `@Shared(.standups)` over the standups file: saves at most once a second, a save at
/// shutdown writes what is pending, and the file keeps the format it always had.
///
/// Saves wait on the test clock, so the suite runs on the main serial executor: the save task
/// reaches its sleep before the clock moves.
@MainActor
@Suite("Shared standups in the file", .serialized)
struct StandupsStorageTests {
  /// The standups in a new temporary directory on the real disk (an in-memory disk saves at
  /// once: only the real one throttles), with time on `clock`.
  func onRealDisk(clock: TestClock<Duration>) -> (Shared<IdentifiedArrayOf<Standup>>, URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "standups-throttle-\(UUID())")
    let standups = withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.standupsStorage = .file(directory: directory)
    } operation: {
      Shared(.standups)
    }
    return (standups, directory)
  }

  func saved(in directory: URL) -> [String]? {
    (try? Data(contentsOf: StandupsFile.url(in: directory)))
      .flatMap { try? StandupsFile.decode($0) }?.map(\.title)
  }

  @Test func savesAreThrottledToOnePerSecond() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (standups, directory) = onRealDisk(clock: clock)
      defer { try? FileManager.default.removeItem(at: directory) }
      standups.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "One")) }
      #expect(saved(in: directory) == ["One"], "the first change is saved at once")
      standups.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Two")) }
      standups.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Three")) }
      await clock.advance(by: .milliseconds(999))
      #expect(saved(in: directory) == ["One"], "changes within the second wait")
      await clock.advance(by: .milliseconds(1))
      #expect(saved(in: directory) == ["One", "Two", "Three"], "then are saved together")
    }
  }

  @Test func aSaveAtShutdownWritesWhatIsPendingNow() async throws {
    let (standups, directory) = onRealDisk(clock: TestClock())
    defer { try? FileManager.default.removeItem(at: directory) }
    standups.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Saved at once")) }
    standups.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Pending")) }
    #expect(saved(in: directory) == ["Saved at once"], "the second waits for the clock")
    try await standups.save()
    #expect(saved(in: directory) == ["Saved at once", "Pending"])
  }

  @Test func realFilesKeepTheirFormatAndRoundTrip() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "standups-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let standup = Standup(
      id: .init(UUID()), attendees: [Attendee(id: .init(UUID()), name: "Blob")],
      duration: .seconds(120), title: "Saved")
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = TestClock()
      $0.standupsStorage = .file(directory: directory)
    } operation: {
      do {
        let standups = Shared(.standups)
        standups.withLock { _ = $0.append(standup) }
      }
      let url = StandupsFile.url(in: directory)
      let bytes = try Data(contentsOf: url)
      #expect(try StandupsFile.decode(bytes) == [standup])
      #expect(bytes == (try StandupsFile.encode([standup])), "the format the file always had")
      let reloaded = Shared(.standups)
      #expect(reloaded.wrappedValue == [standup])
    }
  }

  @Test func theFileIsTheDefaultStorage() {
    let live = StandupsStorage.liveValue.key()
    let file = StandupsStorage.file(directory: StandupsFile.defaultDirectory()).key()
    #expect(live.id == file.id, "the live storage is standups.json in the data directory")
  }
}
