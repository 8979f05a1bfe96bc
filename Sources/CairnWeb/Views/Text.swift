/// Shows a string. Every string is escaped, so user data never becomes markup.
public struct Text: PrimitiveView {
  let content: TextState

  /// Text showing `content`.
  public init(_ content: some StringProtocol) {
    self.content = TextState(content)
  }

  /// Text showing `content` exactly as given.
  public init(verbatim content: String) {
    self.content = TextState(content)
  }

  /// Text showing a `TextState`: each run's emphasis becomes markup (`<strong>`, `<em>`,
  /// `<code>`, `<s>`, `<u>`), its text stays text.
  public init(_ state: TextState) {
    self.content = state
  }

  /// Renders a `<span>` with the text.
  public func render(in context: RenderContext) -> [Node] {
    [.element("span", ["class": "text"], children: TextRuns.nodes(content))]
  }
}

/// Turns the runs of a `TextState` into nodes, wrapping each run in one element per emphasis.
enum TextRuns {
  static func nodes(_ state: TextState) -> [Node] {
    state.runs.map { run in
      var node = Node.text(run.string)
      for emphasis in TextState.Emphasis.allCases where run.emphasis.contains(emphasis) {
        node = .element(tag(emphasis), children: [node])
      }
      return node
    }
  }

  static func tag(_ emphasis: TextState.Emphasis) -> String {
    switch emphasis {
    case .bold: "strong"
    case .italic: "em"
    case .monospaced: "code"
    case .strikethrough: "s"
    case .underline: "u"
    }
  }
}
