/// An editable line of text bound to a `UIBinding<String>`.
///
/// The title is the field's accessible name and its placeholder. Typing writes through the
/// binding on every keystroke; the browser keeps the caret and in-progress text while
/// patches arrive.
public struct TextField: PrimitiveView {
  let title: String
  let text: UIBinding<String>
  let isSecure: Bool

  /// A text field titled `title` editing `text`.
  public init(_ title: some StringProtocol, text: UIBinding<String>) {
    self.title = String(title)
    self.text = text
    self.isSecure = false
  }

  init(title: String, text: UIBinding<String>, isSecure: Bool) {
    self.title = title
    self.text = text
    self.isSecure = isSecure
  }

  /// Renders an `<input>` labelled by its title.
  public func render(in context: RenderContext) -> [Node] {
    var attributes = context.on("input") { payload in
      if let value = payload.value { text.wrappedValue = value }
    }
    attributes["type"] = isSecure ? "password" : "text"
    attributes["class"] = "text-field"
    attributes["aria-label"] = title
    attributes["placeholder"] = title
    attributes["value"] = text.wrappedValue
    attributes["id"] = "f" + HandlerID.make(identity: context.identity, event: "field")
    if !context.environment.isEnabled { attributes["disabled"] = "" }
    return [.element("input", attributes)]
  }
}

/// A text field whose characters are hidden, for passwords.
public struct SecureField: PrimitiveView {
  let field: TextField

  /// A secure field titled `title` editing `text`.
  public init(_ title: some StringProtocol, text: UIBinding<String>) {
    field = TextField(title: String(title), text: text, isSecure: true)
  }

  /// Renders an `<input type="password">`.
  public func render(in context: RenderContext) -> [Node] {
    field.render(in: context)
  }
}
