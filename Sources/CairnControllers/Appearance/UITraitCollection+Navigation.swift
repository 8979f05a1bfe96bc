import IssueReporting

/// Pushes a value onto the ``NavigationStackController`` a controller is on: read it as
/// `traitCollection.push` and call it, `traitCollection.push(value: item)`.
@MainActor
public struct UIPushAction: Sendable {
  let run: (@MainActor @Sendable (PathValue) -> Void)?

  /// Appends `value` to the stack's path; reported as an issue when the controller is not on
  /// a navigation stack controller.
  public func callAsFunction<Element: Hashable>(
    value: Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    push(
      PathValue(base: AnyHashable(value), sendable: nil),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Appends `value` to the stack's path; a `Sendable` value can also go on a
  /// `UINavigationPath`.
  public func callAsFunction<Element: Hashable & Sendable>(
    value: Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    push(
      PathValue(base: AnyHashable(value), sendable: value),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func push(_ value: PathValue, at location: CallSite) {
    guard let run else {
      reportIssue(
        "Tried to push a value from outside of a navigation stack: "
          + "'UITraitCollection.push(value:)' must be called from a controller in a "
          + "'NavigationStackController'.",
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
      return
    }
    run(value)
  }
}

/// Where a call was written, to report an issue at.
struct CallSite {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Dismisses a controller: read it as `traitCollection.dismiss` and call it,
/// `traitCollection.dismiss()`. A pushed controller is popped (its path element removed), a
/// presented one is dismissed (its item set to `nil`).
@MainActor
public struct UIDismissAction: Sendable {
  let run: (@MainActor @Sendable () -> Void)?

  /// Dismisses the controller; reported as an issue when it was neither pushed nor presented.
  public func callAsFunction() {
    guard let run else {
      reportIssue(
        "A view controller requested dismissal, but couldn't be dismissed: it is neither "
          + "pushed on a navigation stack nor presented.")
      return
    }
    run()
  }
}
