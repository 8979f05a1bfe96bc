import CairnWeb

/// An icon, optionally drawn for a variable value (the Wi-Fi signal's strength), and named for
/// screen readers when it carries meaning.
@MainActor
open class UIImageView: UIView {
  /// The built-in icon's name (`"lock.fill"`, `"wifi"`, `"checkmark"`…).
  public var systemName: String {
    didSet { if systemName != oldValue { setNeedsDisplay() } }
  }
  /// The value a variable icon is drawn for, 0 to 1.
  public var variableValue: Double? {
    didSet { if variableValue != oldValue { setNeedsDisplay() } }
  }
  /// What the icon means, for screen readers; `nil` for a decorative icon.
  public var accessibilityLabel: String? {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }

  /// The icon `systemName`.
  public init(systemName: String, variableValue: Double? = nil, accessibilityLabel: String? = nil) {
    self.systemName = systemName
    self.variableValue = variableValue
    self.accessibilityLabel = accessibilityLabel
    super.init()
  }

  /// Draws the icon.
  open override func draw(in context: RenderContext) -> [Node] {
    let image = Image(systemName: systemName, variableValue: variableValue)
    if let accessibilityLabel {
      return context.render(image.accessibilityLabel(accessibilityLabel))
    }
    return context.render(image)
  }
}
