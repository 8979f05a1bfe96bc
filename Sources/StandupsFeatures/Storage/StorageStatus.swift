import CairnSharing
import Foundation
import IdentifiedCollections
import StandupsDomain
import Tagged

/// Why the standups are not safely stored right now: every tab shows it until it is over.
public enum StorageProblem: Equatable, Sendable {
  /// The saved standups cannot be read; nothing is saved over them, changes wait in memory.
  case cannotRead(String)
  /// Saves are failing; changes are kept and saving is retried.
  case cannotSave(String)
  /// Where the standups are kept cannot be reached (a database that is away); the sentence
  /// says so, and that changes are kept and saved once it is back.
  case unavailable(String)
}

/// What every tab shows of the shared standups' storage: the "Data failed to load" alert while
/// it is due, and the notice while the standups cannot be read or saved. Derived from the
/// shared reference's `loadError` and `saveError`, so every tab of every flavour sees the
/// same.
public struct StorageStatus: Equatable, Sendable {
  /// The name the saved file was kept under when it did not decode, while the alert about it
  /// has not been answered in any tab.
  public var loadFailure: String?
  /// Why the standups are not safely stored, if they are not.
  public var problem: StorageProblem?

  /// A status with `loadFailure` and `problem`.
  public init(loadFailure: String? = nil, problem: StorageProblem? = nil) {
    self.loadFailure = loadFailure
    self.problem = problem
  }

  /// The status of `standups` now, given the load failures any tab `answered`; reading it in
  /// an observation tracks both.
  public init(_ standups: Shared<IdentifiedArrayOf<Standup>>, answered: Shared<Set<URL>>) {
    let loadError = standups.loadError
    let saveError = standups.saveError
    if let movedTo = Self.movedAside(loadError), !answered.wrappedValue.contains(movedTo) {
      loadFailure = movedTo.lastPathComponent
    }
    problem = Self.problem(loadError: loadError, saveError: saveError)
  }

  /// Whether the saved standups can be read (sample data is only offered when they can).
  public var canRead: Bool {
    if case .cannotRead = problem { return false }
    return true
  }

  /// Where the file that did not decode was kept, if that is what `error` says.
  static func movedAside(_ error: (any Error)?) -> URL? {
    if case .cannotDecode(_, let movedTo, _) = error as? FileStorageError { return movedTo }
    return nil
  }

  /// The problem `loadError` and `saveError` describe; a file that cannot be read comes first,
  /// as it holds every save.
  static func problem(loadError: (any Error)?, saveError: (any Error)?) -> StorageProblem? {
    switch loadError as? FileStorageError {
    case .cannotRead(_, let reason): return .cannotRead(reason)
    default: break
    }
    switch saveError as? FileStorageError {
    case .savesHeld(_, let reason), .keptUnsaved(_, _, let reason), .cannotRead(_, let reason):
      return .cannotRead(reason)
    case .cannotSave(_, let reason), .cannotEncode(_, let reason): return .cannotSave(reason)
    default: break
    }
    // Any other storage (a database) explains itself in a sentence.
    if let error = saveError ?? loadError, !(error is FileStorageError) {
      return .unavailable(String(describing: error))
    }
    return nil
  }
}
