import CairnControllers
import Foundation
import Testing

/// WCAG contrast of UIKit's text colours over UIKit's backgrounds, resolved per appearance.
///
/// iOS's `secondaryLabel` is 3.3:1 on a grouped list's background, under WCAG AA's 4.5:1 for
/// text; Cairn draws it darker in light mode (see the UIKit article's "Deliberate
/// differences"), so subtitles written for UIKit pass an accessibility audit in the browser.
@MainActor
@Suite("CairnControllers: system text colours keep WCAG AA contrast")
struct SystemColourContrastTests {
  static let backgrounds: [UIColor] = [
    .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
    .systemGroupedBackground, .secondarySystemGroupedBackground,
  ]

  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func secondaryLabelIsReadableOnEveryBackground(style: UIUserInterfaceStyle) throws {
    let traits = UITraitCollection(userInterfaceStyle: style)
    for background in Self.backgrounds {
      let ground = try #require(RGBA(css: background.resolvedColor(with: traits).cssValue))
      for text in [UIColor.label, .secondaryLabel] {
        let ink = try #require(RGBA(css: text.resolvedColor(with: traits).cssValue))
        let ratio = ink.over(ground).contrast(with: ground)
        #expect(
          ratio >= 4.5,
          "\(text.cssValue) on \(background.cssValue) in \(style): \(ratio):1")
      }
    }
  }
}

/// A colour parsed from the CSS forms the system colours use: `#rgb`, `#rrggbb`, `rgba(…)`.
private struct RGBA {
  var red: Double, green: Double, blue: Double, alpha: Double

  init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  init?(css: String) {
    if css.hasPrefix("#") {
      var hex = String(css.dropFirst())
      if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
      guard hex.count == 6, let value = Int(hex, radix: 16) else { return nil }
      self.init(
        red: Double(value >> 16 & 0xff), green: Double(value >> 8 & 0xff),
        blue: Double(value & 0xff), alpha: 1)
    } else if css.hasPrefix("rgba("), css.hasSuffix(")") {
      let parts = css.dropFirst(5).dropLast().split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 4 else { return nil }
      self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    } else {
      return nil
    }
  }

  /// This colour composited over an opaque `ground`.
  func over(_ ground: RGBA) -> RGBA {
    func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
    return RGBA(
      red: mix(red, ground.red), green: mix(green, ground.green), blue: mix(blue, ground.blue),
      alpha: 1)
  }

  var luminance: Double {
    func channel(_ value: Double) -> Double {
      let unit = value / 255
      return unit <= 0.03928 ? unit / 12.92 : pow((unit + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
  }

  func contrast(with other: RGBA) -> Double {
    let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
    return (lighter + 0.05) / (darker + 0.05)
  }
}
