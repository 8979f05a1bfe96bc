/// How much a ``TestStore`` insists on: every change and every action (`.on`), or only what
/// each test states (`.off`).
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change must be asserted, every received action received, every effect
  /// finished by the end of the test.
  case on
  /// Only what each assertion closure states is checked. With `showSkippedAssertions`, what
  /// was not asserted is reported as expected (non-failing) issues, so the skipped diffs
  /// stay visible.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without showing what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
