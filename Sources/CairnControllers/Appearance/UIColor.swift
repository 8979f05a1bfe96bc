/// A colour, fixed or different in the light and dark appearances, drawn as a CSS colour.
///
/// A dynamic colour (a system colour such as ``label``, or one made with
/// ``init(dynamicProvider:)``) is drawn as CSS `light-dark(light, dark)`, so the browser picks
/// the value for the page's `color-scheme`.
///
/// ```swift
/// view.backgroundColor = .systemBackground
/// label.textColor = .secondaryLabel
/// ```
public final class UIColor: Hashable, Sendable {
  /// The CSS colour drawn in the light appearance.
  let light: String
  /// The CSS colour drawn in the dark appearance.
  let dark: String

  init(light: String, dark: String) {
    self.light = light
    self.dark = dark
  }

  convenience init(css: String) {
    self.init(light: css, dark: css)
  }

  /// A colour from red, green and blue components and an opacity, each from 0 to 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(css: Self.rgba(red, green, blue, alpha))
  }

  /// A grey from its brightness (0 black, 1 white) and an opacity.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(css: Self.rgba(white, white, white, alpha))
  }

  /// A colour that `dynamicProvider` gives for each appearance; it is asked once for light and
  /// once for dark.
  public convenience init(
    dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor
  ) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
    self.init(light: light.light, dark: dark.dark)
  }

  /// The CSS colour the browser draws: one value, or `light-dark(…)` for a dynamic colour.
  public var cssValue: String {
    light == dark ? light : "light-dark(\(light), \(dark))"
  }

  /// This colour in the appearance of `traitCollection` (light when it is unspecified).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    UIColor(css: traitCollection.userInterfaceStyle == .dark ? dark : light)
  }

  /// This colour with `alpha` as its opacity, in both appearances.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let percent = Int((min(max(alpha, 0), 1) * 100).rounded())
    func mixed(_ css: String) -> String {
      "color-mix(in srgb, \(css) \(percent)%, transparent)"
    }
    return UIColor(light: mixed(light), dark: mixed(dark))
  }

  /// Colours are equal when they draw the same in both appearances.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.light == rhs.light && lhs.dark == rhs.dark
  }

  /// Hashes both appearances.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(light)
    hasher.combine(dark)
  }

  static func rgba(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> String {
    func channel(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    let opacity = (min(max(alpha, 0), 1) * 1000).rounded() / 1000
    return opacity == 1
      ? "rgb(\(channel(red)), \(channel(green)), \(channel(blue)))"
      : "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(opacity))"
  }
}
