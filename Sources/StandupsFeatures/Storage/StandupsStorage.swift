import CairnSharing
import Dependencies
import Foundation
import IdentifiedCollections
import StandupsDomain
import Tagged

/// Where ``SharedKey/standups`` keeps the standups: a dependency, so the app picks the file or
/// a database at start and every test starts from an empty list in memory.
public struct StandupsStorage: Sendable {
  /// Makes the key that reads and writes the standups.
  public var key: @Sendable () -> StandupsKey

  /// Storage through the key `makeKey` makes (such as a PostgreSQL key).
  public init<Base: SharedKey<StandupsKey.Value>>(_ makeKey: @escaping @Sendable () -> Base)
  where Base.ID: Sendable {
    self.key = { StandupsKey(makeKey()) }
  }

  /// The JSON file at `url`, in `StandupsFile`'s format: saved durably (flushed to the disk,
  /// renamed over the old file), a file that does not decode kept aside, a file that cannot
  /// be read never saved over.
  public static func file(_ url: URL) -> Self {
    // One encoder for every key of this file: a save re-encodes only the standups changed
    // since the last.
    let encoder = StandupsFileEncoder()
    return Self {
      .fileStorage(
        url,
        decode: { @Sendable data in
          IdentifiedArray(try StandupsFile.decode(data), uniquingIDsWith: { first, _ in first })
        },
        encode: { @Sendable standups in try encoder.encode(standups.elements) })
    }
  }

  /// `standups.json` in `directory`.
  public static func file(directory: URL) -> Self {
    .file(StandupsFile.url(in: directory))
  }

  /// In memory, in the `defaultInMemoryStorage`: what tests and previews use.
  public static var inMemory: Self {
    Self { InMemoryKey<StandupsKey.Value>.inMemory("standups") }
  }
}

extension StandupsStorage: DependencyKey {
  /// The JSON file in the default data directory.
  public static var liveValue: StandupsStorage {
    .file(directory: StandupsFile.defaultDirectory())
  }
  /// In memory: each test starts with no standups.
  public static var testValue: StandupsStorage { .inMemory }
  /// In memory.
  public static var previewValue: StandupsStorage { .inMemory }
}

extension DependencyValues {
  /// Where the standups are kept.
  public var standupsStorage: StandupsStorage {
    get { self[StandupsStorage.self] }
    set { self[StandupsStorage.self] = newValue }
  }
}
