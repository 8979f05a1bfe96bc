/// Serialises nodes to HTML, escaping every string that came from the app or its users.
@_spi(Runtime)
public enum HTML {
  /// Elements that have no closing tag.
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
    "track", "wbr",
  ]

  /// The HTML of a node and its subtree. Attributes are written in name order so the output
  /// is stable.
  public static func render(_ node: Node) -> String {
    var output = HTMLBytes()
    output.write(node)
    return output.string
  }

  /// The HTML of several sibling nodes.
  public static func render(_ nodes: [Node]) -> String {
    var output = HTMLBytes()
    for node in nodes { output.write(node) }
    return output.string
  }

  /// Escapes text content: `&`, `<` and `>`.
  public static func escapeText(_ string: String) -> String {
    escape(string, quotes: false)
  }

  /// Escapes an attribute value: `&`, `"`, `'`, `<` and `>`.
  public static func escapeAttribute(_ string: String) -> String {
    escape(string, quotes: true)
  }

  /// Replaces the characters HTML gives a meaning to with their references, byte by byte.
  ///
  /// By bytes, not by `Character`: a combining mark after a quote makes one `Character` of
  /// the two, which is not equal to `"`, yet the browser still reads the quote as the end of
  /// the attribute. (Every byte escaped here is ASCII, which never occurs inside a multi-byte
  /// UTF-8 sequence.) Most strings need nothing replaced and are returned as they are.
  static func escape(_ string: String, quotes: Bool) -> String {
    let utf8 = string.utf8
    guard utf8.contains(where: { reference(for: $0, quotes: quotes) != nil }) else {
      return string
    }
    var escaped: [UInt8] = []
    escaped.reserveCapacity(utf8.count + 16)
    for byte in utf8 {
      if let reference = reference(for: byte, quotes: quotes) {
        reference.withUTF8Buffer { escaped.append(contentsOf: $0) }
      } else {
        escaped.append(byte)
      }
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// The character reference that replaces `byte`, or `nil` when it stays as it is.
  static func reference(for byte: UInt8, quotes: Bool) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): return "&amp;"
    case UInt8(ascii: "<"): return "&lt;"
    case UInt8(ascii: ">"): return "&gt;"
    case UInt8(ascii: "\"") where quotes: return "&quot;"
    case UInt8(ascii: "'") where quotes: return "&#39;"
    default: return nil
    }
  }
}
