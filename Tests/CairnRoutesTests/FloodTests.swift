import CairnTestSupport
import CairnWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import Testing

/// A tab that floods the server with events, over a real socket: it is told, its excess is
/// refused, another tab is still answered meanwhile, and once it leaves nothing it queued is
/// handled.
@Suite("Hostile input: a flooding tab", .serialized)
struct FloodTests {
  /// Holds every "Slow" handler until the test opens it.
  @MainActor
  final class Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func pass() async {
      guard !isOpen else { return }
      await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
      isOpen = true
      for continuation in waiting { continuation.resume() }
      waiting.removeAll()
    }
  }

  @MainActor @Observable
  final class Tally {
    var fast = 0
  }

  @MainActor
  final class Registry {
    let gate = Gate()
    var tallies: [Tally] = []
  }

  struct FloodView: View {
    let tally: Tally
    let gate: Gate
    var body: some View {
      VStack {
        Text("Fast: \(tally.fast)")
        Button("Slow") { await gate.pass() }
        Button("Fast") { tally.fast += 1 }
      }
    }
  }

  static func application(_ registry: Registry) async throws -> some ApplicationProtocol {
    let app = WebApplication(title: "Flood") { _ in
      let tally = Tally()
      registry.tallies.append(tally)
      return AppScreen { FloodView(tally: tally, gate: registry.gate) }
    }
    return try await CairnRoutesTests.serving(app)
  }

  /// A tab: its page's handlers, and its socket, attached.
  struct Tab {
    let socket: TestWebSocket
    let slow: String
    let fast: String

    static func open(_ client: some TestClientProtocol, port: Int) async throws -> Tab {
      let page = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      let session = try #require(CairnRoutesTests.meta("cairn-session", in: page))
      let secret = try #require(CairnRoutesTests.meta("cairn-secret", in: page))
      let handlers = page.components(separatedBy: #"data-on-click=""#).dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
      #expect(handlers.count == 2)
      let socket = try await TestWebSocket.connect(
        port: port, path: "/_cairn/socket", origin: "http://127.0.0.1:\(port)")
      try await socket.send(#"{"type":"attach","session":"\#(session)","secret":"\#(secret)"}"#)
      let attached = try #require(try await socket.receive())
      #expect(attached.contains(#""type":"attached""#), "the tab's new secret comes first")
      return Tab(socket: socket, slow: handlers[0], fast: handlers[1])
    }

    func click(_ handler: String, seq: Int) async throws {
      try await socket.send(
        #"{"type":"event","handler":"\#(handler)","event":"click","seq":\#(seq)}"#)
    }
  }

  @Test func aFloodingTabIsToldAndAnotherTabIsStillAnswered() async throws {
    let registry = Registry()
    try await Self.application(registry).test(.live) { client in
      let port = try #require(client.port)
      let flooder = try await Tab.open(client, port: port)
      let other = try await Tab.open(client, port: port)

      // The flooder's first event holds its session's handling; the rest pile up behind it.
      try await flooder.click(flooder.slow, seq: 1)
      for seq in 2...60 { try await flooder.click(flooder.fast, seq: seq) }
      var isTold = false
      while !isTold, let frame = try await flooder.socket.receive() {
        isTold = frame.contains(#""code":"tooManyEvents""#)
      }
      #expect(isTold, "the flooding tab is told its events are refused")

      // Meanwhile another tab is answered.
      try await other.click(other.fast, seq: 1)
      let answer = try #require(try await other.socket.receive())
      #expect(answer.contains("Fast: 1"), "\(answer.prefix(200))")

      // The flooder leaves; what it queued is dropped, not worked off.
      flooder.socket.disconnect()
      while try await flooder.socket.receive() != nil {}  // until the server let go of it
      let flooderTally = await registry.tallies[0]
      await MainActor.run { registry.gate.open() }
      for seq in 2...4 {
        try await other.click(other.fast, seq: seq)
        _ = try await other.socket.receive()
      }
      #expect(await flooderTally.fast == 0, "nothing the flooder queued ran after it left")
      #expect(await registry.tallies[1].fast == 4)
    }
  }
}
