@_spi(Runtime) import CairnWeb
import Foundation
import Testing

/// The typed protocol: frames decode into ``ClientFrame`` or are refused with a code, server
/// frames encode compactly, and the client's constants table names exactly what Swift
/// declares.
@Suite("Wire protocol")
struct WireProtocolTests {
  @Test func clientFramesDecodeIntoTypedCases() throws {
    #expect(
      try WireProtocol.decode(
        #"{"type":"event","handler":"h1","event":"input","value":"a","seq":3}"#)
        == .event(handler: "h1", event: .input, value: "a", checked: nil, seq: 3))
    #expect(try WireProtocol.decode(#"{"type":"popstate","url":"/x"}"#) == .popstate(url: "/x"))
    #expect(try WireProtocol.decode(#"{"type":"resync"}"#) == .resync)
    #expect(
      try WireProtocol.decode(#"{"type":"attach","session":"s","secret":"t"}"#)
        == .attach(session: "s", secret: "t", resume: nil, timeZone: nil))
  }

  @Test(arguments: [
    (#"{"type":"event","handler":"h1","event":"teleport"}"#, "Unknown browser event"),
    (#"{"type":"popstate"}"#, "without a URL"),
    (#"{"type":"ping"}"#, "Unknown frame type"),
    (#"{"type":"attach","session":"s"}"#, "without a session and a secret"),
  ])
  func refusedFramesSayWhyWithTheMalformedCode(frame: String, reason: String) {
    #expect {
      try WireProtocol.decode(frame)
    } throws: { error in
      guard let error = error as? WireProtocol.FrameError else { return false }
      return error.code == .malformed && error.description.contains(reason)
    }
  }

  @Test func serverFramesAreCompactSortedAndLeaveOutWhatIsEmpty() {
    #expect(WireProtocol.ackFrame(4) == #"{"ack":4,"type":"update"}"#)
    let frame = WireProtocol.updateFrame(
      LiveView.Update(
        patches: [
          .setText(path: [0, 1], text: "</b>"),
          .setAttributes(path: [2], set: ["b": "2", "a": "1"], remove: ["c"]),
        ],
        effects: [.pushURL("/standups/1"), .ding]),
      ack: 7)
    #expect(
      frame
        == #"{"ack":7,"effects":[["pushURL","/standups/1"],["ding"]],"ops":[["text",[0,1],"</b>"],["attrs",[2],{"a":"1","b":"2"},["c"]]],"type":"update"}"#
    )
    #expect(
      WireProtocol.errorFrame(.replaced, "Gone.")
        == #"{"code":"replaced","message":"Gone.","type":"error"}"#)
  }

  /// The client's constants table (`CairnProtocol` at the top of cairn.js), one group.
  static func clientTable(_ group: String) throws -> Set<String> {
    let script = try ClientAssets.load().script
    let start = try #require(script.range(of: "  \(group): Object.freeze({"))
    let end = try #require(script[start.upperBound...].range(of: "})"))
    let body = script[start.upperBound..<end.lowerBound]
    return Set(
      body.split(separator: ",").compactMap { entry -> String? in
        let parts = entry.split(separator: ":")
        guard parts.count == 2 else { return nil }
        let name = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
        let value = parts[1].trimmingCharacters(in: .whitespacesAndNewlines.union(["\""]))
        return name == value ? name : "mismatch \(name)=\(value)"
      })
  }

  @Test func theClientNamesExactlyWhatSwiftDeclares() throws {
    #expect(try Self.clientTable("clientFrame") == Set(ClientFrame.Kind.allCases.map(\.rawValue)))
    #expect(try Self.clientTable("serverFrame") == Set(ServerFrame.Kind.allCases.map(\.rawValue)))
    #expect(try Self.clientTable("event") == Set(BrowserEvent.allCases.map(\.rawValue)))
    #expect(try Self.clientTable("op") == Set(PatchOperation.allCases.map(\.rawValue)))
    #expect(try Self.clientTable("effect") == Set(EffectName.allCases.map(\.rawValue)))
    #expect(
      try Self.clientTable("error") == Set(WireProtocol.ErrorCode.allCases.map(\.rawValue)))
    #expect(
      Set(PatchOperation.allCases.map(\.rawValue)).isDisjoint(
        with: EffectName.allCases.map(\.rawValue)), "op and effect names are distinct")
  }

  @MainActor
  @Test func aResyncFrameIsAnsweredWithTheWholeScreen() async throws {
    let model = ItemsModel()
    let session = Session(id: "s", screen: AppScreen { ItemsView(model: model) })
    var frames: [String] = []
    session.connect { frames.append($0) }
    await session.receive(#"{"type":"resync"}"#)
    let reset = try json(frames.last)
    #expect(reset["type"] as? String == "reset")
    #expect((reset["html"] as? String)?.contains("Item 3") == true)
  }
}
