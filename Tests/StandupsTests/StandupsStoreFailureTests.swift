import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import StandupsDomain
import StandupsFeatures
import Testing

/// The store when the disk fails: changes stay pending and are retried, the user is told, and
/// a file that could not be read is never saved over.
@MainActor
@Suite("Shared store when the disk fails", .serialized)
struct StandupsStoreFailureTests {
  /// A persistence client whose disk can fail, recording what reached it.
  final class FlakyDisk: Sendable {
    let saved = LockIsolated<[[Standup]]>([])
    let attempts = LockIsolated(0)
    let saveError = LockIsolated<(any Error)?>(nil)
    let readError = LockIsolated<(any Error)?>(nil)
    let onDisk = LockIsolated<[Standup]>([])

    var client: PersistenceClient {
      PersistenceClient(
        load: { [self] in
          if let error = readError.value { throw error }
          return onDisk.value.isEmpty ? .missing : .loaded(onDisk.value)
        },
        save: { [self] standups in
          attempts.withValue { $0 += 1 }
          if let error = saveError.value { throw error }
          saved.withValue { $0.append(standups) }
          onDisk.setValue(standups)
        }
      )
    }
  }

  func makeStore(_ disk: FlakyDisk, clock: TestClock<Duration>) -> StandupsStore {
    withDependencies {
      $0.continuousClock = clock
      $0.persistence = disk.client
    } operation: {
      StandupsStore()
    }
  }

  @Test func aFailedSaveStaysPendingIsReportedAndIsRetriedWithBackoff() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let disk = FlakyDisk()
      disk.saveError.setValue(StandupsFile.CannotSave(reason: "No space left on device"))
      let store = makeStore(disk, clock: clock)
      store.load()
      store.update { $0.append(Standup(id: .init(UUID()), title: "Retro")) }

      await clock.advance(by: .seconds(1))
      #expect(disk.attempts.value == 1)
      #expect(store.saveFailure == "No space left on device", "every tab can show why")
      #expect(store.hasUnsavedChanges, "the change is not marked saved")

      await clock.advance(by: .seconds(1))
      #expect(disk.attempts.value == 2, "retried after 1 s")
      await clock.advance(by: .seconds(1))
      #expect(disk.attempts.value == 2, "then after 2 s, not 1")
      await clock.advance(by: .seconds(1))
      #expect(disk.attempts.value == 3)

      disk.saveError.setValue(nil)
      await clock.advance(by: .seconds(4))
      #expect(disk.saved.value.last?.map(\.title) == ["Retro"], "the disk recovered: saved")
      #expect(store.saveFailure == nil)
      #expect(!store.hasUnsavedChanges)
    }
  }

  @Test func theShutdownFlushTriesAgainAndSaysWhetherItWorked() {
    let disk = FlakyDisk()
    let store = makeStore(disk, clock: TestClock())
    disk.saveError.setValue(StandupsFile.CannotSave(reason: "Read-only file system"))
    store.update { $0.append(Standup(id: .init(UUID()), title: "Planning")) }
    #expect(store.flush() == false)
    #expect(store.hasUnsavedChanges)
    disk.saveError.setValue(nil)
    #expect(store.flush() == true)
    #expect(disk.saved.value.last?.map(\.title) == ["Planning"])
  }

  @Test func aFileThatCannotBeReadIsNeverSavedOverAndIsMergedOnceReadable() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let disk = FlakyDisk()
      let kept = Standup(id: .init(UUID()), title: "On disk")
      disk.onDisk.setValue([kept])
      disk.readError.setValue(StandupsFile.CannotRead(reason: "Permission denied"))
      let store = makeStore(disk, clock: clock)
      store.load()
      #expect(store.readFailure == "Permission denied")
      #expect(store.loadFailure == nil, "not the decode-failure alert: nothing was set aside")

      store.update { $0.append(Standup(id: .init(UUID()), title: "Made meanwhile")) }
      await clock.advance(by: .seconds(5))
      #expect(disk.attempts.value == 0, "nothing is written over a file that was not read")
      #expect(store.flush() == false, "not at shutdown either")
      #expect(disk.attempts.value == 0)

      disk.readError.setValue(nil)
      await clock.advance(by: .seconds(60))
      #expect(store.readFailure == nil)
      #expect(store.standups.map(\.title) == ["On disk", "Made meanwhile"])
      #expect(disk.saved.value.last?.map(\.title) == ["On disk", "Made meanwhile"])
    }
  }

  @Test func theLoadFailureIsAnsweredOnceForAllTabs() {
    let (persistence, _) = PersistenceClient.inMemory(
      .unreadable(movedTo: URL(fileURLWithPath: "/data/standups.json.unreadable-1"), reason: "x"))
    let store = withDependencies {
      $0.continuousClock = TestClock()
      $0.persistence = persistence
    } operation: {
      StandupsStore()
    }
    store.load()
    #expect(store.acknowledgeLoadFailure() == true)
    #expect(store.acknowledgeLoadFailure() == false, "a second answer does nothing")
  }
}
