import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("CairnControllers: UIKit's colours, fonts, labels and images")
struct UIKitAppearanceTests {
  @Test func systemColoursDifferBetweenLightAndDarkAndDrawAsLightDark() {
    #expect(UIColor.systemBackground.cssValue == "light-dark(#fff, #000)")
    #expect(UIColor.label.cssValue == "light-dark(#000, #fff)")
    #expect(UIColor.secondaryLabel.cssValue.hasPrefix("light-dark("))
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(UIColor.systemBackground.resolvedColor(with: dark).cssValue == "#000")
  }

  @Test func fixedColoursDrawAsOneValue() {
    #expect(UIColor.red.cssValue == "rgb(255, 0, 0)")
    #expect(UIColor(white: 0.5, alpha: 0.5).cssValue == "rgba(128, 128, 128, 0.5)")
    #expect(UIColor.darkText == UIColor.black)
    #expect(UIColor.red.withAlphaComponent(0.5).cssValue.contains("50%"))
  }

  @Test func aDynamicProviderIsAskedForEachAppearance() {
    let accent = UIColor { traits in
      traits.userInterfaceStyle == .dark ? .white : .black
    }
    #expect(accent.cssValue == "light-dark(rgb(0, 0, 0), rgb(255, 255, 255))")
  }

  @Test func textStylesHaveIOSSizesAndWeights() {
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    #expect(headline.pointSize == 17)
    #expect(headline.cssDeclarations == "font-size: 17px; font-weight: 600;")
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
    #expect(UIFont.systemFont(ofSize: 13, weight: .bold).cssDeclarations.contains("700"))
  }

  @Test func aLabelDrawsItsFontColourAndAlignment() {
    let label = UILabel()
    label.text = "Networks"
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    let host = hostView(label)
    #expect(host.contains(text: "Networks"))
    #expect(host.html.contains("font-size: 13px"))
    #expect(host.html.contains("text-align: center"))
    #expect(host.html.contains("light-dark(rgba(60, 60, 67, 0.75)"))
    #expect(label.font.pointSize == 13)
  }

  @Test func aLabelWithoutAFontUsesBodyText() {
    let label = UILabel(text: "Plain")
    #expect(label.font == .preferredFont(forTextStyle: .body))
    #expect(label.textColor == .label)
    label.text = nil
    #expect(label.text == nil)
  }

  @Test func anImageViewDrawsItsImageAndFollowsChanges() async {
    let view = UIImageView(image: UIImage(systemName: "wifi", variableValue: 0.5))
    view.accessibilityLabel = "Signal"
    view.tintColor = .darkText
    let host = hostView(view)
    #expect(host.html.contains("aria-label=\"Signal\""))
    #expect(host.html.contains("color: rgb(0, 0, 0)"))
    view.image = nil
    await host.settle()
    #expect(!host.html.contains("aria-label=\"Signal\""))
    #expect(UIImageView(systemName: "lock.fill").image == UIImage(systemName: "lock.fill"))
  }

  @Test func aBackgroundColourIsDrawnBehindTheView() async {
    let controller = UIViewController()
    controller.view.addSubview(UILabel(text: "Inside"))
    let host = ViewHost { ControllerRepresenting { controller } }
    #expect(!host.html.contains("background:"))
    controller.view.backgroundColor = .systemBackground
    await host.settle()
    #expect(host.html.contains("background: light-dark(#fff, #000)"))
    #expect(host.contains(text: "Inside"))
  }

  @Test func aViewForcedDarkSaysSoInItsTraitsAndCSS() {
    let outer = UIView()
    let inner = UILabel(text: "Dark")
    outer.addSubview(inner)
    outer.overrideUserInterfaceStyle = .dark
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    let host = hostView(outer)
    #expect(host.html.contains("color-scheme: dark"))
  }

  @Test func autoresizingTranslationIsOnUntilTurnedOff() {
    let view = UIView()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    view.translatesAutoresizingMaskIntoConstraints = false
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func aTintIsInheritedFromTheSuperview() {
    let outer = UIView()
    let inner = UIView()
    outer.addSubview(inner)
    #expect(inner.tintColor == .tintColor)
    outer.tintColor = .systemRed
    #expect(inner.tintColor == .systemRed)
  }
}
