import ConcurrencyExtras
import Foundation

/// Something that may hold changes not yet saved: a file storage key.
protocol FlushesPendingSaves: AnyObject, Sendable {
  /// Whether it holds changes not yet saved.
  var hasPendingChanges: Bool { get }
  /// Tries to save them now; returns why it could not.
  func flushPendingChanges() -> FileStorageError?
}

/// The keys of one storage, so that ``FileStorage/flush()`` reaches each of them. Keys are held
/// weakly: a key nobody uses any more is dropped.
final class PendingSaves: Sendable {
  private struct Entry {
    weak var key: (any FlushesPendingSaves)?
  }
  private let entries = LockIsolated<[ObjectIdentifier: Entry]>([:])

  func register(_ key: any FlushesPendingSaves) {
    entries.withValue { entries in
      entries = entries.filter { $0.value.key != nil }
      entries[ObjectIdentifier(key)] = Entry(key: key)
    }
  }

  private var keys: [any FlushesPendingSaves] {
    entries.withValue { $0.values.compactMap(\.key) }
  }

  var hasPending: Bool {
    keys.contains { $0.hasPendingChanges }
  }

  func flush() -> [FileStorageError] {
    keys.compactMap { $0.flushPendingChanges() }
  }
}
