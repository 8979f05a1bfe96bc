@_spi(SharedChangeTracking) import CairnSharing
import ConcurrencyExtras
import CustomDump
import Dependencies
import IssueReporting

/// Tests a feature step by step: every action sent, every action an effect sends back, and
/// the state after each, asserted against what the test expects.
///
/// ```swift
/// let store = TestStore(initialState: Counter.State()) { Counter() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.incrementButtonTapped) { $0.count = 1 }
/// await store.send(.factButtonTapped) { $0.isLoading = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.factResponse) { $0.fact = "1 is a good number."; $0.isLoading = false }
/// ```
///
/// Failures name the test's own line, the action, and show the state as a diff
/// "(Expected: −, Actual: +)". While a test store is alive, async work runs on the main serial
/// executor (``useMainSerialExecutor``), so effects run in a predictable order. The article
/// <doc:TestingWithTestStore> describes each behaviour and where Cairn's differs from TCA's.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state as the test knows it: after the last action sent, received or skipped.
  public internal(set) var state: State
  /// Whether the feature dismissed itself through `@Dependency(\.dismiss)`, as it would when
  /// presented. Dismissing cancels the feature's running effects, as ending its presentation
  /// would, and the store takes no more actions.
  public internal(set) var isDismissed = false
  /// How much the store insists on; see ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait for effects before failing.
  public var timeout: Duration = .seconds(1)
  /// The dependencies the reducer, its effects and the assertion closures run with. Changing
  /// them mid-test (`store.dependencies.uuid = .incrementing`) affects the actions sent after.
  public var dependencies: DependencyValues

  /// Whether async work runs serially on the main actor while this store is alive (it does
  /// unless the test turns it off): every task, an effect's included, is enqueued on the main
  /// actor, so effects interleave with the test's own code in a predictable order. The
  /// setting in force before the first live test store was made comes back when the last one
  /// is released.
  public var useMainSerialExecutor: Bool {
    get { uncheckedUseMainSerialExecutor }
    set { uncheckedUseMainSerialExecutor = newValue }
  }

  /// The state of every action reduced so far, received actions included.
  var actualState: State
  let reducer: (inout State, Action) -> Effect<Action>
  /// Actions effects sent that the test has not received yet, each with the state it led to.
  var received: [(action: Action, state: State)] = []
  /// The effects running that the store still waits for, by id.
  var inFlight: [Int: InFlightEffect] = [:]
  var nextEffectID = 0
  var cancellables: [AnyHashableSendable: [Task<Void, Never>]] = [:]
  /// Actions effects sent with `.send` (or from their work) waiting to be reduced, in order.
  var queue: [(action: Action, origin: EffectOrigin, group: EffectGroup)] = []
  var isProcessingQueue = false
  var waiters: [CheckedContinuation<Void, Never>] = []
  let origin: EffectOrigin
  /// Records the changes the reducer and its effects make to shared state, so that they are
  /// asserted like any other change of state (see <doc:SharedState>).
  let sharedChangeTracker: SharedChangeTracker

  /// A store starting at `initialState`, running `reducer` with dependencies changed by
  /// `prepareDependencies`.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let sharedChangeTracker = SharedChangeTracker()
    let (state, reducer, dependencies) = Dependencies.withDependencies {
      prepareDependencies(&$0)
      sharedChangeTracker.track(&$0)
    } operation: {
      (initialState(), reducer()._reduceFunction(), DependencyValues._current)
    }
    self.sharedChangeTracker = sharedChangeTracker
    self.state = state
    self.actualState = state
    self.reducer = reducer
    self.dependencies = dependencies
    self.origin = EffectOrigin(
      action: "TestStore.init", fileID: fileID, filePath: filePath, line: line, column: column)
    // Tested alone, a feature that dismisses itself is recorded, not reported; its effects
    // end as they would when its presentation ends.
    self.dependencies.dismiss = DismissEffect(.record { [weak self] in self?.featureDismissed() })
    MainSerialExecutorLease.acquire()
  }

  isolated deinit {
    MainSerialExecutorLease.release()
    checkCompletion(at: origin)
  }

  /// Runs `operation` with this store's dependencies changed by `update`, then puts them back.
  public func withDependencies<R>(
    _ update: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try update(&dependencies)
    return try operation()
  }

  /// Runs async `operation` with this store's dependencies changed by `update`, then puts them
  /// back.
  public func withDependencies<R>(
    _ update: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try update(&dependencies)
    return try await operation()
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then puts it back: part of
  /// a test can be non-exhaustive while the rest is exhaustive.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs async `operation` with ``exhaustivity`` set to `exhaustivity`, then puts it back.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  func describe(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, maxDepth: 2)
    return text
  }
}

/// Turns the main serial executor on while any test store is alive, and back to what it was
/// when the last one is released: tests that run in parallel (Swift Testing's default) each
/// keep it on for as long as they need it.
@MainActor
enum MainSerialExecutorLease {
  private static var count = 0
  private static var original = false

  static func acquire() {
    if count == 0 { original = uncheckedUseMainSerialExecutor }
    count += 1
    uncheckedUseMainSerialExecutor = true
  }

  static func release() {
    count -= 1
    if count == 0 { uncheckedUseMainSerialExecutor = original }
  }
}

/// The test store of the feature `R`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
