import CairnTestSupport
@_spi(Runtime) import CairnWeb
import Foundation
import Testing

/// The update frame is written by hand; its text is the one `JSONEncoder` gives for
/// ``ServerFrame/update(ack:patches:effects:)``, for updates made of every kind of patch and
/// effect, with every ASCII control character, quotes, backslashes, slashes, combining marks,
/// characters beyond the basic plane and attribute names whose orders differ by `String`'s
/// comparison, by UTF-8 bytes and by UTF-16 units.
@Suite("Update frame JSON")
struct UpdateFrameJSONTests {
  typealias Generator = SeededGenerator

  static let pieces: [String] =
    (0..<128).map { String(UnicodeScalar(UInt8($0))) } + [
      "é", "e\u{301}", "🎉", "\u{2028}", "\u{85}", "\u{FFFD}", "\u{E000}", "𝄞", "A\u{30A}", "Å",
      "</script>", "\\\"",
    ]
  static let names = [
    "a", "b", "A", "Z", "a10", "a9", "class", "data-on-click", "é", "e\u{301}", "\u{FFFD}", "𝄞",
    "\u{E000}x",
  ]

  static func text(_ generator: inout Generator, upTo count: Int = 10) -> String {
    (0..<Int.random(in: 0...count, using: &generator))
      .map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  static func name(_ generator: inout Generator) -> String {
    Bool.random(using: &generator)
      ? names.randomElement(using: &generator)! : text(&generator, upTo: 3)
  }

  static func node(_ generator: inout Generator, depth: Int) -> Node {
    if depth == 0 || Int.random(in: 0..<3, using: &generator) == 0 {
      return .text(text(&generator))
    }
    var attributes: [String: String] = [:]
    for _ in 0..<Int.random(in: 0...20, using: &generator) {
      attributes[name(&generator)] = text(&generator)
    }
    let tag = ["div", "br", "input", "span", text(&generator, upTo: 2)].randomElement(
      using: &generator)!
    let children = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
      node(&generator, depth: depth - 1)
    }
    return .element(tag, attributes, children: children)
  }

  static func patch(_ generator: inout Generator) -> Patch {
    let path = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
      Int.random(in: 0...30, using: &generator)
    }
    let number = Int.random(in: 0...1000, using: &generator)
    switch Int.random(in: 0...5, using: &generator) {
    case 0: return .replace(path: path, node: node(&generator, depth: 3))
    case 1: return .setText(path: path, text: text(&generator))
    case 2:
      var set: [String: String] = [:]
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        set[name(&generator)] = text(&generator)
      }
      let remove = (0..<Int.random(in: 0...3, using: &generator)).map { _ in name(&generator) }
      return .setAttributes(path: path, set: set, remove: remove)
    case 3: return .insert(path: path, index: number, node: node(&generator, depth: 3))
    case 4: return .remove(path: path, index: number)
    default: return .move(path: path, from: number, to: number / 3)
    }
  }

  static func effect(_ generator: inout Generator) -> Effect {
    let effects: [Effect] = [
      .pushURL(text(&generator)), .replaceURL(text(&generator)), .openURL(text(&generator)),
      .focus(text(&generator)), .title(text(&generator)), .ding, .requestMicrophone,
      .startCapture(Int.random(in: -5...50, using: &generator)), .stopCapture(12),
      .showMessage(title: text(&generator), message: text(&generator)),
    ]
    return effects.randomElement(using: &generator)!
  }

  @Test func theTextIsTheEncodersForManyUpdates() {
    var generator = Generator(state: 0x0DA7_E5)
    var differing = 0
    for _ in 0..<3000 {
      let update = LiveView.Update(
        patches: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          Self.patch(&generator)
        },
        effects: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
          Self.effect(&generator)
        })
      let ack = [nil, 0, 7, -3, Int.max, Int.min].randomElement(using: &generator)!
      let expected = WireProtocol.encode(
        .update(ack: ack, patches: update.patches, effects: update.effects))
      let written = WireProtocol.updateFrame(update, ack: ack)
      if written != expected {
        differing += 1
        if differing == 1 { #expect(written == expected) }
      }
    }
    #expect(differing == 0)
  }

  @Test func anEmptyUpdateAndAnAcknowledgementAreTheEncoders() {
    let empty = LiveView.Update(patches: [], effects: [])
    #expect(WireProtocol.updateFrame(empty) == #"{"type":"update"}"#)
    #expect(WireProtocol.ackFrame(12) == #"{"ack":12,"type":"update"}"#)
    #expect(
      WireProtocol.ackFrame(nil) == WireProtocol.encode(.update(ack: nil, patches: [], effects: []))
    )
  }

  @Test func htmlInAFrameIsTheHTMLOfThePage() throws {
    let node = Node.element(
      "p", ["title": "\"a\"\\b", "class": "x"], children: [.text("line\nnext </p> & \u{1}")])
    let frame = WireProtocol.updateFrame(
      LiveView.Update(patches: [.replace(path: [0, 1], node: node)], effects: []))
    let decoded = try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any]
    let operation = try #require((decoded?["ops"] as? [[Any]])?.first)
    #expect(operation.last as? String == HTML.render(node))
  }
}
