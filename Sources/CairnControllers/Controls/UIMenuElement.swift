/// Something shown in a menu or on a control: a title, a subtitle and an image. ``UIAction`` is
/// the kind that runs a handler.
@MainActor
open class UIMenuElement {
  /// How an element is drawn and behaves.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes' bits.
    public let rawValue: UInt

    /// The attributes of `rawValue`.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Drawn dimmed and not performed.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn as destroying something (red).
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Leaves its menu open when chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows as chosen.
  public enum State: Int, Sendable {
    /// Not chosen.
    case off
    /// Chosen (a checkmark).
    case on
    /// Partly chosen.
    case mixed
  }

  /// The title.
  public var title: String
  /// A second line under the title.
  public var subtitle: String?
  /// The image shown with the title.
  public var image: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}
