/// Named colours a view can be drawn in.
public struct Color: Hashable, Sendable {
  /// The CSS colour value.
  public let css: String

  /// A colour from sRGB components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    css = "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(opacity))"
  }

  init(css: String) {
    self.css = css
  }

  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// The accent colour (named as in SwiftUI).
  public static let accentColor = Color(css: "var(--accent)")
  /// Black.
  public static let black = Color(css: "#000")
  /// White.
  public static let white = Color(css: "#fff")
  /// Red.
  public static let red = Color(css: "var(--red)")
  /// Green.
  public static let green = Color(css: "var(--green)")
  /// Secondary text grey.
  public static let secondary = Color(css: "var(--secondary)")
  /// No colour.
  public static let clear = Color(css: "transparent")
}

/// Text styles, as in SwiftUI's dynamic type.
public enum Font: String, Hashable, Sendable {
  /// The largest title.
  case largeTitle
  /// A title.
  case title
  /// A headline.
  case headline
  /// Body text.
  case body
  /// A caption.
  case caption
  /// Monospaced digits, for timers.
  case monospacedDigit
}

extension View {
  /// Draws the view's text in `color`.
  public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
    mapElements { node in
      guard let color else { return }
      node.attributes["style", default: ""] += "color: \(color.css);"
    }
  }

  /// Draws `color` behind the view.
  public func background(_ color: Color) -> ModifiedView<Self> {
    mapElements { node in
      node.attributes["style", default: ""] += "background: \(color.css);"
    }
  }

  /// Adds space around the view.
  public func padding(_ length: Double = 16) -> ModifiedView<Self> {
    mapElements { node in
      node.attributes["style", default: ""] += "padding: \(Slider.format(length))px;"
    }
  }

  /// Rounds the corners of the view (and of what it draws behind itself) by `radius` points.
  public func cornerRadius(_ radius: Double) -> ModifiedView<Self> {
    mapElements { node in
      node.attributes["style", default: ""] +=
        "border-radius: \(Slider.format(radius))px; overflow: hidden;"
    }
  }

  /// Sets the text style of the view's text.
  public func font(_ font: Font) -> ModifiedView<Self> {
    mapElements { node in node.addClass("font-\(font.rawValue)") }
  }

  /// Disables the controls inside this view when `isDisabled` is true: they are drawn
  /// disabled and their events are not accepted.
  public func disabled(_ isDisabled: Bool) -> ModifiedView<Self> {
    modified { context, content in
      context.with(\.isEnabled, context.environment.isEnabled && !isDisabled).render(content)
    }
  }

  /// Sets an environment value for this view and the views inside it.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
    _ value: Value
  ) -> ModifiedView<Self> {
    modified { context, content in context.with(keyPath, value).render(content) }
  }

  /// Names this view for assistive technology; a named icon becomes an image a screen reader
  /// announces (icons are otherwise hidden from it).
  public func accessibilityLabel(_ label: some StringProtocol) -> ModifiedView<Self> {
    let label = String(label)
    return mapElements { node in
      node.attributes["aria-label"] = label
      if node.tag == "svg", node.attributes["aria-hidden"] != nil {
        node.attributes["aria-hidden"] = nil
        node.attributes["role"] = "img"
      }
    }
  }
}
