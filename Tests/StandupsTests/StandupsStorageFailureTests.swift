import CairnSharing
import Clocks
import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures
import Testing

/// `@Shared(.standups)` when the disk fails: changes stay pending and are retried, every tab is
/// told, and a file that could not be read is never saved over.
@MainActor
@Suite("Shared standups when the disk fails", .serialized)
struct StandupsStorageFailureTests {
  func standups(on disk: StandupsDisk, clock: TestClock<Duration>) -> (
    Shared<IdentifiedArrayOf<Standup>>, Shared<Set<URL>>
  ) {
    withDependencies {
      disk.provide(&$0)
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    } operation: {
      (Shared(.standups), Shared(.answeredLoadFailures))
    }
  }

  @Test func aFailedSaveStaysPendingIsReportedAndIsRetriedWithBackoff() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let disk = StandupsDisk()
      disk.fileSystem.saveFailure = "No space left on device"
      let (standups, answered) = standups(on: disk, clock: clock)
      standups.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Retro")) }

      #expect(disk.fileSystem.saveCount == 1)
      #expect(
        StorageStatus(standups, answered: answered).problem
          == .cannotSave("No space left on device"),
        "every tab can show why")

      await clock.advance(by: .seconds(1))
      #expect(disk.fileSystem.saveCount == 2, "retried after 1 s")
      await clock.advance(by: .seconds(1))
      #expect(disk.fileSystem.saveCount == 2, "then after 2 s, not 1")
      await clock.advance(by: .seconds(1))
      #expect(disk.fileSystem.saveCount == 3)

      disk.fileSystem.saveFailure = nil
      await clock.advance(by: .seconds(4))
      #expect(disk.saved?.map(\.title) == ["Retro"], "the disk recovered: saved")
      #expect(standups.saveError == nil)
      #expect(StorageStatus(standups, answered: answered).problem == nil)
    }
  }

  @Test func theShutdownSaveTriesAgainAndSaysWhetherItWorked() async throws {
    let disk = StandupsDisk()
    let (standups, _) = standups(on: disk, clock: TestClock())
    disk.fileSystem.saveFailure = "Read-only file system"
    standups.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Planning")) }
    await #expect(throws: (any Error).self) { try await standups.save() }
    #expect(disk.saved == nil)
    disk.fileSystem.saveFailure = nil
    try await standups.save()
    #expect(disk.saved?.map(\.title) == ["Planning"])
  }

  @Test func aFileThatCannotBeReadIsNeverSavedOverAndIsMergedOnceReadable() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let kept = Standup(id: .init(UUID()), title: "On disk")
      let disk = StandupsDisk([kept])
      disk.fileSystem.readFailure = "Permission denied"
      let (standups, answered) = standups(on: disk, clock: clock)
      let status = StorageStatus(standups, answered: answered)
      #expect(status.problem == .cannotRead("Permission denied"))
      #expect(status.loadFailure == nil, "not the decode-failure alert: nothing was set aside")
      #expect(!status.canRead, "no sample data over standups that exist")

      standups.withLock { _ = $0.append(Standup(id: .init(UUID()), title: "Made meanwhile")) }
      await clock.advance(by: .seconds(5))
      #expect(disk.fileSystem.saveCount == 0, "nothing is written over a file that was not read")
      await #expect(throws: (any Error).self, "not at shutdown either") {
        try await standups.save()
      }
      #expect(disk.fileSystem.saveCount == 0)

      disk.fileSystem.readFailure = nil
      await clock.advance(by: .seconds(60))
      #expect(StorageStatus(standups, answered: answered).problem == nil)
      #expect(standups.wrappedValue.map(\.title) == ["On disk", "Made meanwhile"])
      #expect(disk.saved?.map(\.title) == ["On disk", "Made meanwhile"])
    }
  }

  @Test func aFileThatDoesNotDecodeIsKeptAsideAndItsAlertIsAnsweredOnceForAllTabs() throws {
    let disk = StandupsDisk(bytes: Data("{ not standups".utf8))
    let (standups, answered) = standups(on: disk, clock: TestClock())
    #expect(standups.wrappedValue.isEmpty)
    let status = StorageStatus(standups, answered: answered)
    let aside = try #require(
      disk.fileSystem.urls.first { $0.lastPathComponent.hasPrefix("standups.json.unreadable") },
      "the file was kept aside")
    #expect(status.loadFailure == aside.lastPathComponent)
    #expect(disk.fileSystem[aside] == Data("{ not standups".utf8), "as it was")

    #expect(answered.answerLoadFailure(of: standups) == true)
    #expect(answered.answerLoadFailure(of: standups) == false, "a second answer does nothing")
    #expect(StorageStatus(standups, answered: answered).loadFailure == nil)
  }
}
