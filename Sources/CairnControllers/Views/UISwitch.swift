import CairnWeb

/// An on/off switch. Flipping it sets ``isOn`` and sends `.valueChanged`; made with a binding
/// (`UISwitch(isOn: $model.isOn)`), its value is the model's, both ways.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.setOn(model.isOn, animated: false)
/// wifi.addAction(UIAction { [weak wifi] _ in model.isOn = wifi?.isOn ?? false }, for: .valueChanged)
/// ```
@MainActor
open class UISwitch: UIControl {
  /// The switch's accessible name (UIKit's switch has no title; a page needs one).
  public var title = "" {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  /// The switch's name for assistive technology, without a visible title: the name a switch
  /// in a list cell needs when the cell's text is its only visible label.
  public var accessibilityLabel: String? {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }
  /// The colour of the switch while it is on.
  public var onTintColor: UIColor? {
    didSet { if onTintColor != oldValue { setNeedsDisplay() } }
  }
  private let controlValue = ControlValue(false)

  /// A switch that is off.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A switch bound to `isOn`: flipping it writes the binding, and the binding changing moves
  /// the switch.
  public convenience init(frame: CGRect = .zero, isOn: UIBinding<Bool>) {
    self.init()
    self.frame = frame
    bind(isOn: isOn)
  }

  /// Binds the switch to `isOn` until the returned token is cancelled: flipping writes the
  /// binding, and the binding changing moves the switch.
  @discardableResult
  public func bind(isOn: UIBinding<Bool>) -> ObserveToken {
    defer { setNeedsDisplay() }
    return controlValue.bind(isOn)
  }

  /// A switch titled `title` bound to `isOn` (the layer's own spelling).
  public convenience init(title: String, isOn: UIBinding<Bool>) {
    self.init(isOn: isOn)
    self.title = title
  }

  /// Whether the switch is on. Setting it moves the switch without sending `.valueChanged`
  /// (for a bound switch, it writes the binding).
  public var isOn: Bool {
    get { controlValue.value }
    set { setOn(newValue, animated: false) }
  }

  /// Turns the switch on or off without sending `.valueChanged`; `animated` is accepted for
  /// UIKit's sake (the browser animates the switch either way).
  public func setOn(_ on: Bool, animated: Bool) {
    controlValue.set(on)
    setNeedsDisplay()
  }

  /// Flips the switch to `on`, as the user does: the value changes, then `.valueChanged` is
  /// sent.
  public func userFlipped(to on: Bool) {
    guard isEnabled else { return }
    setOn(on, animated: true)
    sendActions(for: .valueChanged)
  }

  /// Draws a toggle; reading the value while drawing keeps the switch in step with it.
  open override func draw(in context: RenderContext) -> [Node] {
    let toggle = Toggle(
      title,
      isOn: UIBinding(
        get: { [weak self] in self?.isOn ?? false },
        set: { [weak self] in self?.userFlipped(to: $0) }))
    var nodes = context.render(toggle.disabled(!isEnabled))
    if let accessibilityLabel {
      nodes = nodes.map { $0.namingInputs(accessibilityLabel) }
    }
    if let onTintColor, let index = nodes.firstIndex(where: { $0.tag != nil }) {
      nodes[index].attributes["style", default: ""] += "--tint: \(onTintColor.cssValue);"
    }
    return nodes
  }
}

extension Node {
  /// This node with every `input` in it named `label` for assistive technology.
  fileprivate func namingInputs(_ label: String) -> Node {
    var node = self
    if node.tag == "input" { node.attributes["aria-label"] = label }
    node.children = node.children.map { $0.namingInputs(label) }
    return node
  }
}
