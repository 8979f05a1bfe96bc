import Cairn
import CairnSharing
import Foundation
import IdentifiedCollections
import StandupsDomain
import StandupsFeatures

/// The changes of the shared standups, as an app feature's long-living effect hears them.
enum SharedStandupsChanges {
  /// Yields now, then after every change to `standups` or to what every tab shows of their
  /// storage (their load and save errors, the load failures `answered`); ends when the
  /// consumer stops listening.
  @MainActor
  static func stream(
    _ standups: Shared<IdentifiedArrayOf<Standup>>, answered: Shared<Set<URL>>
  ) -> AsyncStream<Void> {
    AsyncStream { continuation in
      let token = observe {
        _ = standups.wrappedValue
        _ = StorageStatus(standups, answered: answered)
        continuation.yield()
      }
      continuation.onTermination = { _ in token.cancel() }
    }
  }
}
