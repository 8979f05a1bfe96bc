import CairnTestSupport
@_spi(Runtime) import CairnWeb
import Foundation
import Testing

/// What held under the first round of hostile testing and must keep holding: thousands of
/// malformed frames crash nothing, every one is answered or ignored, and both the fuzzed
/// session and a clean one stay usable.
@MainActor
@Suite("Hostile input: malformed frames")
struct MalformedFrameFuzzTests {
  typealias SplitMix = SeededGenerator

  static let valid = [
    #"{"type":"event","handler":"HANDLER","event":"click","seq":1}"#,
    #"{"type":"event","handler":"HANDLER","event":"input","value":"abc","seq":2}"#,
    #"{"type":"popstate","url":"/detail"}"#,
    #"{"type":"attach","session":"s","secret":"t","timeZone":"Europe/Paris"}"#,
  ]

  static let pieces = [
    "{", "}", "[", "]", "\"", ":", ",", "null", "true", "-1", "1e999", "\\u0000", "\\ud800",
    "\"type\"", "\"event\"", "\"handler\"", "\"seq\"", "\"value\"", "\"url\"", "\"popstate\"",
    "\"attach\"", "\"timeZone\"", "\"../../etc/passwd\"", "<script>", "\u{FFFF}", "😀",
    "9223372036854775808", String(repeating: "[", count: 600),
  ]

  static func frame(_ generator: inout SplitMix, handler: String) -> String {
    switch generator.next() % 5 {
    case 0:
      // Random bytes, as text.
      let count = Int(generator.next() % 200)
      let scalars = (0..<count).compactMap { _ in Unicode.Scalar(UInt32(generator.next() % 0x3000))
      }
      return String(String.UnicodeScalarView(scalars))
    case 1:
      // A valid frame, truncated.
      let base = valid[Int(generator.next() % UInt64(valid.count))]
        .replacingOccurrences(of: "HANDLER", with: handler)
      return String(base.prefix(Int(generator.next() % UInt64(base.count))))
    case 2:
      // A valid frame with one character replaced.
      let characters = Array(
        valid[Int(generator.next() % UInt64(valid.count))]
          .replacingOccurrences(of: "HANDLER", with: handler))
      let index = Int(generator.next() % UInt64(characters.count))
      return String(characters[..<index]) + pieces[Int(generator.next() % UInt64(pieces.count))]
        + String(characters[(index + 1)...])
    case 3:
      // Pieces of JSON glued together.
      return (0..<Int(generator.next() % 12)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
    default:
      // Well-formed JSON with wrong types and unknown values.
      let types = ["event", "popstate", "attach", "ping", "", "EVENT", "reset"]
      let type = types[Int(generator.next() % UInt64(types.count))]
      let values = ["1", "null", "[]", "{}", "\"\(handler)\"", "\"/\(generator.next())\"", "-5"]
      let value = values[Int(generator.next() % UInt64(values.count))]
      return #"{"type":"\#(type)","handler":\#(value),"seq":\#(value),"url":\#(value)}"#
    }
  }

  @Test func tenThousandMalformedFramesCrashNothingAndBothSessionsStayUsable() async throws {
    let fuzzed = ItemsModel()
    let clean = ItemsModel()
    let fuzzedSession = Session(id: "fuzzed", screen: AppScreen { ItemsView(model: fuzzed) })
    let cleanSession = Session(id: "clean", screen: AppScreen { ItemsView(model: clean) })
    var replies = 0
    fuzzedSession.connect { _ in replies += 1 }
    cleanSession.connect { _ in }
    let handler = try #require(addHandler(fuzzedSession))

    var generator = SplitMix(state: 0xCA1A)
    var sent = 0
    while sent < 10_000 {
      let frame = Self.frame(&generator, handler: "h\(generator.next() % 1000)")
      // Whatever decodes as a real click on a real handler is not malformed; skip it.
      if frame.contains(handler) { continue }
      await fuzzedSession.receive(frame)
      sent += 1
    }

    #expect(!fuzzedSession.hasEnded)
    #expect(replies > 5_000, "malformed frames are answered with error frames")
    let fuzzedAdd = try #require(addHandler(fuzzedSession))
    await fuzzedSession.receive(#"{"type":"event","handler":"\#(fuzzedAdd)","event":"click"}"#)
    #expect(fuzzed.destination != nil, "the fuzzed session still works")
    let cleanAdd = try #require(addHandler(cleanSession))
    await cleanSession.receive(#"{"type":"event","handler":"\#(cleanAdd)","event":"click"}"#)
    #expect(clean.destination != nil, "a clean session still works")
  }

  func addHandler(_ session: Session) -> String? {
    session.live.tree.descendants().first {
      $0.node.tag == "button" && $0.node.attributes["aria-label"] == "Add"
    }?.node.attributes["data-on-click"]
  }
}
