/// A button or link whose label holds controls of its own: a row drawn as a button with
/// Duplicate and Delete buttons beside its text, as SwiftUI allows. HTML does not: a `<button>`
/// inside a `<button>` makes the browser's parser close the outer one early and move the rest
/// of the page. Such a control is drawn as a focusable element with the button role instead,
/// which the client presses with Enter and Space as it would a button.
enum PressableContainer {
  /// The tags that are controls of their own.
  private static let interactiveTags: Set<String> = [
    "button", "a", "input", "select", "textarea",
  ]

  /// Whether `nodes` hold a control anywhere inside them.
  static func holdsControls(_ nodes: [Node]) -> Bool {
    nodes.contains { node in
      node.containsDescendant { interactiveTags.contains($0.tag ?? "") }
    }
  }

  /// A `div` with the button role around `children`, wired by `attributes` (a button's, without
  /// its `type`); disabled, it has no handlers and says so to assistive technology.
  static func node(
    attributes: [String: String],
    children: [Node],
    isEnabled: Bool
  ) -> Node {
    var attributes = attributes
    attributes["type"] = nil
    attributes["disabled"] = nil
    attributes["role"] = "button"
    if isEnabled {
      attributes["tabindex"] = "0"
    } else {
      attributes = attributes.filter { !$0.key.hasPrefix("data-on-") }
      attributes["aria-disabled"] = "true"
    }
    return .element("div", attributes, children: children)
  }
}
