/// The built-in icons, named after the SF Symbols the apps use, drawn as inline SVG.
enum Icons {
  /// SVG path data on a 24×24 grid, stroked.
  static let paths: [String: String] = [
    "plus": "M12 5v14M5 12h14",
    "minus": "M5 12h14",
    "trash": "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13",
    "pencil": "M4 20l4-1 11-11-3-3L5 16l-1 4z",
    "xmark": "M6 6l12 12M18 6L6 18",
    "checkmark": "M5 12l5 5 9-10",
    "chevron.left": "M15 5l-7 7 7 7",
    "chevron.right": "M9 5l7 7-7 7",
    "clock": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 3",
    "person": "M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 20c1-4 4-6 8-6s7 2 8 6",
    "person.3":
      "M12 5a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM5 8a2 2 0 1 0 0 4M19 8a2 2 0 1 1 0 4M6 19c1-3 3-5 6-5s5 2 6 5",
    "calendar": "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
    "timer": "M12 5a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM12 9v4M9 2h6",
    "mic": "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4",
    "forward.fill": "M4 6l8 6-8 6zM12 6l8 6-8 6z",
    "play.fill": "M7 5l12 7-12 7z",
    "stop.fill": "M6 6h12v12H6z",
    "speaker.wave.2": "M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12",
    "info.circle": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7v1",
    "gear":
      "M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2",
    "paintpalette": "M12 3a9 9 0 0 0 0 18c1 0 2-1 1-2s0-2 1-2h2a5 5 0 0 0 5-5c0-5-4-9-9-9z",
    "list.bullet": "M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1",
    "doc.on.doc": "M8 8h11v13H8zM5 17V3h11",
    "1.circle": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM10 9l2-2v10",
    "3.circle": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 8h5l-3 4a3 3 0 1 1-2 4",
    "arrow.up.right": "M7 17L17 7M9 7h8v8",
    "square.and.arrow.up": "M12 3v12M8 7l4-4 4 4M5 12v8h14v-8",
    "star": "M12 3l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z",
    "lock.fill": "M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z",
    "arrow.forward": "M4 12h16M14 6l6 6-6 6",
    "list.clipboard.fill": "M6 4h12v17H6zM9 3h6v3H9zM9 10h6M9 14h6M9 18h4",
    "square.fill.on.square.fill": "M8 8h12v12H8zM4 16V4h12",
    "trash.fill": "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13z",
  ]

  /// Icons with a variable value: the base path, then layers that light up in order as the
  /// value grows from 0 to 1 (the arcs of the Wi-Fi signal).
  static let variablePaths: [String: (base: String, layers: [String])] = [
    "wifi": (
      base: "M12 19h.01",
      layers: ["M9 16a4 4 0 0 1 6 0", "M6 13a8 8 0 0 1 12 0", "M3 10a12 12 0 0 1 18 0"]
    )
  ]

  /// The `<svg>` node for `name`, hidden from assistive technology (labels carry meaning).
  /// With a `variableValue` (0 to 1), a variable icon lights as many layers as the value
  /// reaches and dims the rest.
  static func node(_ name: String, variableValue: Double? = nil) -> Node {
    var children: [Node]
    if let variable = variablePaths[name] {
      let value = min(max(variableValue ?? 1, 0), 1)
      let count = Double(variable.layers.count)
      children = [.element("path", ["d": variable.base])]
      for (index, layer) in variable.layers.enumerated() {
        var attributes = ["d": layer]
        if value < (Double(index) + 0.5) / count { attributes["opacity"] = "0.25" }
        children.append(.element("path", attributes))
      }
    } else {
      children = [.element("path", ["d": paths[name] ?? paths["info.circle"] ?? ""])]
    }
    return .element(
      "svg",
      [
        "class": "icon", "viewBox": "0 0 24 24", "aria-hidden": "true", "fill": "none",
        "stroke": "currentColor", "stroke-width": "2", "stroke-linecap": "round",
        "stroke-linejoin": "round", "data-icon": name,
      ],
      children: children
    )
  }
}

/// An icon from the built-in set, named like SF Symbols (`"plus"`, `"trash"`, `"clock"`…).
public struct Image: PrimitiveView {
  let systemName: String
  let variableValue: Double?

  /// The built-in icon named `systemName`.
  public init(systemName: String) {
    self.systemName = systemName
    self.variableValue = nil
  }

  /// The built-in icon named `systemName` drawn for `variableValue` (0 to 1): the Wi-Fi
  /// signal's arcs light up as the value grows.
  public init(systemName: String, variableValue: Double?) {
    self.systemName = systemName
    self.variableValue = variableValue
  }

  /// Renders the icon as inline SVG.
  public func render(in context: RenderContext) -> [Node] {
    [Icons.node(systemName, variableValue: variableValue)]
  }
}

/// A title with an icon.
public struct Label: PrimitiveView {
  let title: String
  let systemImage: String

  /// A label showing `title` beside the built-in icon `systemImage`.
  public init(_ title: some StringProtocol, systemImage: String) {
    self.title = String(title)
    self.systemImage = systemImage
  }

  /// Renders the icon and the title in the label style set around the label (by default
  /// `span.label` holding the icon, then the title).
  public func render(in context: RenderContext) -> [Node] {
    let title = title
    let systemImage = systemImage
    return LabelStyleConfiguration.render(
      title: { _ in [.element("span", ["class": "label-title"], children: [.text(title)])] },
      icon: { _ in [Icons.node(systemImage)] },
      in: context)
  }
}
