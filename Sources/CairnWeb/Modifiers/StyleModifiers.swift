import Foundation

/// Named colours a view can be drawn in.
public struct Color: Hashable, Sendable {
  /// The CSS colour value.
  public let css: String

  /// A colour from sRGB components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    css = "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(opacity))"
  }

  /// A colour given as a CSS value; for layers built on CairnWeb (UIKit's colours).
  @_spi(Runtime)
  public init(css: String) {
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
  /// The colour of ordinary text: the page's text colour, so it follows the dark appearance.
  public static let primary = Color(css: "var(--text)")
  /// Grey.
  public static let gray = Color(css: "#8e8e93")
  /// Blue.
  public static let blue = Color(css: "#007aff")
  /// Orange.
  public static let orange = Color(css: "#ff9500")
  /// Yellow.
  public static let yellow = Color(css: "#ffcc00")
  /// Pink.
  public static let pink = Color(css: "#ff2d55")
  /// Purple.
  public static let purple = Color(css: "#af52de")
  /// Indigo.
  public static let indigo = Color(css: "#5856d6")
  /// Teal.
  public static let teal = Color(css: "#30b0c7")
  /// Mint.
  public static let mint = Color(css: "#00c7be")
  /// Cyan.
  public static let cyan = Color(css: "#32ade6")
  /// Brown.
  public static let brown = Color(css: "#a2845e")

  /// This colour at `opacity` (0 to 1) of its own.
  public func opacity(_ opacity: Double) -> Color {
    let percent = Slider.format((min(max(opacity, 0), 1) * 100 * 1000).rounded() / 1000)
    return Color(css: "color-mix(in srgb, \(css) \(percent)%, transparent)")
  }
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

  /// Adds `length` points of space on every side of the view.
  public func padding(_ length: CGFloat) -> ModifiedView<Self> {
    padding(.all, length)
  }

  /// Adds space on `edges` of the view: `length` points, or the standard 16 when `nil`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> {
    let value = Slider.format(Double(length ?? 16)) + "px"
    let declarations =
      edges == .all
      ? "padding: \(value);"
      : [
        (Edge.Set.top, "top"), (.leading, "left"), (.bottom, "bottom"), (.trailing, "right"),
      ]
      .filter { edges.contains($0.0) }
      .map { "padding-\($0.1): \(value);" }.joined()
    return mapElements { node in node.attributes["style", default: ""] += declarations }
  }

  /// Rounds the corners of the view (and of what it draws behind itself) by `radius` points.
  public func cornerRadius(_ radius: Double) -> ModifiedView<Self> {
    mapElements { node in
      node.attributes["style", default: ""] +=
        "border-radius: \(Slider.format(radius))px; overflow: hidden;"
    }
  }

  /// Sets the text style of the view's text; `nil` leaves it as it is.
  public func font(_ font: Font?) -> ModifiedView<Self> {
    mapElements { node in
      guard let font else { return }
      if let cssClass = font.cssClass { node.addClass(cssClass) }
      if !font.style.isEmpty { node.attributes["style", default: ""] += font.style }
    }
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
