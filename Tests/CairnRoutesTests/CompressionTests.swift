import CairnTestSupport
import CairnWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import Testing

/// The socket negotiates `permessage-deflate` when the browser offers it, and small updates
/// then cost a few bytes on the wire.
@Suite("Socket compression", .serialized)
struct CompressionTests {
  @MainActor @Observable
  final class Person {
    var name = ""
  }

  struct RenameView: View {
    @UIBindable var person: Person
    var body: some View {
      VStack {
        Text("Hello, \(person.name)!")
        TextField("Name", text: $person.name)
      }
    }
  }

  static func application() async throws -> some ApplicationProtocol {
    let app = WebApplication(title: "Rename") { _ in
      let person = Person()
      return AppScreen { RenameView(person: person) }
    }
    return try await CairnRoutesTests.serving(app)
  }

  /// Types a name one letter at a time and returns the wire size of each update.
  static func renameSizes(
    _ client: some TestClientProtocol, port: Int, offering extensions: String?
  ) async throws -> (sizes: [Int], compressed: [Bool], handshake: String) {
    let page = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
    let session = try #require(CairnRoutesTests.meta("cairn-session", in: page))
    let secret = try #require(CairnRoutesTests.meta("cairn-secret", in: page))
    let field = try #require(
      page.components(separatedBy: #"data-on-input=""#).dropFirst().first.map {
        String($0.prefix { $0 != "\"" })
      })
    let socket = try await TestWebSocket.connect(
      port: port, path: "/_cairn/socket", origin: "http://127.0.0.1:\(port)",
      extensions: extensions)
    try await socket.send(#"{"type":"attach","session":"\#(session)","secret":"\#(secret)"}"#)
    // The `attached` frame, with the tab's new secret, comes first.
    #expect(try await socket.receiveWireFrame()?.opcode == 1)
    var sizes: [Int] = []
    var compressed: [Bool] = []
    for (seq, name) in ["B", "Bl", "Blo", "Blob", "Blob ", "Blob J", "Blob Jr"].enumerated() {
      try await socket.send(
        #"{"type":"event","handler":"\#(field)","event":"input","value":"\#(name)","seq":\#(seq + 1)}"#
      )
      let frame = try #require(try await socket.receiveWireFrame())
      #expect(frame.opcode == 1)
      sizes.append(frame.wireSize)
      compressed.append(frame.isCompressed)
    }
    return (sizes, compressed, socket.handshake)
  }

  @Test func aRenameCostsAtMostTwentyBytesOnceTheSocketIsWarm() async throws {
    try await Self.application().test(.live) { client in
      let port = try #require(client.port)
      let plain = try await Self.renameSizes(client, port: port, offering: nil)
      let deflated = try await Self.renameSizes(
        client, port: port, offering: "permessage-deflate; client_max_window_bits")
      #expect(!plain.handshake.lowercased().contains("permessage-deflate"))
      #expect(deflated.handshake.lowercased().contains("permessage-deflate"))
      #expect(plain.compressed.allSatisfy { !$0 })
      #expect(deflated.compressed.allSatisfy { $0 })
      // Without compression a one-letter rename is tens of bytes; with it, after the first
      // update, at most 20.
      #expect(plain.sizes.dropFirst().allSatisfy { $0 > 40 }, "\(plain.sizes)")
      #expect(deflated.sizes.dropFirst().allSatisfy { $0 <= 20 }, "\(deflated.sizes)")
      print("rename bytes on the wire, plain: \(plain.sizes), deflated: \(deflated.sizes)")
    }
  }
}
