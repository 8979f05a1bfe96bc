import CustomDump
import IssueReporting

extension TestStore where Action: Equatable {
  /// Receives the next action an effect sent, which must equal `action`, and checks the state
  /// it led to. Waits up to `timeout` (else ``timeout``) for it while effects run.
  ///
  /// Non-exhaustive, the actions received before the first equal one are skipped, and the
  /// store keeps waiting past actions that are not equal until one is.
  public func receive(
    _ action: Action,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    var expectedDump = ""
    customDump(action, to: &expectedDump, indent: 2)
    await receiveAction(
      matching: { $0 == action },
      failure: "Expected to receive the following action, but didn't:\n\n\(expectedDump)",
      unexpected: { received in
        diff(action, received, format: .proportional)
          .map { "\($0.indentedLines(by: 4))\n\n(Expected: −, Received: +)" }
          ?? "Expected:\n\(expectedDump)\n\nReceived:\n  \(received)"
      },
      timeout: timeout, assert: assert,
      at: EffectOrigin(
        action: "receive", fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `receive(_:timeout:assert:)` with a timeout in nanoseconds, as TCA 1.0 spelled it; the
  /// `Duration` form is current.
  public func receive(
    _ action: Action,
    timeout nanoseconds: UInt64,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      action, timeout: .nanoseconds(Int64(clamping: nanoseconds)), assert: assert,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension TestStore {
  /// Receives the next action an effect sent, which must satisfy `isMatching`:
  /// `await store.receive { $0 == .finished }`.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      failure: "Expected to receive an action matching predicate, but didn't get one.",
      unexpected: dump, timeout: timeout, assert: assert,
      at: EffectOrigin(
        action: "receive", fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// `receive(_:timeout:assert:)` with a predicate and a timeout in nanoseconds, as TCA 1.0
  /// spelled it; the `Duration` form is current.
  @_disfavoredOverload
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout nanoseconds: UInt64,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      isMatching, timeout: .nanoseconds(Int64(clamping: nanoseconds)), assert: assert,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Receives the next action an effect sent, which must be in the case `casePath`, and checks
  /// the state it led to: `await store.receive(\.factResponse) { $0.fact = "…" }`.
  @_disfavoredOverload
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
      AnyCasePath(casePath), timeout: timeout, assert: assert, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Receives the next action an effect sent, which must be in the case `casePath` with
  /// `value`: `await store.receive(\.delegate.success, 42)`.
  @_disfavoredOverload
  public func receive<Value: Equatable>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: CasePathable {
    let path = AnyCasePath(casePath)
    await receiveAction(
      matching: { path.extract(from: $0) != nil },
      verifying: { path.extract(from: $0) == value },
      failure: "Expected to receive an action matching case path, but didn't get one.",
      unexpected: { received in
        if path.extract(from: received) != nil,
          let difference = diff(path.embed(value), received, format: .proportional)
        {
          return "\(difference.indentedLines(by: 2))\n\n(Expected: −, Actual: +)"
        }
        return self.dump(received)
      },
      timeout: timeout, assert: assert,
      at: EffectOrigin(
        action: "receive", fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the next action an effect sent, which must be in the case `casePath`, given as
  /// a case path: `await store.receive(/Action.factResponse)`, as TCA 1.0 spelled it; the case
  /// key path form is current.
  @_disfavoredOverload
  public func receive<Value>(
    _ casePath: AnyCasePath<Action, Value>,
    timeout: Duration? = nil,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      failure: "Expected to receive an action matching case path, but didn't get one.",
      unexpected: dump, timeout: timeout, assert: assert,
      at: EffectOrigin(
        action: "receive", fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func dump(_ action: Action) -> String {
    var text = ""
    customDump(action, to: &text, indent: 2)
    return text
  }

  /// Waits (while effects run, up to the timeout) for an action to receive: any action when
  /// exhaustive, one `matching` when not; then receives it.
  ///
  /// `verifying` is the full check, when it is stricter than `matching` (a case and its
  /// value): a received action of the right case with another value fails with a diff.
  func receiveAction(
    matching isMatching: (Action) -> Bool,
    verifying isExpected: ((Action) -> Bool)? = nil,
    failure: @autoclosure () -> String,
    unexpected: (Action) -> String,
    timeout: Duration?,
    assert: ((inout State) throws -> Void)?,
    at origin: EffectOrigin
  ) async {
    let timeout = timeout ?? self.timeout
    var timedOut = false
    if !inFlight.isEmpty {
      await Task.megaYield()
      let deadline = ContinuousClock.now.advanced(by: timeout)
      while !hasActionToReceive(isMatching), !inFlight.isEmpty {
        guard ContinuousClock.now < deadline else {
          timedOut = true
          break
        }
        await waitForChange(until: deadline)
      }
    }
    if let isExpected {
      receiveNow(
        isExpected, failure: failure(), timedOut: timedOut, timeout: timeout,
        unexpected: unexpected, assert: assert, at: origin)
    } else {
      receiveNow(
        isMatching, failure: failure(), timedOut: timedOut, timeout: timeout,
        unexpected: unexpected, assert: assert, at: origin)
    }
    await Task.megaYield()
  }

  /// Receives the first received action, or (non-exhaustive) the first one `isExpected`,
  /// skipping those before it.
  private func receiveNow(
    _ isExpected: (Action) -> Bool,
    failure: String,
    timedOut: Bool,
    timeout: Duration,
    unexpected: (Action) -> String,
    assert: ((inout State) throws -> Void)?,
    at origin: EffectOrigin
  ) {
    guard hasActionToReceive(isExpected) else {
      let suggestion: String
      if timedOut {
        suggestion = """


          The store received none after \(timeout), while effects still ran. If the action \
          comes after a clock's sleep, advance the test clock (or use an immediate clock); otherwise, give this \
          "receive" a longer "timeout".
          """
      } else if inFlight.isEmpty {
        suggestion = """


          The store received none, and no effect is running that could send it: was the effect that \
          sends it cancelled?
          """
      } else {
        suggestion = ""
      }
      reportIssue(
        failure + suggestion, fileID: origin.fileID, filePath: origin.filePath,
        line: origin.line, column: origin.column)
      return
    }
    if exhaustivity != .on {
      // The actions before the first matching one are skipped; their states are taken.
      var skipped: [Action] = []
      while let first = received.first, !isExpected(first.action) {
        skipped.append(first.action)
        state = first.state
        received.removeFirst()
      }
      if !skipped.isEmpty {
        var actions = ""
        customDump(skipped, to: &actions)
        report(
          """
          \(skipped.count) received \(skipped.count == 1 ? "action was" : "actions were") \
          skipped.

          \(actions)
          """, at: origin)
      }
    }
    let (action, stateAfter) = received.removeFirst()
    if isExpected(action) {
      expect(assert, from: state, to: stateAfter, at: origin.with(action: describe(action)))
    } else {
      let later = received.contains { isExpected($0.action) }
      report(
        "Received unexpected action\(later ? " before this one" : ""):\n\n\(unexpected(action))",
        at: origin)
    }
    state = stateAfter
  }

  private func hasActionToReceive(_ isMatching: (Action) -> Bool) -> Bool {
    exhaustivity == .on ? !received.isEmpty : received.contains { isMatching($0.action) }
  }
}
