import Foundation

/// What a load client needs from a Cairn page: the session it carries and the handler of the
/// button to click.
struct ParsedPage {
  let session: String
  let secret: String
  let clickHandler: String

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads the page's session and the click handler of the first `<button>` whose text or
  /// `aria-label` contains `button`.
  static func parse(_ html: String, button: String) throws -> ParsedPage {
    guard let session = meta("cairn-session", in: html), let secret = meta("cairn-secret", in: html)
    else { throw Failure(description: "the page carries no session") }
    for piece in html.components(separatedBy: "<button").dropFirst() {
      guard let end = piece.range(of: "</button>") else { continue }
      let element = piece[..<end.lowerBound]
      guard element.contains(button), let handler = attribute("data-on-click", in: element)
      else { continue }
      return ParsedPage(session: session, secret: secret, clickHandler: handler)
    }
    throw Failure(description: "no button labelled \(button) on the page")
  }

  static func meta(_ name: String, in html: String) -> String? {
    attribute(
      "content",
      in: html[(html.range(of: #"<meta name="\#(name)""#)?.upperBound ?? html.endIndex)...])
  }

  static func attribute(_ name: String, in text: Substring) -> String? {
    guard let start = text.range(of: #"\#(name)=""#) else { return nil }
    let rest = text[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }
}
