import Foundation

/// What a load client needs from a Cairn page: the session it carries and the handlers of the
/// buttons to click.
struct ParsedPage {
  let session: String
  let secret: String
  /// The click handler of the first button to click.
  let clickHandler: String
  /// The click handlers of every button asked for that the page has, by label.
  let handlers: [String: String]

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads the page's session and the click handler of the first `<button>` whose text or
  /// `aria-label` contains `button`.
  static func parse(_ html: String, button: String) throws -> ParsedPage {
    try parse(html, buttons: [button])
  }

  /// Reads the page's session and the click handlers of the buttons labelled `buttons`; the
  /// page must have the first of them (the others may appear later, in a sheet or an alert).
  static func parse(_ html: String, buttons: [String]) throws -> ParsedPage {
    guard let session = meta("cairn-session", in: html), let secret = meta("cairn-secret", in: html)
    else { throw Failure(description: "the page carries no session") }
    let handlers = handlers(for: buttons, in: html)
    guard let first = buttons.first, let handler = handlers[first] else {
      throw Failure(description: "no button labelled \(buttons.first ?? "") on the page")
    }
    return ParsedPage(session: session, secret: secret, clickHandler: handler, handlers: handlers)
  }

  /// The click handler of the first `<button>` in `html` whose text or attributes contain each
  /// of `labels`, for the labels that have one.
  static func handlers(for labels: [String], in html: String) -> [String: String] {
    var found: [String: String] = [:]
    for piece in html.components(separatedBy: "<button").dropFirst() {
      guard let end = piece.range(of: "</button>") else { continue }
      let element = piece[..<end.lowerBound]
      guard let handler = attribute("data-on-click", in: element) else { continue }
      for label in labels where found[label] == nil && element.contains(label) {
        found[label] = handler
      }
      if found.count == labels.count { break }
    }
    return found
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
