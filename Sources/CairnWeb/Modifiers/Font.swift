import Foundation

/// A text style, as in SwiftUI's dynamic type (`.headline`, `.caption`…), or a font of a
/// given size (``system(size:weight:design:)``).
public struct Font: Hashable, Sendable {
  /// The stylesheet class of a named style.
  let cssClass: String?
  /// Inline CSS declarations.
  let style: String

  init(cssClass: String? = nil, style: String = "") {
    self.cssClass = cssClass
    self.style = style
  }

  /// The largest title.
  public static let largeTitle = Font(cssClass: "font-largeTitle")
  /// A title.
  public static let title = Font(cssClass: "font-title")
  /// A second-level title.
  public static let title2 = Font(style: "font-size: 22px; font-weight: 600;")
  /// A third-level title.
  public static let title3 = Font(style: "font-size: 20px; font-weight: 600;")
  /// A headline.
  public static let headline = Font(cssClass: "font-headline")
  /// A subheadline.
  public static let subheadline = Font(style: "font-size: 15px;")
  /// Body text.
  public static let body = Font(cssClass: "font-body")
  /// A callout.
  public static let callout = Font(style: "font-size: 16px;")
  /// A footnote.
  public static let footnote = Font(style: "font-size: 13px;")
  /// A caption.
  public static let caption = Font(cssClass: "font-caption")
  /// A smaller caption.
  public static let caption2 = Font(style: "font-size: 11px;")
  /// Monospaced digits, for timers.
  public static let monospacedDigit = Font(cssClass: "font-monospacedDigit")

  /// How heavy a font's strokes are.
  public struct Weight: Hashable, Sendable {
    let value: Int

    /// The thinnest.
    public static let ultraLight = Weight(value: 100)
    /// Thin.
    public static let thin = Weight(value: 200)
    /// Light.
    public static let light = Weight(value: 300)
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
    /// Heavy.
    public static let heavy = Weight(value: 800)
    /// The heaviest.
    public static let black = Weight(value: 900)
  }

  /// A family of fonts.
  public enum Design: Hashable, Sendable {
    /// The system's sans-serif.
    case `default`
    /// A serif face.
    case serif
    /// Rounded strokes (the system face where none is available).
    case rounded
    /// Every character the same width.
    case monospaced

    var css: String? {
      switch self {
      case .default, .rounded: nil
      case .serif: "font-family: ui-serif, Georgia, serif;"
      case .monospaced: "font-family: ui-monospace, Menlo, monospace;"
      }
    }
  }

  /// The system font at `size` points, of `weight` and `design` when given.
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    var style = "font-size: \(Slider.format(Double(size)))px;"
    if let weight { style += "font-weight: \(weight.value);" }
    if let css = design?.css { style += css }
    return Font(style: style)
  }

  /// This font at `weight`.
  public func weight(_ weight: Weight) -> Font {
    Font(cssClass: cssClass, style: style + "font-weight: \(weight.value);")
  }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }

  /// This font, italic.
  public func italic() -> Font {
    Font(cssClass: cssClass, style: style + "font-style: italic;")
  }
}
