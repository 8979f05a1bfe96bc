import CustomDump
import IssueReporting
import Synchronization

/// Watches one binding action that a control sent: if the action is dropped without having
/// been applied (the feature has no ``BindingReducer``), the write would silently do nothing,
/// so this reports it as an issue.
final class UnappliedBindingCheck: Sendable {
  private let applied = Atomic(false)
  private let actionType: String
  private let value: String
  private let location: SourceLocation?

  init(actionType: Any.Type, value: Any, location: SourceLocation?) {
    self.actionType = String(reflecting: actionType)
    var dump = ""
    customDump(value, to: &dump, maxDepth: 0)
    self.value = dump
    self.location = location
  }

  /// Records that a reducer applied the action.
  func markApplied() {
    applied.store(true, ordering: .relaxed)
  }

  deinit {
    guard !applied.load(ordering: .relaxed) else { return }
    let message = """
      A binding action sent from a store was never applied to its state:

        \(actionType).binding(.set(_, \(value)))

      Add "BindingReducer()" to the feature's "body" so that bindings change the state.
      """
    if let location {
      location.report(message)
    } else {
      reportIssue(message)
    }
  }
}

extension BindingAction {
  /// The same action, reporting an issue if it is dropped without having been applied: for
  /// the actions that bindings send, whose reducer must include a ``BindingReducer``.
  func checkedForApplication(
    actionType: Any.Type, location: SourceLocation? = nil
  ) -> Self {
    let check = UnappliedBindingCheck(actionType: actionType, value: value, location: location)
    let apply = self.apply
    return Self(
      keyPath: keyPath,
      value: value,
      apply: { root in
        check.markApplied()
        apply(&root)
      },
      isEqual: isEqual)
  }
}
