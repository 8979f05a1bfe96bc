import ConcurrencyExtras
import Dependencies
import DependenciesMacros
import Foundation
import StandupsDomain

/// Loads and saves the standups.
@DependencyClient
public struct PersistenceClient: Sendable {
  /// Loads the saved standups.
  public var load: @Sendable () throws -> StandupsFile.LoadResult
  /// Saves the standups.
  public var save: @Sendable (_ standups: [Standup]) throws -> Void
}

extension PersistenceClient {
  /// Reads and writes the JSON file in `directory`.
  public static func file(directory: URL) -> PersistenceClient {
    let file = StandupsFile(directory: directory)
    return PersistenceClient(load: { try file.load() }, save: { try file.save($0) })
  }

  /// Keeps the standups in memory, starting from `initial`; for tests and previews.
  public static func inMemory(_ initial: StandupsFile.LoadResult = .missing) -> (
    PersistenceClient, LockIsolated<[[Standup]]>
  ) {
    let saves = LockIsolated<[[Standup]]>([])
    let client = PersistenceClient(
      load: { initial },
      save: { standups in saves.withValue { $0.append(standups) } }
    )
    return (client, saves)
  }
}

extension PersistenceClient: DependencyKey {
  /// The JSON file in the default data directory.
  public static let liveValue = PersistenceClient.file(directory: StandupsFile.defaultDirectory())
  /// In memory, with the sample standups.
  public static let previewValue = PersistenceClient(
    load: { .loaded(Standup.samples(now: Date(), makeID: UUID.init)) },
    save: { _ in }
  )
  /// Unimplemented: tests say what they expect.
  public static let testValue = PersistenceClient()
}

extension DependencyValues {
  /// Where the standups are kept.
  public var persistence: PersistenceClient {
    get { self[PersistenceClient.self] }
    set { self[PersistenceClient.self] = newValue }
  }
}
