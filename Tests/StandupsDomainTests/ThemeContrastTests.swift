import StandupsDomain
import Testing

/// Every theme's text stays readable on it (WCAG 2.2 AA: 4.5:1 for normal text), also on a
/// button tinted in the text's own colour, as the record screen draws "Next speaker" (issue
/// 33, item 7).
@Suite("Theme contrast")
struct ThemeContrastTests {
  @Test func contrastRatiosMatchWCAG() {
    let black = RGB(0, 0, 0)
    let white = RGB(1, 1, 1)
    #expect(black.contrastRatio(with: white) == 21)
    #expect(white.contrastRatio(with: black) == 21)
    #expect(white.contrastRatio(with: white) == 1)
    // #767676 is the lightest grey with 4.5:1 on white.
    let grey = RGB(118.0 / 255, 118.0 / 255, 118.0 / 255)
    #expect(abs(grey.contrastRatio(with: white) - 4.54) < 0.01)
  }

  @Test(arguments: Theme.allCases)
  func textIsReadableOnTheTheme(theme: Theme) {
    let text = theme.accentColor
    #expect(theme.mainColor.contrastRatio(with: text) >= 4.5, "\(theme.name)")
    // The stylesheet fills a bordered button with 14% of its tint over what is behind it.
    let tinted = theme.mainColor.mixed(with: text, fraction: 0.14)
    #expect(tinted.contrastRatio(with: text) >= 4.5, "\(theme.name) on a tinted button")
  }

  @Test(arguments: Theme.allCases)
  func textIsTheColourThatContrastsMore(theme: Theme) {
    let other = theme.accentColor == RGB(0, 0, 0) ? RGB(1, 1, 1) : RGB(0, 0, 0)
    #expect(
      theme.mainColor.contrastRatio(with: theme.accentColor)
        >= theme.mainColor.contrastRatio(with: other))
  }
}
