import CairnSharing
import Clocks
import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures
import StandupsReducers

/// The standups both flavours share, made for one test: `@Shared(.standups)`, in a storage of
/// the test's own, holding the standups it was given.
///
/// A store's state holds `@Shared(.standups)` too: build the store with ``provide(_:)`` in its
/// dependencies and its state refers to these very standups, as every tab of the app does.
@MainActor
struct SharedFixture {
  /// The shared standups.
  let standups: Shared<IdentifiedArrayOf<Standup>>
  private let dependencies: @Sendable (inout DependencyValues) -> Void

  /// Standups in memory of their own (the cases of a parameterized test share the test's
  /// dependencies, so the default in-memory storage would be shared between them).
  init(_ standups: [Standup] = []) {
    let storage = InMemoryStorage()
    self.init(provide: { $0.defaultInMemoryStorage = storage }, standups: standups)
  }

  private init(
    provide: @escaping @Sendable (inout DependencyValues) -> Void, standups: [Standup]
  ) {
    self.dependencies = provide
    self.standups = withDependencies(provide) { Shared(.standups) }
    if !standups.isEmpty {
      self.standups.withLock { $0 = IdentifiedArray(uniqueElements: standups) }
    }
  }

  /// Points `@Shared(.standups)` (and the answered load failures) at this fixture's storage.
  func provide(_ values: inout DependencyValues) {
    dependencies(&values)
  }

  /// The shared standup with `id`, derived from the list by id, as the app hands it down.
  func standup(_ id: Standup.ID) -> Shared<Standup> {
    Shared(standups[id: id])!
  }

  /// The list's state over these standups.
  func listState() -> StandupsList.State {
    withDependencies(dependencies) { StandupsList.State() }
  }

  /// What every tab shows of the standups' storage now.
  func storageStatus() -> StorageStatus {
    listState().storageStatus
  }

  /// The standups of a saved file that did not decode (it is kept aside; the list is empty),
  /// on a disk in memory.
  static func undecodableFile() -> SharedFixture {
    let url = URL(fileURLWithPath: "/data/standups.json")
    let disk = InMemoryFileSystem([url: Data("{ not standups".utf8)])
    let storage = InMemoryStorage()
    return SharedFixture(
      provide: {
        $0.defaultInMemoryStorage = storage
        $0.defaultFileStorage = .inMemory(disk)
        $0.standupsStorage = .file(url)
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.continuousClock = ImmediateClock()
      },
      standups: [])
  }

  /// The standups of the file at `/data/standups.json` on `disk` (none there: no file), with
  /// saves retried on `clock`.
  static func onDisk(_ disk: InMemoryFileSystem, clock: TestClock<Duration>) -> SharedFixture {
    let storage = InMemoryStorage()
    return SharedFixture(
      provide: {
        $0.defaultInMemoryStorage = storage
        $0.defaultFileStorage = .inMemory(disk)
        $0.standupsStorage = .file(URL(fileURLWithPath: "/data/standups.json"))
        $0.continuousClock = clock
      },
      standups: [])
  }

  /// Where the file that did not decode was kept.
  var movedAside: URL? {
    if case .cannotDecode(_, let movedTo, _) = standups.loadError as? FileStorageError {
      return movedTo
    }
    return nil
  }
}

extension Standup {
  /// "Engineering": 3 attendees, 3 minutes (a minute each), ids 0–3 from `.incrementing`.
  static let engineering = Standup(
    id: Standup.ID(UUID(0)),
    attendees: IdentifiedArray(uniqueElements: [
      Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
      Attendee(id: Attendee.ID(UUID(2)), name: "Blob Jr"),
      Attendee(id: Attendee.ID(UUID(3)), name: "Blob Sr"),
    ]),
    duration: .seconds(180),
    title: "Engineering")
}
