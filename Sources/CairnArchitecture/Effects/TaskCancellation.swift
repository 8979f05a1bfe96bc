import IssueReporting
import Synchronization

extension Task where Success == Never, Failure == Never {
  /// Cancels every running effect marked `.cancellable(id: id)`, from anywhere: a test, an
  /// app's lifecycle code, another effect.
  ///
  /// ```swift
  /// Task.cancel(id: CancelID.timer)
  /// ```
  ///
  /// Called outside an effect, it reaches the effects with that id in every store, presented
  /// children's included. Called inside a presented child's effect, it reaches only the
  /// effects of that child and of what it presents, as `.cancel(id:)` returned by the child's
  /// reducer would. Inside a Swift Testing test, it reaches only the effects that test
  /// started, so tests running in parallel do not cancel each other's.
  public static func cancel(id: some Hashable & Sendable) {
    TaskCancellationIndex.shared.cancel(
      id: AnyHashableSendable(id), within: TaskCancellationIndex.currentScope)
  }
}

/// Runs `operation` as work that `Task.cancel(id:)` (and `cancelInFlight` of a later call
/// with the same id) can cancel, and returns its result.
///
/// ```swift
/// let results = try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///   try await searchClient.search(query)
/// }
/// ```
///
/// With `cancelInFlight`, the work already running under `id` is cancelled first. A store's
/// `.cancel(id:)` reaches effects marked `.cancellable(id:)`; it does not reach this work.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async rethrows -> T {
  let id = AnyHashableSendable(id)
  let scope = TaskCancellationIndex.currentScope
  if cancelInFlight { TaskCancellationIndex.shared.cancel(id: id, within: scope) }
  // Registered before the work starts, so a cancel made once it runs always reaches it.
  let handle = PendingCancellation()
  let entry = TaskCancellationIndex.shared.insert(id: id, scope: scope) { handle.cancel() }
  defer { TaskCancellationIndex.shared.remove(entry) }
  let task = Task { try await operation() }
  handle.attach { task.cancel() }
  do {
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  } catch {
    // Only `operation` throws, so this rethrows what it threw.
    throw error
  }
}

extension Effect {
  /// The same work, its async parts each registered under `id` while they run, so that
  /// `Task.cancel(id:)` finds them. Used by `cancellable(id:cancelInFlight:)`.
  func _indexedForTaskCancellation(id: AnyHashableSendable) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case .run(let priority, let operation):
      return Self(
        .run(priority: priority) { send in
          await TaskCancellationIndex.run(id: id) { await operation(send) }
        })
    case .merge(let effects):
      return Self(.merge(effects.map { $0._indexedForTaskCancellation(id: id) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.map { $0._indexedForTaskCancellation(id: id) }))
    case .cancellable(let effect, let innerID, let cancelInFlight):
      return Self(
        .cancellable(
          effect._indexedForTaskCancellation(id: id), id: innerID, cancelInFlight: cancelInFlight)
      )
    }
  }
}

/// The running work that `Task.cancel(id:)` can reach, by id, across the process.
///
/// Each entry remembers where it runs: the presentations around it (a presented child's
/// effects run inside its presentation) and the Swift Testing test that started it. A cancel
/// made inside a presentation reaches only entries inside it; one made outside reaches all.
final class TaskCancellationIndex: Sendable {
  /// Where work runs, or where a cancel is made.
  struct Scope: Sendable {
    /// The presentations around the work, innermost and outer alike.
    var presentations: Set<AnyHashableSendable>
    /// The Swift Testing test that runs the work, if any.
    var test: TestContext.Testing.Test.ID?

    /// Whether a cancel made in `self` reaches work running in `work`.
    func reaches(_ work: Scope) -> Bool {
      test == work.test && presentations.isSubset(of: work.presentations)
    }
  }

  /// An entry, to remove it when its work ends.
  struct Entry: Sendable {
    let id: AnyHashableSendable
    let token: Int
  }

  private struct Registered: Sendable {
    let scope: Scope
    let cancel: @Sendable () -> Void
  }

  private struct Table: Sendable {
    var entries: [AnyHashableSendable: [Int: Registered]] = [:]
    var nextToken = 0
  }

  static let shared = TaskCancellationIndex()

  private let table = Mutex(Table())

  /// The scope of the calling code.
  static var currentScope: Scope {
    var test: TestContext.Testing.Test.ID?
    if case .swiftTesting(let testing)? = TestContext.current { test = testing?.test.id }
    return Scope(presentations: Set(PresentationDismissers.current.keys), test: test)
  }

  /// Runs `operation` in a task registered under `id` until it ends.
  static func run(id: AnyHashableSendable, _ operation: @escaping @Sendable () async -> Void) async
  {
    let handle = PendingCancellation()
    let entry = shared.insert(id: id, scope: currentScope) { handle.cancel() }
    let task = Task { await operation() }
    handle.attach { task.cancel() }
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    shared.remove(entry)
  }

  /// Registers `cancel` under `id`, for work running in `scope`.
  func insert(
    id: AnyHashableSendable, scope: Scope, cancel: @escaping @Sendable () -> Void
  ) -> Entry {
    table.withLock { table in
      table.nextToken += 1
      table.entries[id, default: [:]][table.nextToken] = Registered(scope: scope, cancel: cancel)
      return Entry(id: id, token: table.nextToken)
    }
  }

  /// Forgets `entry`.
  func remove(_ entry: Entry) {
    table.withLock { table in
      table.entries[entry.id]?[entry.token] = nil
      if table.entries[entry.id]?.isEmpty == true { table.entries[entry.id] = nil }
    }
  }

  /// Cancels the work under `id` that a cancel made in `scope` reaches.
  func cancel(id: AnyHashableSendable, within scope: Scope) {
    let cancellers = table.withLock { table -> [@Sendable () -> Void] in
      guard let registered = table.entries[id] else { return [] }
      var cancellers: [@Sendable () -> Void] = []
      for (token, entry) in registered where scope.reaches(entry.scope) {
        cancellers.append(entry.cancel)
        table.entries[id]?[token] = nil
      }
      if table.entries[id]?.isEmpty == true { table.entries[id] = nil }
      return cancellers
    }
    for cancel in cancellers { cancel() }
  }

  /// How many entries are registered under `id`; for tests.
  func count(id: some Hashable & Sendable) -> Int {
    table.withLock { $0.entries[AnyHashableSendable(id)]?.count ?? 0 }
  }
}

/// The cancel of a task that is registered before the task is made: a cancel that comes first
/// is remembered and applied as soon as the task is attached.
final class PendingCancellation: Sendable {
  private struct State {
    var cancel: (@Sendable () -> Void)?
    var isCancelled = false
  }
  private let state = Mutex(State())

  /// Cancels the attached task, or the one attached later.
  func cancel() {
    let cancel = state.withLock { state in
      state.isCancelled = true
      return state.cancel
    }
    cancel?()
  }

  /// Attaches the task's `cancel`, calling it at once if a cancel already came.
  func attach(_ cancel: @escaping @Sendable () -> Void) {
    let isCancelled = state.withLock { state in
      state.cancel = cancel
      return state.isCancelled
    }
    if isCancelled { cancel() }
  }
}
