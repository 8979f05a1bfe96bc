@_spi(Runtime) import CairnWeb
import CaseStudies
import Foundation
import Testing

/// Attacks on the real server over real sockets, kept as repeatable tests: DNS rebinding,
/// cross-origin sockets, malformed and over-long requests, methods, headers, path traversal.
@Suite("Hostile input: the HTTP server", .serialized)
struct ServerHardeningTests {
  func withServer(
    allowedHosts: [String] = [],
    _ body: (Int) async throws -> Void
  ) async throws {
    let server = try await TestServer.start(CaseStudiesApp.application, allowedHosts: allowedHosts)
    do {
      try await body(server.port)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  static func get(_ target: String, host: String, extra: String = "") -> String {
    "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\(extra)\r\n"
  }

  static func upgrade(port: Int, host: String? = nil, origin: String?) -> String {
    var request = "GET /_cairn/socket HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
    request += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
    request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    return request + "\r\n"
  }

  // MARK: Defect 4: DNS rebinding

  @Test func aPageAskedForUnderAnotherHostNameIsRefused() async throws {
    try await withServer { port in
      let rebound = try await RawConnection.exchange(
        port: port, Self.get("/", host: "attacker.example:\(port)"))
      #expect(rebound.status == 403)
      #expect(!rebound.body.contains("cairn-session"), "no page, no session id")

      let missing = try await RawConnection.exchange(
        port: port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
      #expect(missing.status == 400 || missing.status == 403)

      for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
        let own = try await RawConnection.exchange(port: port, Self.get("/", host: host))
        #expect(own.status == 200, "\(host)")
      }
    }
  }

  @Test func aConfiguredNetworkNameIsServed() async throws {
    try await withServer(allowedHosts: ["standups.example.com"]) { port in
      let named = try await RawConnection.exchange(
        port: port, Self.get("/", host: "standups.example.com"))
      #expect(named.status == 200)
      let other = try await RawConnection.exchange(
        port: port, Self.get("/", host: "evil.example.com"))
      #expect(other.status == 403)
    }
  }

  @Test func aSocketUpgradeNeedsTheServersOwnOriginUnderAnAllowedHost() async throws {
    try await withServer { port in
      let own = try await RawConnection.exchange(
        port: port, Self.upgrade(port: port, origin: "http://127.0.0.1:\(port)"), timeout: 2)
      #expect(own.status == 101, "the server's own page may open the socket")

      for origin in ["http://evil.example", "null", nil, "http://127.0.0.1:1", "https://127.0.0.1"]
      {
        let foreign = try await RawConnection.exchange(
          port: port, Self.upgrade(port: port, origin: origin))
        #expect(foreign.status != 101, "origin \(origin ?? "missing") is refused")
      }

      let rebound = try await RawConnection.exchange(
        port: port,
        Self.upgrade(
          port: port, host: "attacker.example:\(port)", origin: "http://attacker.example:\(port)"))
      #expect(rebound.status != 101, "a rebound name is refused even with a matching origin")
    }
  }

  // MARK: Defect 6: HTTP edges

  @Test func malformedRequestsAreAnsweredAndClosed() async throws {
    try await withServer { port in
      let host = "Host: 127.0.0.1:\(port)\r\n"
      let cases: [(String, [UInt8], Set<Int>)] = [
        (
          "non-UTF-8 target",
          Array("GET /".utf8) + [0xFF, 0xFE] + Array(" HTTP/1.1\r\n\(host)\r\n".utf8), [400]
        ),
        ("unknown method", Array("FOO / HTTP/1.1\r\n\(host)\r\n".utf8), [400, 405]),
        ("DELETE", Array("DELETE / HTTP/1.1\r\n\(host)\r\n".utf8), [405]),
        ("POST", Array("POST /x HTTP/1.1\r\n\(host)Content-Length: 0\r\n\r\n".utf8), [405]),
        (
          "100 KB target",
          Array("GET /\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\n\(host)\r\n".utf8),
          [414]
        ),
        (
          "10 KB target",
          Array("GET /\(String(repeating: "a", count: 10_000)) HTTP/1.1\r\n\(host)\r\n".utf8), [414]
        ),
        ("HTTP/2.0 request line", Array("GET / HTTP/2.0\r\n\(host)\r\n".utf8), [400, 505]),
        ("garbage", Array("\u{1}\u{2}\u{3}\r\n\r\n".utf8), [400, 405]),
      ]
      for (name, bytes, expected) in cases {
        let answer = try await RawConnection.exchange(port: port, bytes)
        #expect(answer.status.map(expected.contains) == true, "\(name): \(answer.status as Any)")
        #expect(answer.closed, "\(name): the connection is closed, not held open")
      }
    }
  }

  @Test func headIsServedWithoutABody() async throws {
    try await withServer { port in
      for target in ["/", "/sheet/edit", "/_cairn/cairn.js"] {
        let answer = try await RawConnection.exchange(
          port: port,
          "HEAD \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        #expect(answer.status == 200, "\(target)")
        #expect(answer.body.isEmpty, "\(target)")
      }
    }
  }

  @Test func everyResponseCarriesTheSecurityHeaders() async throws {
    try await withServer { port in
      for target in ["/", "/_cairn/cairn.js", "/_cairn/cairn.css", "/nowhere/at/all"] {
        let answer = try await RawConnection.exchange(
          port: port, Self.get(target, host: "127.0.0.1:\(port)"))
        #expect(answer.header("X-Frame-Options") == "DENY", "\(target)")
        #expect(answer.header("X-Content-Type-Options") == "nosniff", "\(target)")
        let policy = try #require(answer.header("Content-Security-Policy"), "\(target)")
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(policy.contains("script-src 'self'"))
        #expect(!policy.contains("unsafe-inline';") || !policy.contains("script-src 'unsafe"))
      }
      let page = try await RawConnection.exchange(
        port: port, Self.get("/", host: "127.0.0.1:\(port)"))
      #expect(!page.body.contains("<script>"), "the page has no inline script")
      #expect(!page.body.contains(" on"), "no inline event handlers")
    }
  }

  @Test func aDeepURLIsRefusedBeforeAnythingIsBuilt() async throws {
    try await withServer { port in
      let deep = "/stack" + String(repeating: "/1", count: 600)
      let answer = try await RawConnection.exchange(
        port: port, Self.get(deep, host: "127.0.0.1:\(port)"))
      #expect(answer.status == 414)
      let fine = try await RawConnection.exchange(
        port: port, Self.get("/stack/1/2/3", host: "127.0.0.1:\(port)"))
      #expect(fine.status == 200)
    }
  }

  @Test func pathTraversalServesNothing() async throws {
    try await withServer { port in
      for target in [
        "/_cairn/../../../../etc/passwd", "/_cairn/%2e%2e/%2e%2e/etc/passwd",
        "/../../etc/passwd", "/_cairn/..%2f..%2fPackage.swift",
        "/_cairn/cairn.js/../../Package.swift",
      ] {
        let answer = try await RawConnection.exchange(
          port: port, Self.get(target, host: "127.0.0.1:\(port)"))
        #expect(!answer.body.contains("root:"), "\(target)")
        #expect(!answer.body.contains("PackageDescription"), "\(target)")
      }
    }
  }
}
