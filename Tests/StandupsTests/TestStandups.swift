import CairnSharing
import Clocks
import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures

/// The test's shared standups, `@Shared(.standups)`, holding `standups`: in memory, and fresh
/// for each test, as the `standupsStorage` dependency is in tests.
func sharedStandups(_ standups: [Standup] = []) -> Shared<IdentifiedArrayOf<Standup>> {
  let shared = Shared(.standups)
  if !standups.isEmpty {
    shared.withLock { $0 = IdentifiedArray(uniqueElements: standups) }
  }
  return shared
}

/// Runs `operation` as a test of the standups screens starts: with fresh standups in memory
/// holding `standups`, ids counting up from zero, a fixed date and a clock only the test moves.
@MainActor
func withStandupsOnScreen<Result>(_ standups: [Standup], _ operation: () -> Result) -> Result {
  withDependencies {
    $0.defaultInMemoryStorage = InMemoryStorage()
    $0.uuid = .incrementing
    $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    $0.continuousClock = TestClock()
  } operation: {
    _ = sharedStandups(standups)
    return operation()
  }
}

/// A disk in memory under the standups: what the app's file storage reads and writes, with
/// reads and saves that fail on demand, and a file that does not decode.
struct StandupsDisk {
  /// The files.
  let fileSystem: InMemoryFileSystem
  /// Where the standups file is.
  let url = URL(fileURLWithPath: "/data/standups.json")

  /// A disk holding `standups` in the file (none: no file).
  init(_ standups: [Standup]? = nil) {
    fileSystem = InMemoryFileSystem()
    if let standups { fileSystem[url] = try? StandupsFile.encode(standups) }
  }

  /// A disk whose standups file holds `bytes`.
  init(bytes: Data) {
    fileSystem = InMemoryFileSystem()
    fileSystem[url] = bytes
  }

  /// The standups the file holds now.
  var saved: [Standup]? {
    fileSystem[url].flatMap { try? StandupsFile.decode($0) }
  }

  /// Points `@Shared(.standups)` at the file on this disk.
  func provide(_ dependencies: inout DependencyValues) {
    dependencies.defaultFileStorage = .inMemory(fileSystem)
    dependencies.standupsStorage = .file(url)
  }
}
