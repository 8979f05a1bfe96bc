import ConcurrencyExtras

/// The tasks of the effects one sent action started, and of the effects of the actions those
/// effects sent back, however late they arrive: waiting for the group waits for them all, and
/// cancelling it cancels them all, those that join later included.
final class EffectGroup: Sendable {
  private let storage = LockIsolated<(tasks: [Task<Void, Never>], isCancelled: Bool)>(([], false))

  /// Whether no effect joined.
  var isEmpty: Bool { storage.value.tasks.isEmpty }

  /// Adds `task`; a cancelled group cancels it at once.
  func add(_ task: Task<Void, Never>) {
    let isCancelled = storage.withValue {
      $0.tasks.append(task)
      return $0.isCancelled
    }
    if isCancelled { task.cancel() }
  }

  /// Cancels every task, and every task that joins from now on.
  func cancel() {
    let tasks = storage.withValue {
      $0.isCancelled = true
      return $0.tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Waits for every task, those that join while waiting included; cancelling the waiting
  /// task cancels the group.
  func wait() async {
    await withTaskCancellationHandler {
      var index = 0
      while let task = self.task(at: index) {
        await task.value
        index += 1
      }
    } onCancel: {
      cancel()
    }
  }

  private func task(at index: Int) -> Task<Void, Never>? {
    storage.withValue { index < $0.tasks.count ? $0.tasks[index] : nil }
  }

  /// A task that waits for the group (and cancels it when cancelled), or `nil` when no effect
  /// joined.
  func task() -> Task<Void, Never>? {
    guard !isEmpty else { return nil }
    return Task { await self.wait() }
  }
}

/// Where an effect came from: the action that returned it and the test line that sent the
/// action (or the action whose effect sent this one).
struct EffectOrigin: Sendable {
  let action: String
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// The same test line, for an action an effect sent back.
  func with(action: String) -> Self {
    Self(action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// An effect the test store waits for.
struct InFlightEffect {
  let task: Task<Void, Never>
  let origin: EffectOrigin
}
