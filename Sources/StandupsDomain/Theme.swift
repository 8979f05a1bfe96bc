import Foundation

/// A standup's colour theme, one of the sixteen Scrumdinger themes.
public enum Theme: String, CaseIterable, Codable, Hashable, Identifiable, Sendable {
  case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood
  case periwinkle, poppy, purple, seafoam, sky, tan, teal, yellow

  /// The theme's identity: its case name.
  public var id: String { rawValue }

  /// The capitalised case name, as shown to users.
  public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// The theme's main colour, as sRGB components between 0 and 1.
  ///
  /// Scrumdinger's palette, except Purple (a little deeper) and Teal (a little lighter):
  /// with Scrumdinger's values, text on a button tinted in the text's own colour (the record
  /// screen's "Next speaker") fell below 4.5:1.
  public var mainColor: RGB {
    switch self {
    case .bubblegum: RGB(0.933, 0.502, 0.820)
    case .buttercup: RGB(1, 0.945, 0.588)
    case .indigo: RGB(0.212, 0, 0.443)
    case .lavender: RGB(0.812, 0.808, 1)
    case .magenta: RGB(0.647, 0.075, 0.467)
    case .navy: RGB(0, 0.078, 0.255)
    case .orange: RGB(1, 0.545, 0.259)
    case .oxblood: RGB(0.290, 0.027, 0.043)
    case .periwinkle: RGB(0.525, 0.510, 1)
    case .poppy: RGB(1, 0.369, 0.369)
    case .purple: RGB(0.502, 0.180, 0.941)
    case .seafoam: RGB(0.796, 0.918, 0.898)
    case .sky: RGB(0.431, 0.573, 1)
    case .tan: RGB(0.761, 0.608, 0.494)
    case .teal: RGB(0.141, 0.592, 0.651)
    case .yellow: RGB(1, 0.875, 0.302)
    }
  }

  /// The colour of text drawn on the main colour: black or white, whichever contrasts more
  /// with it (white on the dark themes).
  public var accentColor: RGB {
    let black = RGB(0, 0, 0)
    let white = RGB(1, 1, 1)
    return mainColor.contrastRatio(with: black) >= mainColor.contrastRatio(with: white)
      ? black : white
  }
}

/// A colour as sRGB components between 0 and 1.
public struct RGB: Hashable, Sendable {
  /// The red component.
  public var red: Double
  /// The green component.
  public var green: Double
  /// The blue component.
  public var blue: Double

  /// A colour from its components.
  public init(_ red: Double, _ green: Double, _ blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour's relative luminance as WCAG 2 defines it: 0 for black, 1 for white,
  /// computed from the 8-bit value each component is drawn with.
  public var relativeLuminance: Double {
    func linear(_ value: Double) -> Double {
      let channel = (min(max(value, 0), 1) * 255).rounded() / 255
      return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2 contrast ratio between this colour and `other`, from 1 (the same) to 21
  /// (black and white); normal text needs 4.5.
  public func contrastRatio(with other: RGB) -> Double {
    let (lighter, darker) =
      relativeLuminance >= other.relativeLuminance
      ? (relativeLuminance, other.relativeLuminance)
      : (other.relativeLuminance, relativeLuminance)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// This colour with `fraction` (0 to 1) of `other` mixed in, component by component, as
  /// CSS's `color-mix(in srgb, …)` mixes them.
  public func mixed(with other: RGB, fraction: Double) -> RGB {
    RGB(
      red + (other.red - red) * fraction, green + (other.green - green) * fraction,
      blue + (other.blue - blue) * fraction)
  }

  /// The colour as a CSS `#rrggbb` string.
  public var hex: String {
    func channel(_ value: Double) -> String {
      let byte = Int((min(max(value, 0), 1) * 255).rounded())
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + channel(red) + channel(green) + channel(blue)
  }
}
