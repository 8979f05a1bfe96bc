/// Keeps a database user's name and password out of text a person or a log sees: the server's
/// error messages name the user ("password authentication failed for user …").
enum Redaction {
  /// `text` with every whole-word occurrence of a non-empty `secret` replaced by `…`.
  static func scrub(_ text: String, removing secrets: [String?]) -> String {
    var result = text
    for secret in secrets.compactMap({ $0 }) where !secret.isEmpty {
      result = replaceWholeWords(secret, in: result)
    }
    return result
  }

  private static func replaceWholeWords(_ word: String, in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: word) {
      let before = rest[..<range.lowerBound]
      let after = rest[range.upperBound...]
      let startsWord = (before.last ?? " ").isWordBoundary
      let endsWord = (after.first ?? " ").isWordBoundary
      result += before
      result += startsWord && endsWord ? "…" : rest[range]
      rest = after
    }
    return result + rest
  }
}

extension Character {
  fileprivate var isWordBoundary: Bool { !(isLetter || isNumber || self == "_") }
}
