import CairnWeb

/// An image, drawn in the view's tint colour, and named for screen readers when it carries
/// meaning.
///
/// ```swift
/// let lock = UIImageView(image: UIImage(systemName: "lock.fill"))
/// lock.tintColor = .secondaryLabel
/// ```
@MainActor
open class UIImageView: UIView {
  /// The image shown; `nil` shows nothing.
  public var image: UIImage? {
    didSet { if image != oldValue { setNeedsDisplay() } }
  }
  /// What the image means, for screen readers; `nil` for a decorative image.
  public var accessibilityLabel: String? {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }

  /// An image view showing `image`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }

  /// An empty image view, given a frame (kept, not used to place it).
  public override init(frame: CGRect) {
    self.image = nil
    super.init(frame: frame)
  }

  /// The symbol `systemName`, optionally for a variable value (the layer's own spelling).
  public convenience init(
    systemName: String,
    variableValue: Double? = nil,
    accessibilityLabel: String? = nil
  ) {
    self.init(image: UIImage(symbol: systemName, variableValue: variableValue))
    self.accessibilityLabel = accessibilityLabel
  }

  /// The symbol's name (the layer's own spelling of `image`).
  public var systemName: String {
    get { image?.systemName ?? "" }
    set { image = UIImage(symbol: newValue, variableValue: variableValue) }
  }

  /// The value the symbol is drawn for, 0 to 1 (the layer's own spelling of `image`).
  public var variableValue: Double? {
    get { image?.variableValue }
    set { image = UIImage(symbol: systemName, variableValue: newValue) }
  }

  /// Draws the image.
  open override func draw(in context: RenderContext) -> [Node] {
    guard let symbol = image?.systemName else { return [] }
    let drawn = Image(systemName: symbol, variableValue: image?.variableValue)
    if let accessibilityLabel {
      return context.render(drawn.accessibilityLabel(accessibilityLabel))
    }
    return context.render(drawn)
  }
}
