/// Modifiers that describe a view to assistive technology (screen readers), as SwiftUI's
/// accessibility modifiers do, drawn as ARIA attributes.
extension View {
  /// Describes the value of this control in words, read instead of the bare number: a
  /// slider over minutes reads "5 minutes", not "5". Applies to value controls (a slider, a
  /// progress bar); other views have no value to describe on the web, and are left as they are.
  public func accessibilityValue(_ value: some StringProtocol) -> ModifiedView<Self> {
    let value = String(value)
    return mapElements { node in
      guard Self.hasValue(node) else { return }
      node.attributes["aria-valuetext"] = value
    }
  }

  /// Hides this view from assistive technology when `hidden` is true (text that repeats what
  /// a control already says, say); it stays on screen.
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedView<Self> {
    mapElements { node in
      if hidden { node.attributes["aria-hidden"] = "true" }
    }
  }

  /// Whether `node` is a control with a value ARIA can describe in words.
  nonisolated static func hasValue(_ node: Node) -> Bool {
    switch node.tag {
    case "progress", "meter": return true
    case "input": return node.attributes["type"] == "range"
    default:
      let roles: Set<String> = ["slider", "progressbar", "scrollbar", "spinbutton", "meter"]
      return node.attributes["role"].map(roles.contains) ?? false
    }
  }
}
