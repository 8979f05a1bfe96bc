import CairnWeb

/// A slider over a range of values. Dragging sets ``value`` and sends `.valueChanged`; made
/// with a binding (`UISlider(value: $model.volume)`), the value is the model's, both ways.
@MainActor
open class UISlider: UIControl {
  /// The lowest value.
  public var minimumValue: Float = 0 {
    didSet { if minimumValue != oldValue { setNeedsDisplay() } }
  }
  /// The highest value.
  public var maximumValue: Float = 1 {
    didSet { if maximumValue != oldValue { setNeedsDisplay() } }
  }
  /// Whether dragging sends `.valueChanged` as it goes (a browser sends it as it goes either
  /// way).
  public var isContinuous = true
  /// The slider's accessible name.
  public var accessibilityLabel = "Value" {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }
  private let controlValue = ControlValue<Float>(0)

  /// A slider at 0, from 0 to 1.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A slider bound to `value`.
  public convenience init(frame: CGRect = .zero, value: UIBinding<Float>) {
    self.init()
    self.frame = frame
    bind(value: value)
  }

  /// Binds the slider to `value` until the returned token is cancelled.
  @discardableResult
  public func bind(value: UIBinding<Float>) -> ObserveToken {
    defer { setNeedsDisplay() }
    return controlValue.bind(value)
  }

  /// The value, kept within the bounds. Setting it sends no event.
  public var value: Float {
    get { controlValue.value }
    set { setValue(newValue, animated: false) }
  }

  /// Moves the slider to `value` (kept within the bounds) without sending `.valueChanged`.
  public func setValue(_ value: Float, animated: Bool) {
    controlValue.set(min(max(value, minimumValue), maximumValue))
    setNeedsDisplay()
  }

  /// Drags the slider to `value`, as the user does: the value changes, then `.valueChanged`
  /// is sent.
  public func userSlid(to value: Float) {
    guard isEnabled else { return }
    self.value = value
    sendActions(for: .valueChanged)
  }

  /// Draws a range input in a thousand steps.
  open override func draw(in context: RenderContext) -> [Node] {
    let low = Double(minimumValue)
    let high = Double(max(maximumValue, minimumValue))
    let slider = Slider(
      value: UIBinding(
        get: { [weak self] in Double(self?.value ?? 0) },
        set: { [weak self] in self?.userSlid(to: Float($0)) }),
      in: low...high,
      step: high > low ? (high - low) / 1000 : 1,
      title: accessibilityLabel)
    return context.render(slider.disabled(!isEnabled))
  }
}
