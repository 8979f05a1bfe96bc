/// Shows a string. Every string is escaped, so user data never becomes markup.
public struct Text: PrimitiveView {
  let content: String

  /// Text showing `content`.
  public init(_ content: some StringProtocol) {
    self.content = String(content)
  }

  /// Text showing `content` exactly as given.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Text showing a `TextState` (the plain string of its runs; emphasis becomes markup).
  public init(_ state: TextState) {
    self.content = state.string
  }

  /// Renders a `<span>` with the text.
  public func render(in context: RenderContext) -> [Node] {
    [.element("span", ["class": "text"], children: [.text(content)])]
  }
}
