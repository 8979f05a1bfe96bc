/// A switch bound to a `UIBinding<Bool>`.
public struct Toggle: PrimitiveView {
  let label: ControlLabel
  let isOn: UIBinding<Bool>

  /// A toggle titled `title` for `isOn`.
  public init(_ title: some StringProtocol, isOn: UIBinding<Bool>) {
    self.label = .text(title)
    self.isOn = isOn
  }

  /// A toggle for `isOn` whose title is drawn by `label`.
  public init(isOn: UIBinding<Bool>, @ViewBuilder label: () -> some View) {
    self.label = .view(label())
    self.isOn = isOn
  }

  /// Renders a labelled checkbox with the switch role.
  public func render(in context: RenderContext) -> [Node] {
    let (titleNodes, title) = label.resolve(in: context)
    var input = context.on("change") { payload in
      if let checked = payload.checked { isOn.wrappedValue = checked }
    }
    input["type"] = "checkbox"
    input["role"] = "switch"
    input["aria-label"] = title
    if isOn.wrappedValue { input["checked"] = "" }
    if !context.environment.isEnabled { input["disabled"] = "" }
    return [
      .element(
        "label",
        ["class": "toggle"],
        children: [
          .element("span", ["class": "toggle-title"], children: titleNodes),
          .element("input", input),
        ]
      )
    ]
  }
}
