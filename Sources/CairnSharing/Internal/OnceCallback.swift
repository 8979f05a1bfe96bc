import Foundation
import IssueReporting

/// A callback that may run at most once, shared by the load and save continuations.
///
/// Resuming twice is a key's logic error: the second call is dropped and reported. A callback
/// never resumed would leave a caller of `load()` or `save()` suspended forever, so when the last
/// copy of the continuation goes away unresumed, the issue is reported and the callback runs with
/// "no value" so that nothing waits forever.
final class OnceCallback<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var callback: (@Sendable (Result<Value?, any Error>) -> Void)?
  private let describe: @Sendable () -> String

  init(
    describe: @escaping @Sendable () -> String,
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.describe = describe
    self.callback = callback
  }

  private func take() -> (@Sendable (Result<Value?, any Error>) -> Void)? {
    lock.lock()
    defer { lock.unlock() }
    let taken = callback
    callback = nil
    return taken
  }

  func resume(with result: Result<Value?, any Error>) {
    guard let callback = take() else {
      reportIssue("\(describe()) resumed its continuation more than once.")
      return
    }
    callback(result)
  }

  deinit {
    guard let callback = take() else { return }
    reportIssue(
      """
      \(describe()) dropped its continuation without resuming it; whoever waited on it is \
      resumed now with no value.
      """
    )
    callback(.success(nil))
  }

  static func label(_ description: String) -> String {
    description.isEmpty ? "A shared key" : "'\(description)'"
  }
}
