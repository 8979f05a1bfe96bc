import CairnWeb

/// A button: tapping it sends `.touchUpInside` and `.primaryActionTriggered` to its actions.
/// Its title, title colour and image are set per control state, or by a configuration.
///
/// ```swift
/// let join = UIButton(type: .system, primaryAction: UIAction { _ in model.joinButtonTapped() })
/// join.setTitle("Join network", for: .normal)
/// join.isEnabled = false
/// ```
///
/// The older spelling, `UIButton(title:systemImage:role:action:)`, makes the same button.
@MainActor
open class UIButton: UIControl {
  /// What a button looks like before any configuration.
  public enum ButtonType: Int, Sendable {
    /// No styling of its own.
    case custom
    /// The standard tinted button.
    case system
    /// An info button that shows details.
    case detailDisclosure
    /// An info button drawn light.
    case infoLight
    /// An info button drawn dark.
    case infoDark
    /// An add button.
    case contactAdd
    /// A plain button, without highlighting.
    case plain
    /// A close button.
    case close

    /// The symbol a button of this type shows on its own.
    var symbol: String? {
      switch self {
      case .detailDisclosure, .infoLight, .infoDark: "info.circle"
      case .contactAdd: "plus.circle"
      case .close: "xmark.circle.fill"
      case .custom, .system, .plain: nil
      }
    }
  }

  /// The type the button was made with.
  public private(set) var buttonType: ButtonType = .system
  /// The configuration the button is drawn from, when it has one: its title, image and
  /// colours win over the per-state ones.
  public var configuration: Configuration? {
    didSet { if configuration != oldValue { setNeedsDisplay() } }
  }
  /// The name screen readers announce, when it should differ from the title.
  public var accessibilityLabel: String? {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }
  /// The role, which decides the styling (`.destructive` is red).
  public var role: ButtonRole? {
    didSet { if role != oldValue { setNeedsDisplay() } }
  }
  /// A view drawn as the button's label instead of its title and icon (a list row's content).
  public var contentView: UIView? {
    didSet { if contentView !== oldValue { setNeedsDisplay() } }
  }

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]

  /// A system button with no title.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A button of `buttonType` whose primary action (run on a tap) is `primaryAction`; the
  /// action's title and image are the button's.
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init()
    self.buttonType = buttonType
    if let primaryAction { setPrimaryAction(primaryAction) }
  }

  /// A button of `buttonType`, with no action yet.
  public convenience init(type buttonType: ButtonType) {
    self.init(type: buttonType, primaryAction: nil)
  }

  /// A system button whose primary action is `primaryAction`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(type: .system, primaryAction: primaryAction)
    self.frame = frame
  }

  /// A button drawn from `configuration`, running `primaryAction` on a tap.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// A button titled `title`, with an optional icon and action (the layer's own spelling).
  public convenience init(
    title: String = "",
    systemImage: String? = nil,
    role: ButtonRole? = nil,
    action: (@MainActor () -> Void)? = nil
  ) {
    self.init()
    self.title = title
    self.systemImage = systemImage
    self.role = role
    if let action { addAction(action) }
  }

  private func setPrimaryAction(_ action: UIAction) {
    if !action.title.isEmpty { titles[State.normal.rawValue] = action.title }
    if let image = action.image { images[State.normal.rawValue] = image }
    addAction(action, for: .primaryActionTriggered)
  }

  // MARK: Per-state values

  /// Sets the title shown in `state`; a state without one shows the normal title.
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    setNeedsDisplay()
  }

  /// The title shown in `state`.
  public func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// Sets the title's colour in `state`.
  public func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    setNeedsDisplay()
  }

  /// The title's colour in `state`.
  public func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  /// Sets the image shown in `state`.
  public func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    setNeedsDisplay()
  }

  /// The image shown in `state`.
  public func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The title shown now: the configuration's, else the current state's.
  public var currentTitle: String? { configuration?.title ?? title(for: state) }
  /// The title's colour now (the tint colour when none is set).
  public var currentTitleColor: UIColor {
    configuration?.baseForegroundColor ?? titleColor(for: state) ?? tintColor
  }
  /// The image shown now.
  public var currentImage: UIImage? {
    configuration?.image ?? image(for: state)
      ?? buttonType.symbol.flatMap(UIImage.init(systemName:))
  }

  /// The normal title (the layer's own spelling of `setTitle(_:for: .normal)`).
  public var title: String {
    get { title(for: .normal) ?? "" }
    set { setTitle(newValue, for: .normal) }
  }

  /// The normal icon's symbol name (the layer's own spelling of `setImage(_:for: .normal)`).
  public var systemImage: String? {
    get { image(for: .normal)?.systemName }
    set { setImage(newValue.flatMap(UIImage.init(systemName:)), for: .normal) }
  }

  // MARK: Actions

  /// Adds an action to run on every tap (the layer's own spelling of
  /// `addAction(_:for: .primaryActionTriggered)`).
  public func addAction(_ action: @escaping @MainActor () -> Void) {
    addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
  }

  /// Taps the button, as the user does: when it is enabled, its actions for `.touchUpInside`
  /// and `.primaryActionTriggered` run.
  public func sendActions() {
    guard isEnabled else { return }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  // MARK: Drawing

  /// Draws a button.
  open override func draw(in context: RenderContext) -> [Node] {
    let title = currentTitle ?? ""
    let symbol = currentImage?.systemName
    let button = Button(role: role, action: { [weak self] in self?.sendActions() }) {
      if let contentView {
        ElementView(view: contentView)
      } else if let symbol, !title.isEmpty {
        Label(title, systemImage: symbol)
      } else if let symbol {
        Image(systemName: symbol)
      } else {
        Text(title)
      }
    }
    .disabled(!isEnabled)
    let name =
      accessibilityLabel ?? (symbol != nil && title.isEmpty ? "" : nil)
    var nodes =
      if let name, !name.isEmpty {
        context.render(button.accessibilityLabel(name))
      } else {
        context.render(button)
      }
    if let index = nodes.firstIndex(where: { $0.tag != nil }) {
      if let style = configuration?.style.cssClass { nodes[index].addClass(style) }
      let colors = buttonColors
      if !colors.isEmpty { nodes[index].attributes["style", default: ""] += colors }
    }
    return nodes
  }

  /// The CSS colours of the title and background set on the button or its configuration.
  private var buttonColors: String {
    var css = ""
    if let color = configuration?.baseForegroundColor ?? titleColor(for: state) {
      css += "color: \(color.cssValue); --tint: \(color.cssValue);"
    }
    if let background = configuration?.baseBackgroundColor {
      css += "background: \(background.cssValue);"
    }
    return css
  }
}
