/// A link to a URL; following it loads that URL, which rebuilds its navigation state.
public struct Link: PrimitiveView {
  let title: String
  let destination: String

  /// A link titled `title` to `destination` (a path such as `/standups/42`).
  public init(_ title: some StringProtocol, destination: String) {
    self.title = String(title)
    self.destination = destination
  }

  /// Renders an `<a>`; a path starting with `/` is the app's, so it gets the app's prefix.
  public func render(in context: RenderContext) -> [Node] {
    let href = destination.hasPrefix("/") ? context.href(DeepLink(path: destination)) : destination
    return [.element("a", ["class": "link", "href": href], children: [.text(title)])]
  }
}
