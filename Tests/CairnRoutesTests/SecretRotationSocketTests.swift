import CairnTestSupport
import CairnWeb
import Foundation
import Testing

/// Issue 28, item 14, over a real socket: the first frame a tab gets is `attached`, with a
/// new secret; the page's own secret, replayed by another socket, is refused without
/// displacing the tab.
@Suite("Secrets over the socket")
struct SecretRotationSocketTests {
  static func json(_ frame: String?) throws -> [String: Any] {
    let text = try #require(frame, "the server closed the socket")
    return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func theTabIsHandedANewSecretAndAReplayOfThePagesOneIsRefused() async throws {
    try await CairnRoutesTests.application().test(.live) { client in
      let port = try #require(client.port)
      let prefix = CairnRoutesTests.prefix
      let page = try await client.execute(uri: "\(prefix)/", method: .get) {
        String(buffer: $0.body)
      }
      let session = try #require(CairnRoutesTests.meta("cairn-session", in: page))
      let pageSecret = try #require(CairnRoutesTests.meta("cairn-secret", in: page))
      func open(secret: String) async throws -> TestWebSocket {
        let socket = try await TestWebSocket.connect(
          port: port, path: "\(prefix)/_cairn/socket?session=\(session)",
          origin: "http://127.0.0.1:\(port)")
        try await socket.send(
          #"{"type":"attach","session":"\#(session)","secret":"\#(secret)"}"#)
        return socket
      }

      let tab = try await open(secret: pageSecret)
      let answer = try Self.json(try await tab.receive())
      #expect(answer["type"] as? String == "attached")
      #expect(answer["session"] as? String == session)
      let handed = try #require(answer["secret"] as? String)
      #expect(handed != pageSecret && handed.count >= 32)

      // The page's secret, replayed: refused, and the tab carries on undisturbed.
      let replay = try await open(secret: pageSecret)
      let refusal = try Self.json(try await replay.receive())
      #expect(refusal["code"] as? String == "sessionExpired")
      let add = try #require(CairnRoutesTests.firstClickHandler(in: page))
      try await tab.send(#"{"type":"event","handler":"\#(add)","event":"click","seq":1}"#)
      let update = try #require(try await tab.receive())
      #expect(update.contains("Count: 1"), "\(update.prefix(300))")

      // The tab's own reconnect with the secret it was handed attaches and rotates again.
      let again = try await open(secret: handed)
      let second = try Self.json(try await again.receive())
      #expect(second["type"] as? String == "attached")
      #expect((second["secret"] as? String).map { $0 != handed && $0 != pageSecret } == true)
      let told = try Self.json(try await tab.receive())
      #expect(told["code"] as? String == "replaced", "the older socket of the same tab is told")
    }
  }
}
