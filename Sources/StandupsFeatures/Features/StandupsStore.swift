import Dependencies
import Foundation
import IdentifiedCollections
import IssueReporting
import Observation
import StandupsDomain

/// The standups every tab shares: one process-wide observable store that all sessions' models
/// read and write, so each tab sees the others' changes live and none overwrites another's.
///
/// Changes are saved through the ``PersistenceClient`` at most once per second (the first
/// change starts a one-second wait, later ones ride along), and ``flush()`` writes what is
/// pending at shutdown.
@MainActor @Observable
public final class StandupsStore {
  /// The standups, in list order.
  public private(set) var standups: IdentifiedArrayOf<Standup> = []
  /// Why loading failed, while the "Data failed to load" alert is due.
  public private(set) var loadFailure: String?

  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored @Dependency(\.persistence) private var persistence
  @ObservationIgnored private var pendingSave: Task<Void, Never>?
  @ObservationIgnored private var hasUnsavedChanges = false

  /// An empty store; call ``load()`` to read the saved standups.
  public init() {}

  /// Reads the saved standups. A missing file is an empty list; an unreadable one was moved
  /// aside by the persistence client and is reported through ``loadFailure``.
  public func load() {
    do {
      switch try persistence.load() {
      case .missing:
        standups = []
      case .loaded(let saved):
        standups = IdentifiedArray(saved, uniquingIDsWith: { first, _ in first })
      case .unreadable(let movedTo, _):
        standups = []
        loadFailure = movedTo.lastPathComponent
      }
    } catch {
      loadFailure = String(describing: error)
    }
  }

  /// Forgets the load failure, once the alert about it was answered.
  public func acknowledgeLoadFailure() {
    loadFailure = nil
  }

  /// Changes the standups and schedules a save.
  public func update(_ change: (inout IdentifiedArrayOf<Standup>) -> Void) {
    change(&standups)
    scheduleSave()
  }

  /// Changes one standup, if it still exists, and schedules a save.
  public func update(_ id: Standup.ID, _ change: (inout Standup) -> Void) {
    guard standups[id: id] != nil else { return }
    update { change(&$0[id: id]!) }
  }

  /// Writes pending changes now, as at shutdown.
  public func flush() {
    pendingSave?.cancel()
    pendingSave = nil
    save()
  }

  private func scheduleSave() {
    hasUnsavedChanges = true
    guard pendingSave == nil else { return }
    pendingSave = Task { [weak self, clock] in
      try? await clock.sleep(for: .seconds(1))
      guard !Task.isCancelled else { return }
      self?.pendingSave = nil
      self?.save()
    }
  }

  private func save() {
    guard hasUnsavedChanges else { return }
    hasUnsavedChanges = false
    do {
      try persistence.save(Array(standups))
    } catch {
      reportIssue("Saving the standups failed: \(error)")
    }
  }
}
