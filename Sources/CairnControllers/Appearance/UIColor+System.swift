// swift-format-ignore-file: DontRepeatTypeInStaticProperties
// The system colours, with iOS's light and dark values, and the fixed named colours; the names
// are UIKit's (`tintColor` among them).

extension UIColor {
  /// Text: black in light, white in dark.
  public static let label = UIColor(light: "#000", dark: "#fff")
  /// Secondary text, such as a subtitle.
  ///
  /// Darker than iOS's in light mode (75 % rather than 60 % opacity), so it keeps WCAG AA's
  /// 4.5:1 on every system background; iOS's value is 3.3:1 on a grouped list.
  public static let secondaryLabel = UIColor(
    light: "rgba(60, 60, 67, 0.75)", dark: "rgba(235, 235, 245, 0.6)")
  /// Tertiary text, such as a placeholder.
  public static let tertiaryLabel = UIColor(
    light: "rgba(60, 60, 67, 0.3)", dark: "rgba(235, 235, 245, 0.3)")
  /// Placeholder text in a field.
  public static let placeholderText = UIColor(
    light: "rgba(60, 60, 67, 0.3)", dark: "rgba(235, 235, 245, 0.3)")
  /// A thin line between pieces of content.
  public static let separator = UIColor(
    light: "rgba(60, 60, 67, 0.29)", dark: "rgba(84, 84, 88, 0.6)")
  /// A screen's background: white in light, black in dark.
  public static let systemBackground = UIColor(light: "#fff", dark: "#000")
  /// The background of content on a screen's background.
  public static let secondarySystemBackground = UIColor(light: "#f2f2f7", dark: "#1c1c1e")
  /// The background of content on a secondary background.
  public static let tertiarySystemBackground = UIColor(light: "#fff", dark: "#2c2c2e")
  /// A grouped list's background.
  public static let systemGroupedBackground = UIColor(light: "#f2f2f7", dark: "#000")
  /// The background of a grouped list's rows.
  public static let secondarySystemGroupedBackground = UIColor(light: "#fff", dark: "#1c1c1e")
  /// The accent colour of the page.
  public static let tintColor = UIColor(css: "var(--accent)")

  /// Red, adjusted for each appearance.
  public static let systemRed = UIColor(light: "#ff3b30", dark: "#ff453a")
  /// Orange, adjusted for each appearance.
  public static let systemOrange = UIColor(light: "#ff9500", dark: "#ff9f0a")
  /// Yellow, adjusted for each appearance.
  public static let systemYellow = UIColor(light: "#ffcc00", dark: "#ffd60a")
  /// Green, adjusted for each appearance.
  public static let systemGreen = UIColor(light: "#34c759", dark: "#30d158")
  /// Teal, adjusted for each appearance.
  public static let systemTeal = UIColor(light: "#30b0c7", dark: "#40c8e0")
  /// Blue, adjusted for each appearance.
  public static let systemBlue = UIColor(light: "#007aff", dark: "#0a84ff")
  /// Indigo, adjusted for each appearance.
  public static let systemIndigo = UIColor(light: "#5856d6", dark: "#5e5ce6")
  /// Purple, adjusted for each appearance.
  public static let systemPurple = UIColor(light: "#af52de", dark: "#bf5af2")
  /// Pink, adjusted for each appearance.
  public static let systemPink = UIColor(light: "#ff2d55", dark: "#ff375f")
  /// Grey, the same in both appearances.
  public static let systemGray = UIColor(css: "#8e8e93")

  /// Pure red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// A third of the way from black to white.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Half-way between black and white.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Two thirds of the way from black to white.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// No colour at all.
  public static let clear = UIColor(css: "transparent")
  /// Black text, whatever the appearance.
  public static let darkText = UIColor(white: 0, alpha: 1)
  /// White text at 60 % opacity, whatever the appearance.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
}
