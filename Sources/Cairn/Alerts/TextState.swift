import CustomDump

/// Text as plain, equatable data: the title, message and button labels of alerts and dialogs.
///
/// Text state can be compared in tests and drawn by any renderer. It is a sequence of runs,
/// each with optional emphasis, so `TextState("Delete ") + TextState(title).bold()` keeps the
/// emphasis of the title while reading as one string.
public struct TextState: Hashable, Sendable {
  /// Emphasis a renderer may apply to a run of text.
  public enum Emphasis: Hashable, Sendable, CaseIterable {
    /// Bold text.
    case bold
    /// Italic text.
    case italic
    /// Monospaced text.
    case monospaced
    /// Struck-through text.
    case strikethrough
    /// Underlined text.
    case underline
  }

  /// A piece of text with one set of emphases.
  public struct Run: Hashable, Sendable {
    /// The text of the run.
    public var string: String
    /// The emphases applied to the whole run.
    public var emphasis: Set<Emphasis>
  }

  /// The runs that make up the text, in reading order.
  public private(set) var runs: [Run]

  /// Creates text from a string, shown as written.
  public init(_ content: some StringProtocol) {
    runs = [Run(string: String(content), emphasis: [])]
  }

  /// Creates text from a string, shown as written; the same as ``init(_:)``.
  public init(verbatim content: String) {
    self.init(content)
  }

  private init(runs: [Run]) {
    self.runs = runs
  }

  /// The plain string, without emphasis.
  public var string: String { runs.map(\.string).joined() }

  /// Joins two texts, keeping each one's emphasis.
  public static func + (lhs: TextState, rhs: TextState) -> TextState {
    TextState(runs: lhs.runs + rhs.runs)
  }

  /// Returns the text with `emphasis` added to every run.
  public func emphasized(_ emphasis: Emphasis) -> TextState {
    TextState(runs: runs.map { Run(string: $0.string, emphasis: $0.emphasis.union([emphasis])) })
  }

  /// Returns the text in bold.
  public func bold() -> TextState { emphasized(.bold) }
  /// Returns the text in italics.
  public func italic() -> TextState { emphasized(.italic) }
  /// Returns the text in a monospaced face.
  public func monospaced() -> TextState { emphasized(.monospaced) }
  /// Returns the text struck through.
  public func strikethrough() -> TextState { emphasized(.strikethrough) }
  /// Returns the text underlined.
  public func underline() -> TextState { emphasized(.underline) }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Creates text from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

extension TextState: CustomStringConvertible {
  /// The plain string.
  public var description: String { string }
}

extension TextState: CustomDumpRepresentable {
  /// Dumps as the plain string, so test diffs read naturally.
  public var customDumpValue: Any { string }
}

extension String {
  /// The plain string of a text state, without emphasis.
  public init(state: TextState) {
    self = state.string
  }
}
