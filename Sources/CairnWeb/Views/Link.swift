/// A link to a URL; following it loads that URL, which rebuilds its navigation state.
public struct Link: PrimitiveView {
  let title: String
  let destination: String

  /// A link titled `title` to `destination` (a path such as `/standups/42`).
  public init(_ title: some StringProtocol, destination: String) {
    self.title = String(title)
    self.destination = destination
  }

  /// Renders an `<a>`.
  public func render(in context: RenderContext) -> [Node] {
    [.element("a", ["class": "link", "href": destination], children: [.text(title)])]
  }
}
