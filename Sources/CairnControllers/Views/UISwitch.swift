import CairnWeb

/// A switch bound two-way to a Boolean: flipping it writes the model, and the model moving
/// moves the switch.
///
/// ```swift
/// let wifi = UISwitch(title: "Wi-Fi", isOn: $model.isOn)
/// ```
@MainActor
open class UISwitch: UIView {
  /// The switch's title.
  public var title: String {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  /// The state the switch shows and writes.
  public let isOn: UIBinding<Bool>

  /// A switch titled `title` bound to `isOn`.
  public init(title: String, isOn: UIBinding<Bool>) {
    self.title = title
    self.isOn = isOn
    super.init()
  }

  /// Draws a toggle; reading the binding while drawing keeps the switch in step with it.
  open override func draw(in context: RenderContext) -> [Node] {
    context.render(Toggle(title, isOn: isOn))
  }
}
