extension UIButton {
  /// How a button is drawn: its look (plain, tinted, filled…), title, image and colours.
  ///
  /// ```swift
  /// var configuration = UIButton.Configuration.filled()
  /// configuration.title = "Join"
  /// let join = UIButton(configuration: configuration, primaryAction: joinAction)
  /// ```
  public struct Configuration: Hashable, Sendable {
    /// The looks a configuration starts from.
    enum Style: Hashable, Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent

      /// The CSS class of the look, for the looks drawn with a background.
      var cssClass: String? {
        switch self {
        case .plain, .borderless: nil
        case .tinted, .gray, .bordered, .borderedTinted: "style-bordered"
        case .filled, .borderedProminent: "style-prominent"
        }
      }
    }

    let style: Style
    /// The title.
    public var title: String?
    /// A second line under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// The colour of the title and image; `nil` uses the tint colour.
    public var baseForegroundColor: UIColor?
    /// The colour of the background, for the looks that have one; `nil` uses the tint colour.
    public var baseBackgroundColor: UIColor?

    init(style: Style) {
      self.style = style
    }

    /// No background: the title in the tint colour.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A light tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A background filled with the tint colour, and a white title.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No background and no border.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A light background.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A light tinted background.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A prominent background in the tint colour.
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }
  }
}
