/// Draws a screen: a title bar (back button, toolbar items, title) above its content.
@MainActor
enum ScreenChrome {
  /// The back button of a pushed screen.
  struct Back {
    let title: String
    let attributes: [String: String]
  }

  static func render(
    _ info: ScreenInfo,
    content: [Node],
    back: Back? = nil,
    key: String? = nil
  ) -> Node {
    var leading: [Node] = []
    if let back {
      var attributes = back.attributes
      attributes["type"] = "button"
      attributes["class"] = "button back-button"
      attributes["aria-label"] = "Back to \(back.title)"
      leading.append(
        .element(
          "button",
          attributes,
          children: [
            Icons.node("chevron.left"), .element("span", [:], children: [.text(back.title)]),
          ]
        )
      )
    }
    var trailing: [Node] = []
    for entry in info.toolbar {
      if entry.placement.isLeading { leading += entry.nodes } else { trailing += entry.nodes }
    }
    var children: [Node] = []
    if info.title != nil || !leading.isEmpty || !trailing.isEmpty {
      children.append(
        .element(
          "header",
          ["class": "title-bar"],
          children: [
            .element("div", ["class": "bar-leading"], children: leading),
            // Focus goes to the title when the screen is pushed or popped (by script only).
            .element(
              "h1", ["class": "bar-title", "tabindex": "-1"], children: [.text(info.title ?? "")]),
            .element("div", ["class": "bar-trailing"], children: trailing),
          ]
        )
      )
    }
    children.append(.element("div", ["class": "screen-body"], children: content))
    return .element(
      "section", ["class": "screen"], key: key.map { NodeKey($0) }, children: children)
  }
}
