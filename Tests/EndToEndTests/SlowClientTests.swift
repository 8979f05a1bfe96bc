import CairnTestSupport
@_spi(Runtime) import CairnWeb
import CaseStudies
import Dependencies
import Foundation
import Testing

extension EndToEnd {
  /// Issue 28, item 7: slow or greedy clients cannot lock the others out. Real servers, real
  /// sockets from several loopback addresses (127.0.0.2, 127.0.0.3, … are clients of their
  /// own).
  @Suite("Hostile input: slow and greedy clients", .serialized)
  struct SlowClientTests {
    /// Runs `body` with `app` (the case studies by default) served in this process under
    /// `limits`.
    static func withServer(
      _ limits: RequestLimits, app: WebApplication = CaseStudiesApp.application,
      _ body: (Int) async throws -> Void
    ) async throws {
      let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
      let server = Task {
        try await withDependencies {
          $0.context = .live
        } operation: {
          try await CairnServer.serve(
            app, port: 0, limits: limits,
            onStart: { continuation.yield(Int($0.split(separator: ":").last ?? "") ?? 0) })
        }
      }
      defer { server.cancel() }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      try await body(port)
    }

    static func get(port: Int) -> String {
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
    }

    /// A whole request from `source`, answered and closed; its status and how long it took.
    static func fetchPage(port: Int, from source: String) async throws -> (Int?, Duration) {
      try await SourcedSocket.onThread {
        let start = ContinuousClock.now
        let descriptor = try SourcedSocket.connect(from: source, port: port, timeout: 20)
        defer { close(descriptor) }
        SourcedSocket.send(descriptor, get(port: port))
        let answer = SourcedSocket.readToEnd(descriptor)
        let status = answer.text.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return (status, ContinuousClock.now - start)
      }
    }

    @Test func aRequestWhoseHeadNeverArrivesIsAnswered408AndClosed() async throws {
      var limits = RequestLimits()
      limits.headerTimeout = .milliseconds(500)
      try await Self.withServer(limits) { port in
        let partials = [
          "GET / HT",
          "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUser-Agent: slow",
          // A WebSocket upgrade whose head never ends.
          "GET /_cairn/socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
            + "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n",
          "",
        ]
        for partial in partials {
          let (ending, took) = try await SourcedSocket.onThread {
            let start = ContinuousClock.now
            let descriptor = try SourcedSocket.connect(from: "127.0.0.2", port: port)
            defer { close(descriptor) }
            SourcedSocket.send(descriptor, partial)
            return (SourcedSocket.readToEnd(descriptor), ContinuousClock.now - start)
          }
          #expect(ending.closed, "\(partial.debugDescription): closed, not held open")
          #expect(ending.text.hasPrefix("HTTP/1.1 408"), "\(ending.text.prefix(40))")
          #expect(ending.text.components(separatedBy: "HTTP/1.1").count == 2, "one answer only")
          #expect(took >= .milliseconds(450) && took < .seconds(5), "closed after \(took)")
        }
        let (status, _) = try await Self.fetchPage(port: port, from: "127.0.0.3")
        #expect(status == 200, "a prompt request is served as before")
      }
    }

    @Test func oneAddressHoldsAtMostItsShareOfConnections() async throws {
      var limits = RequestLimits()
      limits.maximumConnectionsPerClient = 4
      try await Self.withServer(limits) { port in
        // Four kept-alive connections from one address, each answered (so each is counted).
        let held = try await SourcedSocket.onThread {
          try (0..<4).map { _ in
            let descriptor = try SourcedSocket.connect(from: "127.0.0.2", port: port)
            SourcedSocket.send(
              descriptor, "HEAD / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else {
              throw SourcedSocket.Failure(description: "a held connection got no answer")
            }
            return descriptor
          }
        }
        defer { for descriptor in held { close(descriptor) } }
        let fifth = try await SourcedSocket.onThread {
          let descriptor = try SourcedSocket.connect(from: "127.0.0.2", port: port)
          defer { close(descriptor) }
          SourcedSocket.send(descriptor, Self.get(port: port))
          return SourcedSocket.readToEnd(descriptor)
        }
        #expect(fifth.closed && fifth.text.isEmpty, "a fifth from the address is closed at once")
        let (status, _) = try await Self.fetchPage(port: port, from: "127.0.0.3")
        #expect(status == 200, "another address is served")
      }
    }

    @Test func aFullServerClosesTheOldestConnectionStillWaitingForItsHead() async throws {
      var limits = RequestLimits()
      limits.maximumConnections = 6
      limits.headerTimeout = .seconds(60)
      try await Self.withServer(limits) { port in
        let slow = try await SourcedSocket.onThread {
          try (0..<6).map { index in
            let descriptor = try SourcedSocket.connect(from: "127.0.0.\(2 + index)", port: port)
            SourcedSocket.send(descriptor, "GET / HTTP/1.1\r\nHost: 127")
            return descriptor
          }
        }
        defer { for descriptor in slow { close(descriptor) } }
        let (status, _) = try await Self.fetchPage(port: port, from: "127.0.0.20")
        #expect(status == 200, "a new visitor is served while the server is full of slow ones")
        let closed = try await SourcedSocket.onThread {
          SourcedSocket.firstReadable(slow, timeout: 10)
        }
        // (Which one is the oldest is the server's to say: connections accepted together are
        // counted on several event loops.)
        let index = try #require(closed, "a slow connection was closed to make room")
        #expect(slow.filter(SourcedSocket.isReadable).count == 1, "only one")
        let evicted = try await SourcedSocket.onThread { SourcedSocket.readToEnd(slow[index]) }
        #expect(evicted.closed && evicted.text.hasPrefix("HTTP/1.1 408"), "\(evicted.text)")
      }
    }

    @Test func anAddressHoldingItsShareOfTabsGets429WhileOthersAreServed() async throws {
      var limits = RequestLimits()
      limits.maximumSessionsPerClient = 3
      try await Self.withServer(limits, app: BlindPageLoadTests.app) { port in
        var sockets: [TestWebSocket] = []
        defer { for socket in sockets { socket.disconnect() } }
        // Three live tabs from 127.0.0.1 (pages and sockets both come from it).
        for _ in 0..<3 {
          let page = try await SourcedSocket.onThread {
            try BlindPageLoadTests.load(port: port, from: "127.0.0.1")
          }
          let session = try #require(
            BlindPageLoadTests.attribute(#"name="cairn-session" content=""#, in: page))
          let secret = try #require(
            BlindPageLoadTests.attribute(#"name="cairn-secret" content=""#, in: page))
          let socket = try await TestWebSocket.connect(
            port: port, path: "/_cairn/socket", origin: "http://127.0.0.1:\(port)")
          sockets.append(socket)
          try await socket.send(
            #"{"type":"attach","session":"\#(session)","secret":"\#(secret)"}"#)
          let attached = try await socket.receive()
          #expect(attached?.contains(#""attached""#) == true, "\(attached ?? "closed")")
        }
        let refused = try await SourcedSocket.onThread {
          try BlindPageLoadTests.load(port: port, from: "127.0.0.1")
        }
        #expect(refused.hasPrefix("HTTP/1.1 429"), "\(refused.prefix(20))")
        #expect(!refused.contains("cairn-session"))
        let other = try await SourcedSocket.onThread {
          try BlindPageLoadTests.load(port: port, from: "127.0.0.2")
        }
        #expect(other.hasPrefix("HTTP/1.1 200"), "a new visitor from another address is served")
      }
    }
  }
}
