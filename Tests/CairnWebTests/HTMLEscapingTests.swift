@_spi(Runtime) import CairnWeb
import Testing

/// HTML escaping goes by bytes: a combining mark after a quote or an angle bracket does not
/// hide it from the escaper (as one grapheme with the mark it would not equal `"`, yet the
/// browser ends the attribute there).
@Suite("HTML escaping")
struct HTMLEscapingTests {
  @Test func aQuoteFollowedByACombiningMarkStaysInsideTheAttribute() {
    let hostile = "\"\u{301} autofocus onfocus=alert(1) x=\"\u{301}"
    let html = HTML.render(Node.element("input", ["value": hostile]))
    #expect(html == "<input value=\"&quot;\u{301} autofocus onfocus=alert(1) x=&quot;\u{301}\">")
    #expect(HTML.escapeAttribute("'\u{301}") == "&#39;\u{301}")
  }

  @Test func anAngleBracketFollowedByACombiningMarkIsEscapedInText() {
    let html = HTML.render(Node.element("p", children: [.text("<\u{338}script>&\u{301}")]))
    #expect(html == "<p>&lt;\u{338}script&gt;&amp;\u{301}</p>")
  }

  @Test func everythingElseIsLeftAsItIs() {
    #expect(HTML.escapeText("Café 🎉 \"quoted\" 'single'") == "Café 🎉 \"quoted\" 'single'")
    #expect(HTML.escapeAttribute("Café 🎉 a&b<c>") == "Café 🎉 a&amp;b&lt;c&gt;")
    #expect(HTML.escapeAttribute("") == "")
  }

  @Test func attributesAreWrittenInNameOrder() {
    let node = Node.element("div", ["z": "1", "a": "2", "data-on-click": "h3", "class": "c"])
    #expect(HTML.render(node) == "<div a=\"2\" class=\"c\" data-on-click=\"h3\" z=\"1\"></div>")
  }

  @Test func manyAttributesAreWrittenInNameOrderToo() {
    // Up to 16 are sorted on the stack, more in an array: both give the order of the names.
    let names = (0..<20).map { "a\($0)" } + ["b", "a", "data", "data-on-click", "d"]
    for count in [2, 3, 16, 17, names.count] {
      let chosen = Array(names.shuffled().prefix(count))
      let node = Node.element(
        "div", Dictionary(uniqueKeysWithValues: chosen.map { ($0, "v\($0)") }))
      let expected = chosen.sorted().map { " \($0)=\"v\($0)\"" }.joined()
      #expect(HTML.render(node) == "<div\(expected)></div>")
    }
  }

  @Test func escapesAtEitherEndAndBetweenRunsOfOtherText() {
    let node = Node.element(
      "p", ["title": "\"é\"x'"], children: [.text("&début<>fin&"), .element("br"), .text("")])
    #expect(
      HTML.render(node) == "<p title=\"&quot;é&quot;x&#39;\">&amp;début&lt;&gt;fin&amp;<br></p>")
    #expect(HTML.render([.text("<"), .text(">")]) == "&lt;&gt;")
  }
}
