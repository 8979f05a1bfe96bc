import CairnTestSupport
@_spi(Runtime) import CairnWeb
import Foundation
import Testing

extension EndToEnd {
  /// Issue 28, item 8: page loads that never attach a socket (made blind by another site,
  /// or by a script) cannot push out the session of a real tab that attaches late.
  @Suite("Hostile input: a flood of blind page loads", .serialized)
  struct BlindPageLoadTests {
    @MainActor @Observable
    final class Counter {
      var count = 0
    }

    struct CounterView: View {
      let counter: Counter
      var body: some View {
        VStack {
          Text("Count: \(counter.count)")
          Button("Add") { counter.count += 1 }
        }
      }
    }

    static let app = WebApplication(title: "Count") { _ in
      let counter = Counter()
      return AppScreen { CounterView(counter: counter) }
    }

    /// A page load from `source`: the whole response as text.
    static func load(
      port: Int, from source: String, headers: String = ""
    ) throws -> String {
      let descriptor = try SourcedSocket.connect(from: source, port: port)
      defer { close(descriptor) }
      SourcedSocket.send(
        descriptor,
        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\(headers)\r\n")
      return SourcedSocket.readToEnd(descriptor).text
    }

    static func attribute(_ marker: String, in page: String) -> String? {
      guard let start = page.range(of: marker)?.upperBound else { return nil }
      return String(page[start...].prefix { $0 != "\"" })
    }

    @Test func aRealTabAttachingAfterAFloodOfBlindLoadsKeepsItsSession() async throws {
      try await SlowClientTests.withServer(RequestLimits(), app: Self.app) { port in
        let page = try await SourcedSocket.onThread {
          try Self.load(port: port, from: "127.0.0.1")
        }
        let session = try #require(Self.attribute(#"name="cairn-session" content=""#, in: page))
        let secret = try #require(Self.attribute(#"name="cairn-secret" content=""#, in: page))
        let add = try #require(Self.attribute(#"data-on-click=""#, in: page))

        // More page loads than the server lets wait, none of which will ever attach, from
        // another address, before the real tab's socket comes.
        let flooded = try await SourcedSocket.onThread {
          try (0..<600).filter { _ in
            try Self.load(port: port, from: "127.0.0.2").hasPrefix("HTTP/1.1 200")
          }.count
        }
        #expect(flooded == 600)

        let socket = try await TestWebSocket.connect(
          port: port, path: "/_cairn/socket", origin: "http://127.0.0.1:\(port)")
        defer { socket.disconnect() }
        try await socket.send(#"{"type":"attach","session":"\#(session)","secret":"\#(secret)"}"#)
        try await socket.send(#"{"type":"event","handler":"\#(add)","event":"click","seq":1}"#)
        var answer = ""
        while !answer.contains("Count: 1"), !answer.contains("error"),
          let frame = try await socket.receive()
        {
          answer = frame
        }
        #expect(answer.contains("Count: 1"), "the tab is live: \(answer.prefix(200))")
      }
    }

    @Test func aPageLoadedBlindByABrowserMakesNoSession() async throws {
      try await SlowClientTests.withServer(RequestLimits(), app: Self.app) { port in
        for destination in ["image", "empty", "iframe", "script", "object"] {
          let answer = try await SourcedSocket.onThread {
            try Self.load(
              port: port, from: "127.0.0.1",
              headers: "Sec-Fetch-Dest: \(destination)\r\nSec-Fetch-Site: cross-site\r\n")
          }
          #expect(answer.hasPrefix("HTTP/1.1 403"), "\(destination): \(answer.prefix(20))")
          #expect(!answer.contains("cairn-session"), "\(destination): no session was made")
        }
        let navigation = try await SourcedSocket.onThread {
          try Self.load(
            port: port, from: "127.0.0.1",
            headers: "Sec-Fetch-Dest: document\r\nSec-Fetch-Site: cross-site\r\n")
        }
        #expect(navigation.hasPrefix("HTTP/1.1 200") && navigation.contains("cairn-session"))
      }
    }
  }
}
