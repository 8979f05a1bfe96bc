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
/// Failures name the test's own line and show the state as a diff "(Expected: −, Actual: +)".
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state as the test knows it, after the last asserted step.
  public private(set) var state: State
  /// Whether the feature dismissed itself through `@Dependency(\.dismiss)`, as it would when
  /// presented. Dismissing cancels the feature's running effects, as ending its presentation
  /// would.
  public private(set) var isDismissed = false
  /// How much the store insists on; see ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on
  /// How long ``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``
  /// waits for an effect to send an action before failing.
  public var timeout: Duration = .seconds(1)

  private var actualState: State
  private let reducer: (inout State, Action) -> Effect<Action>
  private var dependencies: DependencyValues
  private var received: [(action: Action, state: State)] = []
  private var inFlight: [Int: (task: Task<Void, Never>, action: String)] = [:]
  private var nextEffectID = 0
  private var cancellables: [AnyHashableSendable: [Int]] = [:]
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private let origin: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

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
    let (state, reducer, dependencies) = withDependencies(prepareDependencies) {
      (initialState(), reducer()._reduceFunction(), DependencyValues._current)
    }
    self.state = state
    self.actualState = state
    self.reducer = reducer
    self.dependencies = dependencies
    self.origin = (fileID, filePath, line, column)
    // Tested alone, a feature that dismisses itself is recorded, not reported; its effects
    // end as they would when its presentation ends.
    self.dependencies.dismiss = DismissEffect(.record { [weak self] in self?.featureDismissed() })
  }

  isolated deinit {
    guard exhaustivity == .on else { return }
    checkCompletion(
      fileID: origin.fileID, filePath: origin.filePath, line: origin.line,
      column: origin.column)
  }

  // MARK: Sending

  /// Sends `action` and checks the state it leads to: `assert` changes the state the test
  /// knows into the one it expects. Without `assert`, the state must not change.
  @discardableResult
  public func send(
    _ action: Action,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    if exhaustivity == .on, let pending = received.first {
      reportIssue(
        """
        Must handle \(received.count) received action(s) before sending an action: \
        \(describe(pending.action))
        """, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let previous = state
    // The state right after the reducer: an effect's synchronous `.send` is received later.
    var reduced = actualState
    let effectIDs = reduce(action) { reduced = $0 }
    expect(
      assert, from: previous, to: reduced, fileID: fileID, filePath: filePath, line: line,
      column: column)
    state = reduced
    await Task.megaYield()
    return TestStoreTask(ids: effectIDs, store: self)
  }

  /// Sends the action at the case key path `casePath` with `value`:
  /// `await store.send(\.binding.title, "Engineering")`.
  @discardableResult
  public func send<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      AnyCasePath(casePath).embed(value), assert: assert, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Sends the payload-less action at `casePath`: `await store.send(\.child.tap)`.
  @discardableResult
  public func send(
    _ casePath: CaseKeyPath<Action, Void>,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask where Action: CasePathable {
    await send(
      AnyCasePath(casePath).embed(()), assert: assert, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  // MARK: Receiving

  /// Receives the next action an effect sent, which must be in the case `casePath`, and checks
  /// the state it led to. Waits up to ``timeout`` for it to arrive.
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    await receive(
      matching: { AnyCasePath(casePath).extract(from: $0) != nil },
      expected: "an action matching \(casePath)", timeout: timeout, assert: assert,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Receives the next action an effect sent, which must equal `action`.
  public func receive(
    _ action: Action,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == action }, expected: describe(action), timeout: timeout, assert: assert,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func receive(
    matching isExpected: (Action) -> Bool,
    expected: String,
    timeout: Duration?,
    assert: ((inout State) throws -> Void)?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) async {
    await waitForReceivedAction(timeout: timeout ?? self.timeout)
    if exhaustivity != .on {
      // Non-exhaustive: actions before the expected one are skipped, their states taken.
      while let first = received.first, !isExpected(first.action) {
        state = first.state
        received.removeFirst()
      }
    }
    guard let (action, stateAfter) = received.first else {
      reportIssue(
        "Expected to receive \(expected), but received none.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    received.removeFirst()
    guard isExpected(action) else {
      reportIssue(
        """
        Received an unexpected action: \(describe(action))

        Expected \(expected).
        """, fileID: fileID, filePath: filePath, line: line, column: column)
      state = stateAfter
      return
    }
    expect(
      assert, from: state, to: stateAfter, fileID: fileID, filePath: filePath, line: line,
      column: column)
    state = stateAfter
    await Task.megaYield()
  }

  // MARK: Finishing

  /// Waits for every effect to finish (up to `timeout`), then fails if any is still running
  /// or any received action was not asserted.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
    while !inFlight.isEmpty, ContinuousClock.now < deadline {
      await waitForChange(until: deadline)
    }
    checkCompletion(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Forgets the received actions not asserted yet (their states become the known state).
  public func skipReceivedActions() {
    if let last = received.last { state = last.state }
    received.removeAll()
  }

  /// The feature dismissed itself: as when its presentation ends, its effects are cancelled.
  private func featureDismissed() {
    isDismissed = true
    skipInFlightEffects()
  }

  /// Cancels the effects still running and forgets them.
  public func skipInFlightEffects() {
    for effect in inFlight.values { effect.task.cancel() }
    inFlight.removeAll()
  }

  private func checkCompletion(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let showSkipped = exhaustivity == .off(showSkippedAssertions: true)
    if !received.isEmpty {
      let list = received.map { "  " + describe($0.action) }.joined(separator: "\n")
      let message = "The store received \(received.count) unexpected action(s):\n\(list)"
      if exhaustivity == .on {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
      } else if showSkipped {
        withExpectedIssue { reportIssue("Skipped: " + message) }
      }
    }
    if !inFlight.isEmpty {
      let list = inFlight.values.map { "  started by " + $0.action }.sorted()
        .joined(separator: "\n")
      let message = """
        \(inFlight.count) effect(s) still running at the end of the test:
        \(list)

        Cancel them (say, with an action that returns .cancel(id:)), let them finish, or \
        skip them with skipInFlightEffects().
        """
      if exhaustivity == .on {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
      } else if showSkipped {
        withExpectedIssue { reportIssue("Skipped: " + message) }
      }
    }
  }

  // MARK: Running the reducer and effects

  /// Runs the reducer on the actual state, hands the resulting state to `reduced`, then
  /// starts the effects (an effect's `.send` is reduced at once); returns their ids.
  private func reduce(_ action: Action, reduced: (State) -> Void) -> [Int] {
    let effect = withDependencies {
      $0 = dependencies
    } operation: {
      reducer(&actualState, action)
    }
    reduced(actualState)
    return start(effect._withDependencies(dependencies), origin: describe(action))
  }

  private func start(_ effect: Effect<Action>, origin: String) -> [Int] {
    switch effect.operation {
    case .none:
      return []
    case .send(let action):
      receiveFromEffect(action)
      return []
    case .run(let priority, let operation):
      let send = Send<Action> { [weak self] action in self?.receiveFromEffect(action) }
      return [track(Task(priority: priority) { @MainActor in await operation(send) }, origin)]
    case .merge(let effects):
      return effects.flatMap { start($0, origin: origin) }
    case .concatenate(let effects):
      let task = Task { @MainActor [weak self] in
        for effect in effects {
          guard let self, !Task.isCancelled else { return }
          let ids = self.start(effect, origin: origin)
          for id in ids { await self.inFlight[id]?.task.value }
        }
      }
      return [track(task, origin)]
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { cancel(id: id) }
      let ids = start(effect, origin: origin)
      cancellables[id, default: []] += ids
      return ids
    case .cancel(let id):
      cancel(id: id)
      return []
    }
  }

  private func cancel(id: AnyHashableSendable) {
    for effectID in cancellables.removeValue(forKey: id) ?? [] {
      inFlight[effectID]?.task.cancel()
    }
  }

  private func track(_ task: Task<Void, Never>, _ origin: String) -> Int {
    nextEffectID += 1
    let id = nextEffectID
    inFlight[id] = (task, origin)
    Task { @MainActor [weak self] in
      await task.value
      self?.inFlight[id] = nil
      self?.wakeWaiters()
    }
    return id
  }

  /// An effect sent `action`: run it now and keep it for ``receive``.
  private func receiveFromEffect(_ action: Action) {
    _ = reduce(action) { state in
      received.append((action, state))
      wakeWaiters()
    }
  }

  func isRunning(_ ids: [Int]) -> Bool {
    ids.contains { inFlight[$0] != nil }
  }

  func cancel(_ ids: [Int]) {
    for id in ids { inFlight[id]?.task.cancel() }
  }

  func wait(for ids: [Int]) async {
    for id in ids { await inFlight[id]?.task.value }
  }

  // MARK: Waiting

  private func waitForReceivedAction(timeout: Duration) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while received.isEmpty, !inFlight.isEmpty, ContinuousClock.now < deadline {
      await waitForChange(until: deadline)
    }
  }

  /// Suspends until an effect sends an action or finishes, or until `deadline`.
  private func waitForChange(until deadline: ContinuousClock.Instant) async {
    let timer = Task { @MainActor [weak self] in
      try? await ContinuousClock().sleep(until: deadline)
      self?.wakeWaiters()
    }
    await withCheckedContinuation { waiters.append($0) }
    timer.cancel()
  }

  private func wakeWaiters() {
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }

  // MARK: Assertions

  private func expect(
    _ assert: ((inout State) throws -> Void)?,
    from previous: State,
    to actual: State,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    var expected = previous
    do {
      try assert?(&expected)
    } catch {
      reportIssue(error, fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    switch exhaustivity {
    case .on:
      if expected != actual {
        reportIssue(
          Self.mismatch(expected, actual), fileID: fileID, filePath: filePath, line: line,
          column: column)
      } else if assert != nil, expected == previous {
        reportIssue(
          "Expected state to change, but no change occurred.",
          fileID: fileID, filePath: filePath, line: line, column: column)
      }
    case .off(let showSkipped):
      // Only what the closure touched: applied to the actual state, it must change nothing.
      var touched = actual
      try? assert?(&touched)
      if touched != actual {
        reportIssue(
          Self.mismatch(touched, actual), fileID: fileID, filePath: filePath, line: line,
          column: column)
      } else if showSkipped, expected != actual,
        let skipped = diff(expected, actual, format: .proportional)
      {
        withExpectedIssue {
          reportIssue(
            "Skipped assertions: …\n\n  \(skipped.replacingOccurrences(of: "\n", with: "\n  "))",
            fileID: fileID, filePath: filePath, line: line, column: column)
        }
      }
    }
  }

  /// The failure text for a state that is not the expected one: a diff marked
  /// "(Expected: −, Actual: +)".
  private static func mismatch(_ expected: State, _ actual: State) -> String {
    let difference =
      diff(expected, actual, format: .proportional)?
      .replacingOccurrences(of: "\n", with: "\n  ") ?? "(no diff)"
    return """
      A state change does not match expectation: …

        \(difference)

      (Expected: −, Actual: +)
      """
  }

  private func describe(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, maxDepth: 2)
    return text
  }
}

/// The effects one ``TestStore/send(_:assert:fileID:filePath:line:column:)`` started.
@MainActor
public struct TestStoreTask {
  let ids: [Int]
  let store: AnyObject & TestStoreTaskTarget

  init(ids: [Int], store: AnyObject & TestStoreTaskTarget) {
    self.ids = ids
    self.store = store
  }

  /// Cancels the effects.
  public func cancel() async {
    store.cancel(ids)
    await store.wait(for: ids)
  }

  /// Waits for the effects to finish.
  public func finish() async {
    await store.wait(for: ids)
  }

  /// Whether any of the effects is still running.
  public var isInFlight: Bool { store.isRunning(ids) }
}

/// What a ``TestStoreTask`` asks of its store.
@MainActor
protocol TestStoreTaskTarget {
  func isRunning(_ ids: [Int]) -> Bool
  func cancel(_ ids: [Int])
  func wait(for ids: [Int]) async
}

extension TestStore: TestStoreTaskTarget {}
