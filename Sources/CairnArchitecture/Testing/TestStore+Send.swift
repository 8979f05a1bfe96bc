import CustomDump
import IssueReporting

extension TestStore {
  /// Sends `action` and checks the state it leads to: `assert` changes the state the test
  /// knows into the one it expects. Without `assert`, the state must not change.
  ///
  /// The returned task covers the effects `action` started and those of the actions they send
  /// back: cancelling it cancels them all; `finish()` waits for them all.
  @discardableResult
  public func send(
    _ action: Action,
    assert: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let origin = EffectOrigin(
      action: describe(action), fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      reportIssue(
        "Can't send an action to a dismissed test store.",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return TestStoreTask(rawValue: nil, timeout: timeout)
    }
    if !received.isEmpty {
      var actions = ""
      customDump(received.map(\.action), to: &actions)
      report(
        """
        Must handle \(received.count) received \(received.count == 1 ? "action" : "actions") \
        before sending an action.

        Unhandled actions: \(actions)
        """, at: origin)
    }
    switch exhaustivity {
    case .on:
      break
    case .off(showSkippedAssertions: true):
      await skipReceivedActions(
        strict: false, fileID: fileID, filePath: filePath, line: line, column: column)
    case .off(showSkippedAssertions: false):
      if let last = received.last { state = last.state }
      received.removeAll()
    }
    let previous = state
    let group = EffectGroup()
    // The state right after the reducer: an action an effect sends is a step of its own.
    let reduced = reduce(action, origin: origin, group: group)
    processQueue()
    await Task.yield()
    // While the closure runs, `store.state` is still the state before the action.
    expect(assert, from: previous, to: reduced, at: origin)
    state = reduced
    // Lets the effects start, so a test needs no manual yield before receiving.
    await Task.megaYield()
    return TestStoreTask(rawValue: group.task(), timeout: timeout)
  }

  /// Sends the action at the case key path `casePath` with `value`:
  /// `await store.send(\.binding.title, "Engineering")`.
  @_disfavoredOverload
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
  @_disfavoredOverload
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

  /// Checks the state without sending anything: `update` changes the state the test knows
  /// into the one it expects, which must be the current state. Useful in a non-exhaustive
  /// test to assert on state at any point.
  public func assert(
    _ update: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let origin = EffectOrigin(
      action: "assert", fileID: fileID, filePath: filePath, line: line, column: column)
    expect(update, from: state, to: state, skipUnnecessaryModifyFailure: true, at: origin)
  }
}
