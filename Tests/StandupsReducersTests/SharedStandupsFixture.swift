import CairnSharing
import Clocks
import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures
import StandupsReducers

/// The standups both flavours share, made for one test: `@Shared(.standups)` in memory (fresh
/// for each test), holding `standups`, and the reducers' client over it.
@MainActor
struct SharedFixture {
  let standups: Shared<IdentifiedArrayOf<Standup>>
  let shared: SharedStandups

  /// Standups of their own (the cases of a parameterized test share the test's dependencies,
  /// so the default in-memory storage would be shared between them).
  init(_ standups: [Standup] = []) {
    self = withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      SharedFixture(inCurrentStorage: standups)
    }
  }

  /// Standups in the storage the current dependencies choose.
  private init(inCurrentStorage standups: [Standup]) {
    self.standups = Shared(.standups)
    if !standups.isEmpty {
      self.standups.withLock { $0 = IdentifiedArray(uniqueElements: standups) }
    }
    shared = .live()
  }

  /// The standups of a saved file that did not decode (it is kept aside; the list is empty),
  /// on a disk in memory.
  static func undecodableFile() -> SharedFixture {
    let url = URL(fileURLWithPath: "/data/standups.json")
    let disk = InMemoryFileSystem([url: Data("{ not standups".utf8)])
    return withDependencies {
      $0.defaultFileStorage = .inMemory(disk)
      $0.standupsStorage = .file(url)
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.continuousClock = ImmediateClock()
    } operation: {
      SharedFixture(inCurrentStorage: [])
    }
  }

  var snapshot: SharedStandups.Snapshot { shared.snapshot() }
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
