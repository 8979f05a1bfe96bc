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
    var output = ""
    render(node, into: &output)
    return output
  }

  /// The HTML of several sibling nodes.
  public static func render(_ nodes: [Node]) -> String {
    var output = ""
    for node in nodes { render(node, into: &output) }
    return output
  }

  static func render(_ node: Node, into output: inout String) {
    switch node.kind {
    case .text(let string):
      output += escapeText(string)
    case .element(let tag):
      output += "<" + tag
      for name in node.attributes.keys.sorted() {
        output += " " + name + "=\"" + escapeAttribute(node.attributes[name] ?? "") + "\""
      }
      output += ">"
      guard !voidElements.contains(tag) else { return }
      for child in node.children { render(child, into: &output) }
      output += "</" + tag + ">"
    }
  }

  /// Escapes text content: `&`, `<` and `>`.
  public static func escapeText(_ string: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(string.utf8.count)
    for character in string {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// Escapes an attribute value: `&`, `"`, `'`, `<` and `>`.
  public static func escapeAttribute(_ string: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(string.utf8.count)
    for character in string {
      switch character {
      case "&": escaped += "&amp;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
