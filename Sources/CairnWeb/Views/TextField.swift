/// An editable line of text bound to a `UIBinding<String>`.
///
/// The title is the field's accessible name and its placeholder. Typing writes through the
/// binding on every keystroke; the browser keeps the caret and in-progress text while
/// patches arrive.
///
/// Every field has a character limit (``defaultCharacterLimit`` unless given): the browser
/// stops typing and pastes at it, the client never sends more, the server cuts anything longer,
/// and once the text nears the limit the field shows how many characters are used.
public struct TextField: PrimitiveView {
  /// The character limit of a field that names none.
  public static let defaultCharacterLimit = 1_000

  let title: String
  let text: UIBinding<String>
  let isSecure: Bool
  let characterLimit: Int

  /// A text field titled `title` editing `text`, holding at most `characterLimit` characters
  /// (UTF-16 code units, as the browser counts them).
  public init(
    _ title: some StringProtocol,
    text: UIBinding<String>,
    characterLimit: Int = TextField.defaultCharacterLimit
  ) {
    self.init(title: String(title), text: text, isSecure: false, characterLimit: characterLimit)
  }

  init(title: String, text: UIBinding<String>, isSecure: Bool, characterLimit: Int) {
    self.title = title
    self.text = text
    self.isSecure = isSecure
    self.characterLimit = max(1, characterLimit)
  }

  /// `value` cut to `limit` UTF-16 code units, never splitting a character.
  static func limited(_ value: String, to limit: Int) -> String {
    guard value.utf16.count > limit else { return value }
    var result = ""
    var used = 0
    for character in value {
      let size = character.utf16.count
      if used + size > limit { break }
      result.append(character)
      used += size
    }
    return result
  }

  /// Renders an `<input>` labelled by its title.
  public func render(in context: RenderContext) -> [Node] {
    let limit = characterLimit
    var attributes = context.on("input") { payload in
      if let value = payload.value { text.wrappedValue = Self.limited(value, to: limit) }
    }
    attributes["type"] = isSecure ? "password" : "text"
    attributes["class"] = "text-field"
    attributes["aria-label"] = title
    attributes["placeholder"] = title
    let value = text.wrappedValue
    attributes["value"] = value
    attributes["maxlength"] = String(limit)
    attributes["id"] = "f" + context.handlerID("field")
    if !context.environment.isEnabled { attributes["disabled"] = "" }
    let used = value.utf16.count
    guard used * 10 >= limit * 8 else { return [.element("input", attributes)] }
    // Near the limit: say how much is used, next to the field and to screen readers.
    let counterID = attributes["id", default: ""] + "-limit"
    attributes["aria-describedby"] = counterID
    return [
      .element("input", attributes),
      .element(
        "span",
        ["class": "field-limit", "id": counterID, "aria-live": "polite"],
        children: [.text("\(used) / \(limit) characters")]
      ),
    ]
  }
}
