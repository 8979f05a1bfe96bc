extension Font {
  /// The text styles of dynamic type, as SwiftUI's `Font.TextStyle` names them.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The largest title.
    case largeTitle
    /// A first-level title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A heading.
    case headline
    /// A subheading.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A smaller caption.
    case caption2

    /// The named font of the style.
    var font: Font {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }

  /// The system font of text style `style`, in `design` and of `weight` when given.
  public static func system(
    _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
  ) -> Font {
    let base = style.font
    var css = base.style
    if let css2 = design?.css { css += css2 }
    if let weight { css += "font-weight: \(weight.value);" }
    return Font(cssClass: base.cssClass, style: css)
  }
}

extension Text {
  /// This text in `font`, still a text, so it can be joined to others with `+`.
  ///
  /// A run of joined text keeps what its font says about its face (monospaced, bold,
  /// italic); its size is the size of the whole text, whose own font (set with the view
  /// modifier `font(_:)` on the joined text) the page draws. Used where a `Text` is needed
  /// (`text = text.font(…)`); elsewhere the view modifier applies, which draws the size too.
  @_disfavoredOverload
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    var text = self
    if font.style.contains("monospace") { text = text.monospaced() }
    if font.style.contains("font-style: italic") { text = text.italic() }
    if ["600", "700", "800", "900"].contains(where: { font.style.contains("font-weight: \($0)") }) {
      text = text.bold()
    }
    return text
  }
}
