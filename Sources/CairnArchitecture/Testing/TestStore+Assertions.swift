@_spi(SharedChangeTracking) import CairnSharing
@_spi(Internals) import CasePaths
import CustomDump
import Dependencies
import IssueReporting

/// How a test store checks an assertion closure and reports what it finds.
extension TestStore {
  /// Checks that `assert`, applied to the state the test knew (`previous`), gives `actual`.
  ///
  /// Exhaustive: the closure must describe the whole change. Non-exhaustive: the closure is
  /// applied to the actual state and must change nothing, so only what it states is checked;
  /// with `showSkippedAssertions`, the rest of the change is shown as an expected issue.
  ///
  /// Shared state is checked the same way: the whole check runs with the shared change
  /// tracker asserting, so a `Shared` in `previous` reads the value it had before the action
  /// and `$0.$x.withLock` in the closure changes that expected value, never the live one.
  /// Every recorded change counts as asserted afterwards.
  func expect(
    _ assert: ((inout State) throws -> Void)?,
    from previous: State,
    to actual: State,
    skipUnnecessaryModifyFailure: Bool = false,
    heading: String? = nil,
    at origin: EffectOrigin
  ) {
    sharedChangeTracker.assert {
      // A change to shared state is not in `previous`'s own storage: the closure may rightly
      // leave the rest of the state as it was.
      let skipUnnecessaryModifyFailure =
        skipUnnecessaryModifyFailure || sharedChangeTracker.hasChanges
      if exhaustivity != .on { sharedChangeTracker.reset() }
      defer { sharedChangeTracker.reset() }
      compare(
        assert, from: previous, to: actual,
        skipUnnecessaryModifyFailure: skipUnnecessaryModifyFailure, heading: heading, at: origin)
    }
  }

  private func compare(
    _ assert: ((inout State) throws -> Void)?,
    from previous: State,
    to actual: State,
    skipUnnecessaryModifyFailure: Bool,
    heading: String?,
    at origin: EffectOrigin
  ) {
    do {
      switch exhaustivity {
      case .on:
        var expected = previous
        try run(assert, on: &expected)
        if expected != actual {
          mismatch(expected, actual, closure: assert != nil, heading: heading, at: origin)
        } else if !skipUnnecessaryModifyFailure, assert != nil, expected == previous {
          unnecessaryModify(at: origin)
        }
      case .off(let showSkippedAssertions):
        var expected = actual
        try run(assert, on: &expected)
        if expected != actual {
          withExhaustivity(.on) { mismatch(expected, actual, closure: true, at: origin) }
        } else if showSkippedAssertions, expectedIssuesAreUnavailable {
          // Printed, not recorded: what changed, without replaying the closure on a state it
          // was not written for.
          if previous != actual, let changes = diff(previous, actual, format: .proportional) {
            report("State changes not asserted:\n\n\(changes.indentedLines(by: 4))", at: origin)
          }
        } else if showSkippedAssertions {
          var fromPrevious = previous
          var thrown: (any Error)?
          withExpectedSkippedIssue {
            do { try run(assert, on: &fromPrevious) } catch { thrown = error }
          }
          if let thrown {
            report("Threw error: \(thrown)", at: origin)
          } else if fromPrevious != actual {
            mismatch(fromPrevious, actual, closure: assert != nil, at: origin)
          } else if !skipUnnecessaryModifyFailure, assert != nil, fromPrevious == previous {
            unnecessaryModify(at: origin)
          }
        }
      }
    } catch {
      reportIssue(
        "Threw error: \(error)", fileID: origin.fileID, filePath: origin.filePath,
        line: origin.line, column: origin.column)
    }
  }

  /// Runs an assertion closure as the reducer runs: with the store's dependencies (so
  /// `@Dependency(\.uuid)` there gives the test's generator), with shared changes asserted
  /// (`withLock` changes the expected value), and with `XCTModify` checking for a change only
  /// when the store is exhaustive.
  private func run(_ assert: ((inout State) throws -> Void)?, on state: inout State) throws {
    guard let assert else { return }
    try Dependencies.withDependencies {
      $0 = dependencies
    } operation: {
      try sharedChangeTracker.assert {
        try XCTModifyLocals.$isExhaustive.withValue(exhaustivity == .on) {
          try assert(&state)
        }
      }
    }
  }

  private func mismatch(
    _ expected: State, _ actual: State, closure: Bool, heading: String? = nil,
    at origin: EffectOrigin
  ) {
    let difference =
      diff(expected, actual, format: .proportional)
      .map { "\($0.indentedLines(by: 4))\n\n(Expected: −, Actual: +)" }
        ?? """
        Expected:
        \(String(describing: expected).indentedLines(by: 2))

        Actual:
        \(String(describing: actual).indentedLines(by: 2))
        """
    let heading =
      heading
      ?? (closure
        ? "A state change does not match expectation after \(origin.action)"
        : "State was not expected to change, but a change occurred after \(origin.action)")
    report("\(heading).\n\n\(difference)", at: origin)
  }

  private func unnecessaryModify(at origin: EffectOrigin) {
    report(
      """
      Expected state to change, but no change occurred.

      The assertion closure after \(origin.action) left the state as it was. When the state is \
      not expected to change, leave the closure out.
      """, at: origin)
  }

  /// Reports `message` at `origin` as the store's exhaustivity says: a failure when
  /// exhaustive, an expected issue (the skipped assertion, shown) when it shows skipped
  /// assertions, nothing otherwise.
  func report(
    _ message: String, exhaustivity: Exhaustivity? = nil, at origin: EffectOrigin
  ) {
    switch exhaustivity ?? self.exhaustivity {
    case .on:
      reportIssue(
        message, fileID: origin.fileID, filePath: origin.filePath, line: origin.line,
        column: origin.column)
    case .off(showSkippedAssertions: true):
      let message = "Skipped assertions.\n\n\(message)"
      guard !expectedIssuesAreUnavailable else {
        print("\(origin.filePath):\(origin.line): \(message)")
        return
      }
      withExpectedIssue(isIntermittent: true) {
        reportIssue(
          message, fileID: origin.fileID, filePath: origin.filePath, line: origin.line,
          column: origin.column)
      }
    case .off(showSkippedAssertions: false):
      break
    }
  }
}

/// Runs `body`, whose issues are expected: an assertion closure replayed to show what a
/// non-exhaustive test skipped.
func withExpectedSkippedIssue(_ body: () -> Void) {
  withExpectedIssue(isIntermittent: true, body)
}

/// Whether the running test cannot expect an issue: XCTest off Apple platforms has no expected
/// failures (recording one fails the test). There, skipped assertions are printed instead, and
/// the assertion closure is not replayed on the earlier state to find them.
var expectedIssuesAreUnavailable: Bool {
  #if canImport(Darwin)
    false
  #else
    TestContext.current == .xcTest
  #endif
}

extension String {
  /// Each line indented by `count` spaces.
  func indentedLines(by count: Int) -> String {
    let indent = String(repeating: " ", count: count)
    return indent + replacingOccurrences(of: "\n", with: "\n\(indent)")
  }
}
