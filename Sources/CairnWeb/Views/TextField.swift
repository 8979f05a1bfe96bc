import Observation

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
    let notice = context.persistentObject("limit-notice") { CutTextNotice() }
    var attributes = context.on("input") { payload in
      guard let value = payload.value else { return }
      text.wrappedValue = Self.limited(value, to: limit)
      // Once the person shortens the text, the notice about the cut has done its job.
      if value.utf16.count < limit { notice.wasCut = false }
    }
    // The browser keeps only the start of a paste or drop over the limit: say so.
    attributes.merge(context.on("truncate") { _ in notice.wasCut = true }) { _, new in new }
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
    let wasCut = notice.wasCut
    guard wasCut || used * 10 >= limit * 8 else { return [.element("input", attributes)] }
    // Near the limit: say how much is used, next to the field and to screen readers; after a
    // paste was cut, say that first.
    let counterID = attributes["id", default: ""] + "-limit"
    attributes["aria-describedby"] = counterID
    let words =
      wasCut
      ? "Only the first \(limit) characters were kept: the pasted text was longer than this field allows."
      : "\(used) / \(limit) characters"
    return [
      .element("input", attributes),
      .element(
        "span",
        [
          "class": wasCut ? "field-limit field-limit-cut" : "field-limit", "id": counterID,
          "aria-live": "polite",
        ],
        children: [.text(words)]
      ),
    ]
  }
}

/// Whether the last paste or drop into a field was cut at its limit, kept at the field's
/// position between renders.
@MainActor @Observable
final class CutTextNotice {
  var wasCut = false
}
