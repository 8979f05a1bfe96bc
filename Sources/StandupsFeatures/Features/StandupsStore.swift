import Dependencies
import Foundation
import IdentifiedCollections
import Observation
import StandupsDomain

/// The standups every tab shares: one process-wide observable store that all sessions' models
/// read and write, so each tab sees the others' changes live and none overwrites another's.
///
/// Changes are saved through the ``PersistenceClient`` at most once per second (the first
/// change starts a one-second wait, later ones ride along), and ``flush()`` writes what is
/// pending at shutdown. A person's data is never lost:
///
/// - A change stays pending until a save of it succeeded. A failed save is reported in
///   ``saveFailure`` (every tab shows it) and retried with a growing delay, up to a minute.
/// - A saved file that exists but cannot be read is never saved over: ``readFailure`` says so,
///   changes are kept in memory, and reading is retried; once it succeeds, the file's
///   standups and those made meanwhile are merged and saved.
@MainActor @Observable
public final class StandupsStore {
  /// The standups, in list order.
  public private(set) var standups: IdentifiedArrayOf<Standup> = []
  /// Why loading failed, while the "Data failed to load" alert is due: the file did not
  /// decode and was moved aside.
  public private(set) var loadFailure: String?
  /// Why the saved file could not be read, while it cannot: nothing is saved over it.
  public private(set) var readFailure: String?
  /// Why the latest save failed, while saves are failing; `nil` once one succeeds.
  public private(set) var saveFailure: String?
  /// Whether changes are waiting to be saved.
  public private(set) var hasUnsavedChanges = false

  /// The first delay before retrying a failed save or read; it doubles up to
  /// ``maximumRetryDelay``.
  public static let firstRetryDelay: Duration = .seconds(1)
  /// The longest delay between retries.
  public static let maximumRetryDelay: Duration = .seconds(60)

  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored @Dependency(\.persistence) private var persistence
  @ObservationIgnored private var pendingSave: Task<Void, Never>?
  @ObservationIgnored private var pendingRead: Task<Void, Never>?
  @ObservationIgnored private var retryDelay = firstRetryDelay

  /// An empty store; call ``load()`` to read the saved standups.
  public init() {}

  /// Reads the saved standups. A missing file is an empty list; a file that did not decode
  /// was moved aside by the persistence client and is reported through ``loadFailure``; a
  /// file that could not be read is reported through ``readFailure`` and read again later.
  public func load() {
    do {
      standups = try loaded(persistence.load())
    } catch {
      standups = []
      holdSavesAfterReadFailure(error)
    }
  }

  /// Forgets the load failure once the alert about it was answered. Returns whether this
  /// call answered it: the alert shows in every tab, and only the first answer counts.
  @discardableResult
  public func acknowledgeLoadFailure() -> Bool {
    guard loadFailure != nil else { return false }
    loadFailure = nil
    return true
  }

  /// Changes the standups and schedules a save.
  public func update(_ change: (inout IdentifiedArrayOf<Standup>) -> Void) {
    change(&standups)
    scheduleSave()
  }

  /// Changes one standup, if it still exists, and schedules a save. Returns whether it
  /// existed.
  @discardableResult
  public func update(_ id: Standup.ID, _ change: (inout Standup) -> Void) -> Bool {
    guard standups[id: id] != nil else { return false }
    update { change(&$0[id: id]!) }
    return true
  }

  /// Writes pending changes now, as at shutdown. Returns whether everything is saved.
  @discardableResult
  public func flush() -> Bool {
    pendingSave?.cancel()
    pendingSave = nil
    return save()
  }

  private func loaded(_ result: StandupsFile.LoadResult) -> IdentifiedArrayOf<Standup> {
    switch result {
    case .missing:
      return []
    case .loaded(let saved):
      return IdentifiedArray(saved, uniquingIDsWith: { first, _ in first })
    case .unreadable(let movedTo, _):
      loadFailure = movedTo.lastPathComponent
      return []
    }
  }

  private func holdSavesAfterReadFailure(_ error: any Error) {
    readFailure = (error as? StandupsFile.CannotRead)?.reason ?? String(describing: error)
    guard pendingRead == nil else { return }
    pendingRead = Task { [weak self, clock] in
      var delay = Self.firstRetryDelay
      while !Task.isCancelled {
        try? await clock.sleep(for: delay)
        guard let self, !Task.isCancelled else { return }
        if self.retryRead() { return }
        delay = min(delay * 2, Self.maximumRetryDelay)
      }
    }
  }

  /// Reads the file again; on success merges what was made meanwhile and saves.
  private func retryRead() -> Bool {
    let result: StandupsFile.LoadResult
    do {
      result = try persistence.load()
    } catch {
      readFailure = (error as? StandupsFile.CannotRead)?.reason ?? String(describing: error)
      return false
    }
    let madeMeanwhile = !standups.isEmpty || hasUnsavedChanges
    var merged = loaded(result)
    for standup in standups where merged[id: standup.id] == nil {
      merged.append(standup)
    }
    standups = merged
    readFailure = nil
    pendingRead = nil
    if madeMeanwhile {
      hasUnsavedChanges = true
      save()
    }
    return true
  }

  private func scheduleSave() {
    hasUnsavedChanges = true
    guard pendingSave == nil else { return }
    schedule(after: .seconds(1))
  }

  private func schedule(after delay: Duration) {
    pendingSave = Task { [weak self, clock] in
      try? await clock.sleep(for: delay)
      guard let self, !Task.isCancelled else { return }
      self.pendingSave = nil
      self.save()
    }
  }

  /// Saves pending changes; on failure keeps them pending and retries later.
  @discardableResult
  private func save() -> Bool {
    guard hasUnsavedChanges else { return true }
    // A file that could not be read is never saved over; the changes wait in memory.
    guard readFailure == nil else { return false }
    do {
      try persistence.save(Array(standups))
      hasUnsavedChanges = false
      saveFailure = nil
      retryDelay = Self.firstRetryDelay
      return true
    } catch {
      saveFailure = (error as? StandupsFile.CannotSave)?.reason ?? String(describing: error)
      if pendingSave == nil {
        schedule(after: retryDelay)
        retryDelay = min(retryDelay * 2, Self.maximumRetryDelay)
      }
      return false
    }
  }
}
