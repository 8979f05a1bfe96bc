import CairnArchitecture
import Dependencies
import StandupsDomain
import StandupsFeatures

/// Keeps `@Shared(.standups)` in memory, in a storage of its own, so each benchmark starts
/// from its own standups and nothing reaches the disk.
func benchmarkStandupsStorage(_ values: inout DependencyValues) {
  values.defaultInMemoryStorage = InMemoryStorage()
  values.standupsStorage = .inMemory
}

/// 100 standups of two attendees each, ten minutes long, in every theme in turn; ids from the
/// `uuid` dependency.
func hundredStandups() -> IdentifiedArrayOf<Standup> {
  @Dependency(\.uuid) var uuid
  var standups: IdentifiedArrayOf<Standup> = []
  for index in 0..<100 {
    standups.append(
      Standup(
        id: .init(uuid()),
        attendees: [
          Attendee(id: .init(uuid()), name: "Blob"),
          Attendee(id: .init(uuid()), name: "Blob Jr"),
        ],
        duration: .seconds(60 * 10),
        theme: Theme.allCases[index % Theme.allCases.count],
        title: "Standup \(index)"))
  }
  return standups
}
