import CairnWeb

/// Minus and plus buttons that move a value by a step within bounds. A press changes
/// ``value`` and sends `.valueChanged`; made with a binding (`UIStepper(value: $model.count)`),
/// the value is the model's, both ways.
@MainActor
open class UIStepper: UIControl {
  /// The lowest value.
  public var minimumValue: Double = 0 {
    didSet { if minimumValue != oldValue { setNeedsDisplay() } }
  }
  /// The highest value (may be `.infinity`).
  public var maximumValue: Double = 100 {
    didSet { if maximumValue != oldValue { setNeedsDisplay() } }
  }
  /// How far a press moves the value.
  public var stepValue: Double = 1
  /// Whether stepping past one bound goes to the other.
  public var wraps = false
  /// The stepper's accessible name.
  public var accessibilityLabel = "Value" {
    didSet { if accessibilityLabel != oldValue { setNeedsDisplay() } }
  }
  private let controlValue = ControlValue(0.0)

  /// A stepper at 0, from 0 to 100.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stepper bound to `value`.
  public convenience init(frame: CGRect = .zero, value: UIBinding<Double>) {
    self.init()
    self.frame = frame
    bind(value: value)
  }

  /// Binds the stepper to `value` until the returned token is cancelled.
  @discardableResult
  public func bind(value: UIBinding<Double>) -> ObserveToken {
    defer { setNeedsDisplay() }
    return controlValue.bind(value)
  }

  /// The value, kept within the bounds. Setting it sends no event (for a bound stepper, it
  /// writes the binding).
  public var value: Double {
    get { controlValue.value }
    set {
      controlValue.set(min(max(newValue, minimumValue), maximumValue))
      setNeedsDisplay()
    }
  }

  /// Presses plus (`up`) or minus, as the user does: the value moves by a step, then
  /// `.valueChanged` is sent.
  public func userStepped(up: Bool) {
    guard isEnabled else { return }
    var next = value + (up ? stepValue : -stepValue)
    if wraps, next > maximumValue { next = minimumValue }
    if wraps, next < minimumValue { next = maximumValue }
    let old = value
    value = next
    if value != old { sendActions(for: .valueChanged) }
  }

  /// Draws the minus and plus buttons, each disabled at its bound.
  open override func draw(in context: RenderContext) -> [Node] {
    let value = value
    let name = accessibilityLabel
    return context.render(
      HStack {
        Button(action: { [weak self] in self?.userStepped(up: false) }) {
          Image(systemName: "minus")
        }
        .accessibilityLabel("Decrement \(name)")
        .disabled(!isEnabled || (!wraps && value <= minimumValue))
        Button(action: { [weak self] in self?.userStepped(up: true) }) {
          Image(systemName: "plus")
        }
        .accessibilityLabel("Increment \(name)")
        .disabled(!isEnabled || (!wraps && value >= maximumValue))
      })
  }
}
