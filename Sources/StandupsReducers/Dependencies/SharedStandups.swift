import Cairn
import Dependencies
import IdentifiedCollections
import IssueReporting
import StandupsDomain
import StandupsFeatures

/// The standups every tab shares, as reducers reach them: the one process-wide
/// ``StandupsFeatures/StandupsStore`` behind a dependency, so a tab of either flavour sees the
/// others' changes live and a test can say exactly what the shared data holds.
///
/// Reducers stay pure: they read a ``Snapshot`` kept in their state and change the shared data
/// only from effects, by id and by the fields the person changed. The app feature observes
/// ``changes`` for as long as its tab lives and hands every new snapshot down its tree; that
/// is how a change made in another tab, of either flavour, reaches this one.
public struct SharedStandups: Sendable {
  /// What a tab knows of the shared standups at one moment.
  public struct Snapshot: Equatable, Sendable {
    /// The standups, in list order.
    public var standups: IdentifiedArrayOf<Standup>
    /// Why the saved file did not decode, while the "Data failed to load" alert is due.
    public var loadFailure: String?
    /// Why the saved file cannot be read, while it cannot (nothing is saved over it).
    public var readFailure: String?
    /// Why the latest save failed, while saves are failing.
    public var saveFailure: String?

    /// A snapshot of `standups` with no storage trouble.
    public init(
      standups: IdentifiedArrayOf<Standup> = [],
      loadFailure: String? = nil,
      readFailure: String? = nil,
      saveFailure: String? = nil
    ) {
      self.standups = standups
      self.loadFailure = loadFailure
      self.readFailure = readFailure
      self.saveFailure = saveFailure
    }
  }

  /// The shared standups now.
  public var snapshot: @MainActor @Sendable () -> Snapshot
  /// Every change from now on, starting with the current snapshot; ends when the consumer
  /// stops listening.
  public var changes: @MainActor @Sendable () -> AsyncStream<Snapshot>
  /// Appends a standup.
  public var append: @MainActor @Sendable (Standup) -> Void
  /// Changes one standup by id; `false` if it no longer exists.
  public var update:
    @MainActor @Sendable (Standup.ID, _ change: @Sendable (inout Standup) -> Void) -> Bool
  /// Removes one standup by id.
  public var remove: @MainActor @Sendable (Standup.ID) -> Void
  /// Replaces every standup (loading the sample data).
  public var replaceAll: @MainActor @Sendable (IdentifiedArrayOf<Standup>) -> Void
  /// Answers the load-failure alert; `true` only for the first answer in any tab.
  public var acknowledgeLoadFailure: @MainActor @Sendable () -> Bool

  /// A client with every endpoint given.
  public init(
    snapshot: @escaping @MainActor @Sendable () -> Snapshot,
    changes: @escaping @MainActor @Sendable () -> AsyncStream<Snapshot>,
    append: @escaping @MainActor @Sendable (Standup) -> Void,
    update:
      @escaping @MainActor @Sendable (Standup.ID, _ change: @Sendable (inout Standup) -> Void)
      -> Bool,
    remove: @escaping @MainActor @Sendable (Standup.ID) -> Void,
    replaceAll: @escaping @MainActor @Sendable (IdentifiedArrayOf<Standup>) -> Void,
    acknowledgeLoadFailure: @escaping @MainActor @Sendable () -> Bool
  ) {
    self.snapshot = snapshot
    self.changes = changes
    self.append = append
    self.update = update
    self.remove = remove
    self.replaceAll = replaceAll
    self.acknowledgeLoadFailure = acknowledgeLoadFailure
  }
}

extension SharedStandups {
  /// The client over `store`, the process-wide store both flavours share.
  public static func live(_ store: StandupsStore) -> SharedStandups {
    SharedStandups(
      snapshot: { Snapshot(store) },
      changes: {
        AsyncStream { continuation in
          let token = observe { continuation.yield(Snapshot(store)) }
          continuation.onTermination = { _ in token.cancel() }
        }
      },
      append: { standup in store.update { $0.append(standup) } },
      update: { id, change in store.update(id) { change(&$0) } },
      remove: { id in store.update { $0.remove(id: id) } },
      replaceAll: { standups in store.update { $0 = standups } },
      acknowledgeLoadFailure: { store.acknowledgeLoadFailure() }
    )
  }
}

extension SharedStandups.Snapshot {
  /// What `store` holds now.
  @MainActor
  init(_ store: StandupsStore) {
    self.init(
      standups: store.standups,
      loadFailure: store.loadFailure,
      readFailure: store.readFailure,
      saveFailure: store.saveFailure)
  }
}

extension SharedStandups: TestDependencyKey {
  /// Unimplemented: a test gives the store it shares (`.live(StandupsStore())` over test
  /// persistence), and any use without one is reported.
  public static let testValue = SharedStandups(
    snapshot: {
      reportIssue("SharedStandups.snapshot is unimplemented")
      return Snapshot()
    },
    changes: {
      reportIssue("SharedStandups.changes is unimplemented")
      return AsyncStream { $0.finish() }
    },
    append: { _ in reportIssue("SharedStandups.append is unimplemented") },
    update: { _, _ in
      reportIssue("SharedStandups.update is unimplemented")
      return false
    },
    remove: { _ in reportIssue("SharedStandups.remove is unimplemented") },
    replaceAll: { _ in reportIssue("SharedStandups.replaceAll is unimplemented") },
    acknowledgeLoadFailure: {
      reportIssue("SharedStandups.acknowledgeLoadFailure is unimplemented")
      return false
    }
  )
}

extension DependencyValues {
  /// The standups every tab shares.
  public var sharedStandups: SharedStandups {
    get { self[SharedStandups.self] }
    set { self[SharedStandups.self] = newValue }
  }
}
