import Foundation

extension Font {
  /// This font with every digit the same width, so a changing number (a timer, a count)
  /// does not shift the text around it: `.font(.body.monospacedDigit())`.
  public func monospacedDigit() -> Font {
    let declaration = "font-variant-numeric: tabular-nums;"
    guard !style.contains(declaration) else { return self }
    return Font(cssClass: cssClass, style: style + declaration)
  }
}
