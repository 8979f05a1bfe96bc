/// Something drawn at the edge of a list cell: a detail button, a checkmark, a custom view.
@MainActor
public struct UICellAccessory {
  /// When an accessory shows.
  public enum DisplayedState: Int, Sendable {
    /// Always.
    case always
    /// Only while the list is being edited.
    case whenEditing
    /// Only while it is not.
    case whenNotEditing
  }

  /// Which side of the cell an accessory sits on.
  public enum Placement: Sendable {
    /// Before the content.
    case leading(displayed: DisplayedState = .always)
    /// After the content.
    case trailing(displayed: DisplayedState = .always)

    var isLeading: Bool {
      if case .leading = self { true } else { false }
    }

    var displayed: DisplayedState {
      switch self {
      case .leading(let displayed), .trailing(let displayed): displayed
      }
    }
  }

  /// How much room an accessory keeps for itself.
  public enum LayoutDimension: Sendable {
    /// The standard room.
    case standard
    /// The room its view needs.
    case actual
    /// A fixed width, in points.
    case custom(CGFloat)
  }

  /// An accessory made of any view.
  public struct CustomViewConfiguration {
    /// The view drawn.
    public var customView: UIView
    /// Where it sits.
    public var placement: Placement
    /// Whether it is hidden.
    public var isHidden: Bool?
    /// How much room it keeps.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint colour.
    public var tintColor: UIColor?
    /// Whether it keeps its size when the text grows.
    public var maintainsFixedSize: Bool?

    /// An accessory showing `customView` at `placement`.
    public init(
      customView: UIView,
      placement: Placement,
      isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension = .standard,
      tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize
    }
  }

  /// What an accessory's button does.
  public typealias ActionHandler = @MainActor () -> Void

  /// The view the accessory draws, and whether it sits before the content.
  let view: UIView
  let isLeading: Bool
  let displayed: DisplayedState
  /// Whether this is the detail (info) button, which the cell names after its text.
  var isDetail = false
  /// Whether this is a system accessory (detail, checkmark, chevron, label): as in UIKit, those
  /// sit at the cell's outer edge whatever their place in the array; custom views sit inside
  /// them, in the array's order.
  var isSystem = true

  /// An accessory showing a custom view.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    if let tint = configuration.tintColor { configuration.customView.tintColor = tint }
    if configuration.isHidden == true { configuration.customView.isHidden = true }
    var accessory = UICellAccessory(
      view: configuration.customView, isLeading: configuration.placement.isLeading,
      displayed: configuration.placement.displayed)
    accessory.isSystem = false
    return accessory
  }

  /// An info button after the content, running `actionHandler` when tapped.
  public static func detail(
    displayed: DisplayedState = .always,
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    let button = UIButton(type: .detailDisclosure)
    button.accessibilityLabel = "More info"
    if let actionHandler { button.addAction(actionHandler) }
    var accessory = UICellAccessory(view: button, isLeading: false, displayed: displayed)
    accessory.isDetail = true
    return accessory
  }

  /// A checkmark after the content.
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    let image = UIImageView(systemName: "checkmark", accessibilityLabel: "Selected")
    return UICellAccessory(view: image, isLeading: false, displayed: displayed)
  }

  /// A chevron after the content, saying the row leads somewhere.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(
      view: UIImageView(systemName: "chevron.right"), isLeading: false, displayed: displayed)
  }

  /// A label after the content.
  public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
    let label = UILabel(text: text)
    label.textColor = .secondaryLabel
    return UICellAccessory(view: label, isLeading: false, displayed: displayed)
  }

  /// Whether the accessory shows while the list is not being edited.
  var isShown: Bool { displayed != .whenEditing }
}
