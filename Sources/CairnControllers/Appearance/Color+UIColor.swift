@_spi(Runtime) import CairnWeb

extension Color {
  /// The declarative colour drawn as `uiColor` is, in both appearances: SwiftUI's bridge from
  /// UIKit's colours.
  public init(uiColor: UIColor) {
    self.init(css: uiColor.cssValue)
  }

  /// The declarative colour drawn as `color` is (the older spelling of `init(uiColor:)`).
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }
}
