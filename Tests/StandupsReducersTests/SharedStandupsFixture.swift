import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures
import StandupsReducers

/// The process-wide store both flavours share, made for one test: in-memory persistence, a
/// clock that never fires the debounced save unless the test says so.
@MainActor
struct SharedFixture {
  let store: StandupsStore
  let shared: SharedStandups

  init(_ standups: [Standup] = [], load: StandupsFile.LoadResult? = nil) {
    store = withDependencies {
      $0.persistence = PersistenceClient.inMemory(load ?? .loaded(standups)).0
      $0.continuousClock = ImmediateClock()
    } operation: {
      let store = StandupsStore()
      store.load()
      return store
    }
    shared = .live(store)
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
