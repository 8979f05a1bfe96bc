/// A slider bound to a `UIBinding<Double>` over a range, in steps.
public struct Slider: PrimitiveView {
  let value: UIBinding<Double>
  let bounds: ClosedRange<Double>
  let step: Double
  let label: ControlLabel

  /// A slider for `value` within `bounds`, moving by `step`; `title` is its accessible name.
  public init(
    value: UIBinding<Double>,
    in bounds: ClosedRange<Double>,
    step: Double = 1,
    title: some StringProtocol = "Value"
  ) {
    self.value = value
    self.bounds = bounds
    self.step = step
    self.label = .text(title)
  }

  /// A slider for `value` within `bounds`, moving by `step`; the text of `label` is its
  /// accessible name (as on a phone, the label is not drawn beside the slider).
  public init(
    value: UIBinding<Double>,
    in bounds: ClosedRange<Double>,
    step: Double = 1,
    @ViewBuilder label: () -> some View
  ) {
    self.value = value
    self.bounds = bounds
    self.step = step
    self.label = .view(label())
  }

  /// Renders an `<input type="range">`; values from the browser are clamped and snapped.
  public func render(in context: RenderContext) -> [Node] {
    var attributes = context.on("input") { payload in
      guard let text = payload.value, let number = Double(text), number.isFinite else { return }
      let snapped = (number / step).rounded() * step
      value.wrappedValue = min(max(snapped, bounds.lowerBound), bounds.upperBound)
    }
    attributes["type"] = "range"
    attributes["class"] = "slider"
    attributes["min"] = Self.format(bounds.lowerBound)
    attributes["max"] = Self.format(bounds.upperBound)
    attributes["step"] = Self.format(step)
    attributes["value"] = Self.format(value.wrappedValue)
    attributes["aria-label"] = label.resolve(in: context).title
    if !context.environment.isEnabled { attributes["disabled"] = "" }
    return [.element("input", attributes)]
  }

  nonisolated static func format(_ number: Double) -> String {
    number == number.rounded() ? String(Int(number)) : String(number)
  }
}

/// A control that increments and decrements an integer, within bounds when given.
public struct Stepper: PrimitiveView {
  let label: ControlLabel
  let value: UIBinding<Int>
  let bounds: ClosedRange<Int>
  let step: Int

  /// A stepper titled `title` for `value`, moving by `step` within `bounds` (without
  /// bounds, as far as an `Int` goes).
  public init(
    _ title: some StringProtocol,
    value: UIBinding<Int>,
    in bounds: ClosedRange<Int> = Int.min...Int.max,
    step: Int = 1
  ) {
    self.label = .text(title)
    self.value = value
    self.bounds = bounds
    self.step = step
  }

  /// A stepper for `value`, moving by `step` within `bounds`, whose title is drawn by
  /// `label`.
  public init(
    value: UIBinding<Int>,
    in bounds: ClosedRange<Int> = Int.min...Int.max,
    step: Int = 1,
    @ViewBuilder label: () -> some View
  ) {
    self.label = .view(label())
    self.value = value
    self.bounds = bounds
    self.step = step
  }

  /// Renders the title with a decrement and an increment button.
  public func render(in context: RenderContext) -> [Node] {
    let (titleNodes, title) = label.resolve(in: context)
    let current = value.wrappedValue
    func button(_ symbol: String, _ name: String, _ delta: Int, _ enabled: Bool) -> Node {
      var attributes =
        enabled
        ? context.child(name).on("click") { _ in
          let (sum, overflow) = value.wrappedValue.addingReportingOverflow(delta)
          let next = overflow ? (delta > 0 ? Int.max : Int.min) : sum
          value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
        } : ["disabled": ""]
      attributes["type"] = "button"
      attributes["class"] = "button stepper-button"
      attributes["aria-label"] = "\(name) \(title)"
      return .element("button", attributes, children: [.text(symbol)])
    }
    return [
      .element(
        "div",
        ["class": "stepper", "role": "group", "aria-label": title],
        children: [
          .element("span", ["class": "stepper-title"], children: titleNodes),
          button("−", "Decrement", -step, current > bounds.lowerBound),
          button("+", "Increment", step, current < bounds.upperBound),
        ]
      )
    ]
  }
}

/// A bar showing how far something has got, or that work is under way.
public struct ProgressView: PrimitiveView {
  let value: Double?
  let total: Double
  let title: String

  /// Progress of `value` out of `total`; `title` is its accessible name.
  public init(_ title: some StringProtocol = "Progress", value: Double, total: Double = 1) {
    self.title = String(title)
    self.value = value
    self.total = total
  }

  /// Work under way for an unknown time (an indeterminate bar); `title` says what it is,
  /// for screen readers ("Saving").
  public init(_ title: some StringProtocol = "Loading") {
    self.title = String(title)
    self.value = nil
    self.total = 1
  }

  /// Renders in the progress view style set around it: by default a `<progress>` element,
  /// indeterminate without a value.
  public func render(in context: RenderContext) -> [Node] {
    renderStyled(in: context)
  }
}
