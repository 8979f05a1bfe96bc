import CairnTestSupport
import CairnWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import Testing

/// ``CairnRoutes`` mounted in an application of its own, tested in process with
/// HummingbirdTesting: requests go straight to the router (`.router`) or to the real server on
/// a free port (`.live`, for host names and sockets).
@Suite("CairnRoutes in process")
struct CairnRoutesTests {
  static let prefix = "/app"

  /// A tiny app: a counter with one button.
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

  static let app = WebApplication(title: "Counter") { _ in
    let counter = Counter()
    return AppScreen { CounterView(counter: counter) }
  }

  /// The host application: its own `/health` route beside Cairn's routes under ``prefix``.
  static func application() async throws -> some ApplicationProtocol {
    try await serving(app, prefix: prefix) { router in
      router.get("/health") { _, _ in "ok" }
    }
  }

  /// An application serving `app` under `prefix` on a free loopback port, with any routes of
  /// its own that `addRoutes` adds.
  static func serving(
    _ app: WebApplication, prefix: String = "",
    addRoutes: (Router<CairnRequestContext>) -> Void = { _ in }
  ) async throws -> some ApplicationProtocol {
    let routes = try await CairnRoutes(app, prefix: prefix)
    let router = Router(context: CairnRequestContext.self)
    addRoutes(router)
    routes.add(to: router)
    let sockets = Router(context: BasicWebSocketRequestContext.self)
    routes.addSocket(to: sockets)
    return Application(
      router: router,
      server: routes.server(webSocketRouter: sockets),
      configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      services: [routes.sweeper]
    )
  }

  @Test func aPageIsServedUnderThePrefixWithItsSecurityHeaders() async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "\(Self.prefix)/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.headers[.cacheControl] == "no-store")
        let csp = try #require(response.headers[.contentSecurityPolicy])
        #expect(csp.contains("default-src 'none'"))
        #expect(csp.contains("frame-ancestors 'none'"))
        #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
        #expect(response.headers[.xContentTypeOptions] == "nosniff")
        let page = String(buffer: response.body)
        #expect(page.contains("Count: 0"), "the first paint is rendered on the server")
        #expect(page.contains(#"<meta name="cairn-prefix" content="/app">"#))
        #expect(page.contains(#"src="/app/_cairn/cairn.js?v="#))
      }
      try await client.execute(uri: "/health", method: .get) { response in
        #expect(String(buffer: response.body) == "ok", "the host app's own route still answers")
      }
    }
  }

  @Test func theClientsAssetsAreServedAndHeadHasNoBody() async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "\(Self.prefix)/_cairn/cairn.js", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
        #expect(String(buffer: response.body).contains("CairnProtocol"))
      }
      try await client.execute(uri: "\(Self.prefix)/_cairn/cairn.css", method: .get) { response in
        #expect(response.headers[.contentType] == "text/css; charset=utf-8")
        #expect(response.body.readableBytes > 0)
      }
      try await client.execute(uri: "\(Self.prefix)/_cairn/cairn.js", method: .head) { response in
        #expect(response.status == .ok)
        #expect(response.body.readableBytes == 0)
      }
    }
  }

  @Test func methodsAndURLsBeyondTheLimitsAreRefused() async throws {
    try await Self.application().test(.router) { client in
      try await client.execute(uri: "\(Self.prefix)/", method: .post) { response in
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers[.allow]?.contains("GET") == true)
      }
      let long = "\(Self.prefix)/" + String(repeating: "a", count: 3_000)
      try await client.execute(uri: long, method: .get) { response in
        #expect(response.status == .uriTooLong)
      }
      let deep = Self.prefix + String(repeating: "/x", count: 40)
      try await client.execute(uri: deep, method: .get) { response in
        #expect(response.status == .uriTooLong)
      }
    }
  }

  @Test func anotherHostNameIsRefused() async throws {
    try await Self.application().test(.live) { client in
      let port = try #require(client.port)
      let refused = try await TestClient.withClient(host: "127.0.0.1", port: port) { raw in
        try await raw.execute(
          TestClient.Request("\(Self.prefix)/", method: .get, authority: "attacker.example"))
      }
      #expect(refused.status == .forbidden, "a rebound DNS name gets no page")
      let served = try await TestClient.withClient(host: "127.0.0.1", port: port) { raw in
        try await raw.execute(
          TestClient.Request("\(Self.prefix)/", method: .get, authority: "127.0.0.1:\(port)"))
      }
      #expect(served.status == .ok)
    }
  }

  @Test func aSocketFromAnotherOriginIsRefused() async throws {
    try await Self.application().test(.live) { client in
      let port = try #require(client.port)
      let path = "\(Self.prefix)/_cairn/socket"
      for origin in ["http://attacker.example", "http://127.0.0.1:1", "null", nil] {
        await #expect(throws: TestWebSocket.Refused.self, "origin \(origin ?? "none")") {
          _ = try await TestWebSocket.connect(port: port, path: path, origin: origin)
        }
      }
      // HummingbirdWSTesting's client sends `Origin: ws://localhost`, which no page has.
      await #expect(throws: (any Error).self) {
        try await client.ws(path) { _, _, _ in Issue.record("a non-browser origin got in") }
      }
      let own = try await TestWebSocket.connect(
        port: port, path: path, origin: "http://127.0.0.1:\(port)")
      _ = own
    }
  }

  @Test func anOversizedFrameIsRefusedAndTheSessionCarriesOn() async throws {
    try await Self.application().test(.live) { client in
      let port = try #require(client.port)
      let page = try await client.execute(uri: "\(Self.prefix)/", method: .get) {
        String(buffer: $0.body)
      }
      let session = try #require(Self.meta("cairn-session", in: page))
      let secret = try #require(Self.meta("cairn-secret", in: page))
      let socket = try await TestWebSocket.connect(
        port: port, path: "\(Self.prefix)/_cairn/socket", origin: "http://127.0.0.1:\(port)")
      // Attaching to a page that is up to date sends back only the tab's new secret.
      try await socket.send(#"{"type":"attach","session":"\#(session)","secret":"\#(secret)"}"#)
      let attached = try #require(try await socket.receive())
      #expect(attached.contains(#""type":"attached""#), "\(attached.prefix(200))")

      try await socket.send(String(repeating: "x", count: 70_000))
      let refusal = try #require(try await socket.receive())
      #expect(refusal.contains(#""code":"tooLarge""#), "\(refusal.prefix(200))")

      let add = try #require(Self.firstClickHandler(in: page))
      try await socket.send(#"{"type":"event","handler":"\#(add)","event":"click","seq":1}"#)
      let update = try #require(try await socket.receive())
      #expect(update.contains("Count: 1"), "the session still answers: \(update.prefix(300))")
    }
  }

  static func meta(_ name: String, in page: String) -> String? {
    guard let start = page.range(of: #"<meta name="\#(name)" content=""#) else { return nil }
    let rest = page[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  /// The id of the first click handler in the page's HTML (the app has one button).
  static func firstClickHandler(in page: String) -> String? {
    guard let attribute = page.range(of: #"data-on-click=""#) else { return nil }
    let rest = page[attribute.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

}
