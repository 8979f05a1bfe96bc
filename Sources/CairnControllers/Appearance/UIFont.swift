/// A font: a point size and a weight, drawn as CSS `font-size` and `font-weight`.
///
/// Text styles use iOS's sizes at the default text size:
///
/// ```swift
/// label.font = .preferredFont(forTextStyle: .headline)
/// ```
public final class UIFont: Hashable, Sendable {
  /// A text style: the role of text, which decides its size and weight.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String

    /// The style named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A screen's large title (34 points).
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    /// A first-level title (28 points).
    public static let title1 = TextStyle(rawValue: "title1")
    /// A second-level title (22 points).
    public static let title2 = TextStyle(rawValue: "title2")
    /// A third-level title (20 points).
    public static let title3 = TextStyle(rawValue: "title3")
    /// A headline (17 points, semibold).
    public static let headline = TextStyle(rawValue: "headline")
    /// A subheadline (15 points).
    public static let subheadline = TextStyle(rawValue: "subheadline")
    /// Body text (17 points).
    public static let body = TextStyle(rawValue: "body")
    /// A callout (16 points).
    public static let callout = TextStyle(rawValue: "callout")
    /// A footnote (13 points).
    public static let footnote = TextStyle(rawValue: "footnote")
    /// A caption (12 points).
    public static let caption1 = TextStyle(rawValue: "caption1")
    /// A smaller caption (11 points).
    public static let caption2 = TextStyle(rawValue: "caption2")

    /// The size and weight of the style.
    var metrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// How heavy a font is, on UIKit's scale from -1 (lightest) to 1 (heaviest).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight on UIKit's scale.
    public let rawValue: CGFloat

    /// The weight `rawValue`.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)

    /// The CSS `font-weight` nearest this weight.
    var cssValue: Int {
      let scale: [(CGFloat, Int)] = [
        (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
        (0.56, 800), (0.62, 900),
      ]
      return scale.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? 400
    }
  }

  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  let weight: Weight
  /// The text style the font was made for, if any.
  let textStyle: TextStyle?

  init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
  }

  /// The font for text in `style`.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let metrics = style.metrics
    return UIFont(pointSize: metrics.size, weight: metrics.weight, textStyle: style)
  }

  /// The system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// This font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The CSS declarations that draw text in this font.
  public var cssDeclarations: String {
    let size = (pointSize * 100).rounded() / 100
    let sizeText = size == size.rounded() ? String(Int(size)) : String(describing: size)
    return "font-size: \(sizeText)px; font-weight: \(weight.cssValue);"
  }

  /// Fonts are equal when they draw the same.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }

  /// Hashes the size and weight.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
  }
}
