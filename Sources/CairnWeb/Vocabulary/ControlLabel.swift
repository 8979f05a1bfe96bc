/// The label of a control, given as a string or as views (SwiftUI's `label:` closures):
/// drawn where the control shows its title, and read as text for its accessible name.
@MainActor
struct ControlLabel {
  let render: @MainActor (RenderContext) -> [Node]

  /// A label that is `title`.
  static func text(_ title: some StringProtocol) -> ControlLabel {
    let title = String(title)
    return ControlLabel { _ in [.text(title)] }
  }

  /// A label drawn as `view`.
  static func view(_ view: some View) -> ControlLabel {
    ControlLabel { context in context.child("label").render(view) }
  }

  /// The label's nodes and its text, drawn at `context`.
  func resolve(in context: RenderContext) -> (nodes: [Node], title: String) {
    let nodes = render(context)
    return (nodes, nodes.map(\.textContent).joined())
  }
}
