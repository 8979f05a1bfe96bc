import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

/// The debounce test runs on the main serial executor so the save task reaches its sleep before
/// the test clock moves.
@MainActor
@Suite("Shared store and persistence", .serialized)
struct StandupsStoreTests {
  @Test func savesAreDebouncedToOnePerSecond() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let (persistence, saves) = PersistenceClient.inMemory(.missing)
      let store = withDependencies {
        $0.continuousClock = clock
        $0.persistence = persistence
      } operation: {
        StandupsStore()
      }
      store.load()
      store.update { $0.append(Standup(id: .init(UUID()), title: "One")) }
      store.update { $0.append(Standup(id: .init(UUID()), title: "Two")) }
      await clock.advance(by: .milliseconds(999))
      #expect(saves.value.isEmpty)
      await clock.advance(by: .milliseconds(1))
      #expect(saves.value.map { $0.map(\.title) } == [["One", "Two"]])

      store.update { $0.removeLast() }
      await clock.advance(by: .seconds(1))
      #expect(saves.value.count == 2)
      #expect(saves.value.last?.map(\.title) == ["One"])
    }
  }

  @Test func flushWritesPendingChangesNow() {
    let (persistence, saves) = PersistenceClient.inMemory(.missing)
    let store = withDependencies {
      $0.continuousClock = TestClock()
      $0.persistence = persistence
    } operation: {
      StandupsStore()
    }
    store.update { $0.append(Standup(id: .init(UUID()), title: "Pending")) }
    store.flush()
    #expect(saves.value.map { $0.map(\.title) } == [["Pending"]])
    store.flush()
    #expect(saves.value.count == 1, "nothing new, nothing written")
  }

  @Test func realFilesRoundTripThroughTheLivePersistence() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "standups-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let persistence = PersistenceClient.file(directory: directory)
    let store = withDependencies {
      $0.continuousClock = TestClock()
      $0.persistence = persistence
    } operation: {
      StandupsStore()
    }
    store.update { $0.append(Standup(id: .init(UUID()), title: "Saved")) }
    store.flush()

    let reloaded = withDependencies {
      $0.persistence = persistence
    } operation: {
      StandupsStore()
    }
    reloaded.load()
    #expect(reloaded.standups.map(\.title) == ["Saved"])
  }
}
