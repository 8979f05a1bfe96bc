import CairnSharing
import Foundation
import IdentifiedCollections
import StandupsDomain
import Tagged

extension SharedKey where Self == InMemoryKey<Set<URL>>.Default {
  /// The saved files kept aside (they did not decode) whose "Data failed to load" alert was
  /// answered.
  ///
  /// The alert shows in every tab but is answered once: the first answer, in whichever tab,
  /// counts, and the alert goes away everywhere. Hold it as
  /// `@Shared(.answeredLoadFailures) var answeredLoadFailures` beside the standups.
  public static var answeredLoadFailures: Self {
    Self[.inMemory("standups.answeredLoadFailures"), default: []]
  }
}

extension Shared<Set<URL>> {
  /// Answers the "Data failed to load" alert that `standups`' load error is due for. Returns
  /// whether this call answered it (`false` when another tab already had, or none is due).
  public func answerLoadFailure(of standups: Shared<IdentifiedArrayOf<Standup>>) -> Bool {
    guard let movedTo = StorageStatus.movedAside(standups.loadError) else { return false }
    return withLock { $0.insert(movedTo).inserted }
  }
}
