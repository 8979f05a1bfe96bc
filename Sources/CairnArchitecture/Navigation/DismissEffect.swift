import Dependencies
import IssueReporting

/// Dismisses the feature that reads it: `@Dependency(\.dismiss) var dismiss`, then
/// `await dismiss()` in an effect sends `.dismiss` for its presentation, and the parent sees it
/// and clears the state (or pops the stack element).
///
/// ```swift
/// case .closeButtonTapped:
///   return .run { _ in await dismiss() }
/// ```
///
/// In a feature that nobody presented, calling it reports an issue; a `TestStore` records it
/// in ``TestStore/isDismissed``.
public struct DismissEffect: Sendable {
  enum Target: Sendable {
    /// Nobody presented the feature.
    case none
    /// A presentation or stack element, reached through the dismissers its effects run with.
    case presentation(AnyHashableSendable)
    /// A test store's record of the call.
    case record(@MainActor @Sendable () -> Void)
  }

  let target: Target

  init(_ target: Target) {
    self.target = target
  }

  /// Dismisses the presented feature this effect runs in.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let dismiss: (@MainActor @Sendable () -> Void)?
    switch target {
    case .none: dismiss = nil
    case .presentation(let id): dismiss = PresentationDismissers.current[id]
    case .record(let record): dismiss = record
    }
    guard let dismiss else {
      reportIssue(
        """
        "dismiss()" was called from a feature that is not presented: nothing was dismissed.

        Present the feature with "ifLet" or "forEach" over a stack, or test it in a "TestStore" \
        (which records the call in "isDismissed").
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    dismiss()
  }
}

extension DismissEffect: DependencyKey {
  /// Outside a presentation, dismissing reports an issue.
  public static let liveValue = DismissEffect(.none)
  /// Outside a presentation, dismissing reports an issue.
  public static let testValue = DismissEffect(.none)
}

extension DependencyValues {
  /// Dismisses the presented feature that reads it; see ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffect.self] }
    set { self[DismissEffect.self] = newValue }
  }
}

/// How the effects of each presentation dismiss it: installed around a presented child's
/// async work, so a `dismiss` read while reducing (and captured) or inside the effect finds its
/// presentation.
enum PresentationDismissers {
  @TaskLocal static var current: [AnyHashableSendable: @MainActor @Sendable () -> Void] = [:]
}
