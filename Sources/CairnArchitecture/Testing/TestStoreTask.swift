import ConcurrencyExtras
import IssueReporting

/// The effects one `TestStore.send` started, with those of the actions they sent back:
/// ``cancel()`` stops them all, `finish(timeout:)` waits for them all (failing after a
/// timeout).
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration

  /// A task over `rawValue` (`nil`: nothing to wait for), whose `finish()` fails after
  /// `timeout`. Test stores make these; TCA's tests also make one directly.
  public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.rawValue = rawValue
    self.timeout = timeout
  }

  /// Cancels the effects and waits until they have stopped.
  public func cancel() async {
    rawValue?.cancel()
    await rawValue?.cancellableValue
  }

  /// Waits for the effects to finish, failing if they are still running after `timeout`
  /// (else the store's timeout).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let rawValue else { return }
    let timeout = timeout ?? self.timeout
    await Task.megaYield()
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await rawValue.cancellableValue
        return true
      }
      group.addTask {
        try? await ContinuousClock().sleep(for: timeout)
        return false
      }
      let first = await group.next() ?? true
      group.cancelAll()
      return first
    }
    guard !finished else { return }
    reportIssue(
      """
      Expected task to finish, but it is still in-flight after \(timeout).

      If its effects wait on a clock, advance the test clock (or use an immediate clock); \
      otherwise, give "finish" a longer "timeout".
      """, fileID: fileID, filePath: filePath, line: line, column: column)
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

  /// Whether the task was cancelled (or had nothing to run).
  public var isCancelled: Bool {
    rawValue?.isCancelled ?? true
  }
}
