import Cairn
import CairnSharing
import Dependencies
import Foundation
import IdentifiedCollections
import IssueReporting
import StandupsDomain
import StandupsFeatures

/// The standups every tab shares, as reducers reach them: `@Shared(.standups)` behind a
/// dependency, so a tab of either flavour sees the others' changes live and a test can say
/// exactly what the shared data holds.
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
    /// Why the standups are not safely stored, while they are not (every tab shows it).
    public var problem: StorageProblem?

    /// A snapshot of `standups`, with no storage trouble unless given.
    public init(
      standups: IdentifiedArrayOf<Standup> = [],
      loadFailure: String? = nil,
      problem: StorageProblem? = nil
    ) {
      self.standups = standups
      self.loadFailure = loadFailure
      self.problem = problem
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
  /// Saves the standups now, without waiting for the next automatic retry (the storage
  /// notice's "Try again"); a failure shows in the next snapshot's `problem`.
  public var retrySaving: @MainActor @Sendable () async -> Void

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
    acknowledgeLoadFailure: @escaping @MainActor @Sendable () -> Bool,
    retrySaving: @escaping @MainActor @Sendable () async -> Void = {}
  ) {
    self.snapshot = snapshot
    self.changes = changes
    self.append = append
    self.update = update
    self.remove = remove
    self.replaceAll = replaceAll
    self.acknowledgeLoadFailure = acknowledgeLoadFailure
    self.retrySaving = retrySaving
  }
}

extension SharedStandups {
  /// The client over `@Shared(.standups)`, the standups both flavours share, with the storage
  /// the current dependencies choose.
  @MainActor
  public static func live() -> SharedStandups {
    @Shared(.standups) var standups
    @Shared(.answeredLoadFailures) var answered
    return live(standups: $standups, answered: $answered)
  }

  /// The client over `standups`, with the load failures `answered` in any tab.
  public static func live(
    standups: Shared<IdentifiedArrayOf<Standup>>, answered: Shared<Set<URL>>
  ) -> SharedStandups {
    SharedStandups(
      snapshot: { Snapshot(standups, answered: answered) },
      changes: {
        AsyncStream { continuation in
          let token = observe { continuation.yield(Snapshot(standups, answered: answered)) }
          continuation.onTermination = { _ in token.cancel() }
        }
      },
      append: { standup in standups.withLock { _ = $0.append(standup) } },
      update: { id, change in
        standups.withLock { standups in
          guard standups[id: id] != nil else { return false }
          change(&standups[id: id]!)
          return true
        }
      },
      remove: { id in standups.withLock { _ = $0.remove(id: id) } },
      replaceAll: { new in standups.withLock { $0 = new } },
      acknowledgeLoadFailure: { answered.answerLoadFailure(of: standups) },
      retrySaving: { try? await standups.save() }
    )
  }
}

extension SharedStandups.Snapshot {
  /// What `standups` holds now, and the storage status every tab shows.
  init(_ standups: Shared<IdentifiedArrayOf<Standup>>, answered: Shared<Set<URL>>) {
    let status = StorageStatus(standups, answered: answered)
    self.init(
      standups: standups.wrappedValue, loadFailure: status.loadFailure, problem: status.problem)
  }
}

extension SharedStandups.Snapshot {
  /// Whether sample data may be offered: not while the real standups exist but cannot be read.
  public var canLoadSampleData: Bool {
    if case .cannotRead = problem { return false }
    return true
  }
}

extension SharedStandups: TestDependencyKey {
  /// Unimplemented: a test gives the client it shares (`.live()`, over the test's in-memory
  /// standups), and any use without one is reported.
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
    },
    retrySaving: { reportIssue("SharedStandups.retrySaving is unimplemented") }
  )
}

extension DependencyValues {
  /// The standups every tab shares.
  public var sharedStandups: SharedStandups {
    get { self[SharedStandups.self] }
    set { self[SharedStandups.self] = newValue }
  }
}
