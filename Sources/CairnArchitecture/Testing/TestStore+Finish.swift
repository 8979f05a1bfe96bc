import CustomDump
import IssueReporting

extension TestStore {
  /// Waits for every effect to finish (up to `timeout`, else ``timeout``), failing if one is
  /// still running then, or if a received action was not asserted.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let origin = EffectOrigin(
      action: "finish", fileID: fileID, filePath: filePath, line: line, column: column)
    checkNoReceivedActions(at: origin)
    let timeout = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: timeout)
    await Task.megaYield()
    while !inFlight.isEmpty {
      guard ContinuousClock.now < deadline else {
        report(
          """
          Expected effects to finish, but effects are still running after \(timeout).

          \(runningEffectsList)

          If an effect waits on a clock, advance the test clock (or use an immediate clock); \
          otherwise, give "finish" a longer "timeout".
          """, at: origin)
        return
      }
      await waitForChange(until: deadline)
    }
    checkNoSharedChanges(at: origin)
  }

  /// `finish(timeout:)` with a timeout in nanoseconds, as TCA 1.0 spelled it; the `Duration`
  /// form is current.
  public func finish(
    timeout nanoseconds: UInt64,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await finish(
      timeout: .nanoseconds(Int64(clamping: nanoseconds)), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Takes the actions effects sent that were not received yet as received: the known state
  /// becomes the last one's. With `strict`, having none to skip fails.
  ///
  /// Exhaustive, the skipped actions are shown as an expected issue (they do not fail).
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let origin = EffectOrigin(
      action: "skipReceivedActions", fileID: fileID, filePath: filePath, line: line,
      column: column)
    guard let last = received.last else {
      if strict {
        reportIssue(
          "There were no received actions to skip.", fileID: fileID, filePath: filePath,
          line: line, column: column)
      }
      return
    }
    var actions = ""
    if received.count == 1 {
      customDump(received[0].action, to: &actions)
    } else {
      customDump(received.map(\.action), to: &actions)
    }
    report(
      """
      \(received.count) received \(received.count == 1 ? "action was" : "actions were") skipped.

      \(actions)
      """, exhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      at: origin)
    state = last.state
    received.removeAll()
  }

  /// Stops waiting for the effects still running: they go on running (and whatever they send
  /// is received as usual), but the end of the test no longer expects them to have finished.
  /// With `strict`, having none to skip fails.
  ///
  /// Exhaustive, the skipped effects are shown as an expected issue (they do not fail).
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let origin = EffectOrigin(
      action: "skipInFlightEffects", fileID: fileID, filePath: filePath, line: line,
      column: column)
    guard !inFlight.isEmpty else {
      if strict {
        reportIssue(
          "There were no in-flight effects to skip.", fileID: fileID, filePath: filePath,
          line: line, column: column)
      }
      return
    }
    report(
      """
      \(inFlight.count) in-flight \(inFlight.count == 1 ? "effect was" : "effects were") \
      skipped (no longer awaited, still running).

      \(runningEffectsList)
      """, exhaustivity: exhaustivity == .on ? .off(showSkippedAssertions: true) : exhaustivity,
      at: origin)
    inFlight.removeAll()
  }

  /// The end of the test (the store is released): received actions and shared changes not
  /// asserted, and effects still running, fail; each effect at the line that sent the action
  /// that started it.
  func checkCompletion(at origin: EffectOrigin) {
    checkNoReceivedActions(at: origin)
    checkNoSharedChanges(at: origin)
    for effect in inFlight.values.sorted(by: { $0.origin.line < $1.origin.line }) {
      report(
        """
        An effect returned for \(effect.origin.action) is still running at the end of the test.

        Let it finish ("await store.finish()"), advance the clock it waits on, cancel it with \
        an action that returns ".cancel(id:)", skip it ("await store.skipInFlightEffects()"), \
        or make the store non-exhaustive ("store.exhaustivity = .off").
        """, at: effect.origin)
    }
  }

  private func checkNoReceivedActions(at origin: EffectOrigin) {
    guard !received.isEmpty else { return }
    let actions = received.map { "    " + describe($0.action) }.joined(separator: "\n")
    report(
      """
      The store received \(received.count) unexpected \
      \(received.count == 1 ? "action" : "actions").

        Unhandled actions:
      \(actions)

      Receive them ("store.receive"), skip them ("await store.skipReceivedActions()"), or make \
      the store non-exhaustive ("store.exhaustivity = .off").
      """, at: origin)
  }

  private var runningEffectsList: String {
    inFlight.values.map { "  started by " + $0.origin.action }.sorted().joined(separator: "\n")
  }
}
