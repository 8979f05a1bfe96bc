/// A text field whose characters are hidden, for passwords.
///
/// What the person types reaches the binding as in a ``TextField``, but the text never goes
/// back to the browser: not in the page's HTML, not in a patch, not in the whole screen a
/// reconnect or a resume sends. The browser keeps what was typed (across a reset of the whole
/// screen too). After a reload, though, the field starts empty while the binding may still
/// hold text: its placeholder then shows dots, so the person knows a password is kept, and
/// typing replaces it. When the binding is emptied the field is emptied in the browser too.
public struct SecureField: PrimitiveView {
  let field: TextField

  /// What the placeholder shows while the binding holds text the browser was not sent.
  static let keptPlaceholder = "••••••••"

  /// A secure field titled `title` editing `text`, holding at most `characterLimit`
  /// characters.
  public init(
    _ title: some StringProtocol,
    text: UIBinding<String>,
    characterLimit: Int = TextField.defaultCharacterLimit
  ) {
    field = TextField(
      title: String(title), text: text, isSecure: true, characterLimit: characterLimit)
  }

  /// Renders an `<input type="password">` that carries no value, only `value=""` when the
  /// binding is empty (which empties the browser's field).
  public func render(in context: RenderContext) -> [Node] {
    field.render(in: context).map { node in
      guard node.tag == "input" else { return node }
      var input = node
      if field.text.wrappedValue.isEmpty {
        input.attributes["value"] = ""
      } else {
        input.attributes["value"] = nil
        input.attributes["placeholder"] = Self.keptPlaceholder
      }
      return input
    }
  }
}
