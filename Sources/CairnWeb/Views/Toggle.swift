/// A switch bound to a `UIBinding<Bool>`.
public struct Toggle: PrimitiveView {
  let title: String
  let isOn: UIBinding<Bool>

  /// A toggle titled `title` for `isOn`.
  public init(_ title: some StringProtocol, isOn: UIBinding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
  }

  /// Renders a labelled checkbox with the switch role.
  public func render(in context: RenderContext) -> [Node] {
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
          .element("span", ["class": "toggle-title"], children: [.text(title)]),
          .element("input", input),
        ]
      )
    ]
  }
}
