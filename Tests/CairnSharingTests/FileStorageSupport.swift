import CairnSharing
import Dependencies
import Foundation
import IdentifiedCollections

/// An element of the lists the file storage tests keep.
struct Item: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var name: String
}

/// Helpers shared by the file storage tests.
enum FileStorageTesting {
  /// A file in an in-memory file system (no such folder exists on the disk).
  static let url = URL(fileURLWithPath: "/cairn-file-storage-tests/items.json")

  /// The moment the tests' `date` dependency reports.
  static let now = Date(timeIntervalSince1970: 1_700_000_000)

  /// JSON for `items`, as `.fileStorage` writes it.
  static func json(_ items: [Item]) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try! encoder.encode(items)
  }

  /// The items in `data`, or `nil` when there is none or it does not decode.
  static func items(_ data: Data?) -> [Item]? {
    data.flatMap { try? JSONDecoder().decode([Item].self, from: $0) }
  }

  /// A shared list of items kept at `url` in `storage`, on `clock`.
  static func shared(
    _ storage: FileStorage,
    clock: some Clock<Duration>,
    url: URL = url,
    default value: [Item] = []
  ) -> Shared<[Item]> {
    withDependencies {
      $0.defaultFileStorage = storage
      $0.continuousClock = clock
      $0.date.now = now
    } operation: {
      Shared(wrappedValue: value, .fileStorage(url))
    }
  }

  /// A shared value of any codable type kept at `url` in `storage`, on `clock`.
  static func shared<Value: Codable & Sendable>(
    _ storage: FileStorage,
    clock: some Clock<Duration>,
    url: URL = url,
    value: Value
  ) -> Shared<Value> {
    withDependencies {
      $0.defaultFileStorage = storage
      $0.continuousClock = clock
      $0.date.now = now
    } operation: {
      Shared(wrappedValue: value, .fileStorage(url))
    }
  }
}
