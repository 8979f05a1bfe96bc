import CustomDump
import IssueReporting

extension ButtonState {
  /// Calls the asynchronous `perform` with the button's action (or `nil` for a button that
  /// only dismisses).
  ///
  /// An animation cannot follow work that suspends, so a button that asks for one reports an
  /// issue naming its action, and `perform` runs without the animation. Evaluate such a
  /// button's action in the synchronous `withAction(_:)`, or apply the animation yourself with
  /// `withUITransaction`.
  public func withAction(
    _ perform: (Action?) async -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let animation {
      var description = ""
      customDump(ButtonStateAction.send(action, animation: animation), to: &description, indent: 4)
      reportIssue(
        """
        An animated action was performed asynchronously: …

          Action:
        \(description)

        Asynchronous actions cannot be animated. Evaluate this action in a synchronous \
        closure, or apply the animation yourself with 'withUITransaction'.
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    await perform(action)
  }
}
