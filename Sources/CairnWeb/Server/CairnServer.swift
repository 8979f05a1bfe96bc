import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging

/// Serves a ``WebApplication``: pages, the client script and stylesheet, and the WebSocket
/// that keeps every tab live.
///
/// Safe defaults: it answers only to loopback host names (plus the address it is bound to and
/// `allowedHosts`), accepts a socket only from a page of its own origin that presents its
/// tab's secret, bounds URLs, frames and sessions (``RequestLimits``), answers malformed
/// requests with an error and a closed connection, and sends security headers on every
/// response. On a network, put a TLS-terminating proxy in front and name its host names in
/// `allowedHosts`.
public enum CairnServer {
  /// Serves `app` until the process receives SIGINT or SIGTERM.
  /// - Parameters:
  ///   - app: The app to serve.
  ///   - host: The address to bind; loopback by default.
  ///   - port: The port; 0 picks a free one.
  ///   - allowedHosts: Host names besides the loopback ones that requests may name in their
  ///     `Host` header (the names of a network deployment).
  ///   - limits: Bounds on URLs, sessions and renders.
  ///   - gracePeriod: How long a disconnected tab's session is kept.
  ///   - onStart: Receives the URL once the server listens.
  ///   - onShutdown: Runs after the server stops, before sessions end: flush data here.
  public static func serve(
    _ app: WebApplication,
    host: String = "127.0.0.1",
    port: Int = 8080,
    allowedHosts: [String] = [],
    limits: RequestLimits = RequestLimits(),
    gracePeriod: Duration = .seconds(60),
    onStart: @escaping @Sendable (String) -> Void = { url in
      FileHandle.standardOutput.write(Data("Serving on \(url)\n".utf8))
    },
    onShutdown: @escaping @Sendable () async -> Void = {}
  ) async throws {
    let store = await MainActor.run {
      SessionStore(app: app, gracePeriod: gracePeriod, limits: limits)
    }
    let hosts = HostPolicy(boundTo: host, allowing: allowedHosts)
    let socketResponder = socketRouter(store, hosts: hosts).buildResponder()
    let webSocket = WebSocketServerConfiguration(maxFrameSize: WireProtocol.maximumMessageSize)
    let server = HTTPServerBuilder { responder in
      MalformedRequestGuard(
        inner: HTTP1WebSocketUpgradeChannel(
          responder: responder,
          webSocketResponder: socketResponder,
          configuration: .init(http1: .init(idleTimeout: .seconds(30)), ws: webSocket)
        ),
        maximumRequestLine: limits.maximumURLLength + 64
      )
    }
    let application = Application(
      router: httpRouter(store, hosts: hosts),
      server: server,
      configuration: .init(address: .hostname(host, port: port), serverName: "Cairn"),
      onServerRunning: { channel in
        onStart("http://\(host):\(channel.localAddress?.port ?? port)")
      },
      logger: Logger(label: "cairn")
    )
    let sweeper = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        await store.sweep()
      }
    }
    defer { sweeper.cancel() }
    try await application.runService()
    await onShutdown()
    await store.endAll()
  }

  static func httpRouter(_ store: SessionStore, hosts: HostPolicy) -> Router<CairnRequestContext> {
    let router = Router(context: CairnRequestContext.self)
    router.add(middleware: RequestGuard(hosts: hosts, limits: store.limits))
    for method in [HTTPRequest.Method.get, .head] {
      router.on("/_cairn/cairn.js", method: method) { request, _ in
        asset(ClientAssets.script, type: "text/javascript; charset=utf-8", for: request)
      }
      router.on("/_cairn/cairn.css", method: method) { request, _ in
        asset(ClientAssets.stylesheet, type: "text/css; charset=utf-8", for: request)
      }
      router.on("/favicon.ico", method: method) { _, _ in Response(status: .noContent) }
    }
    router.get("/") { request, _ in await page(for: request, store) }
    router.get("**") { request, _ in await page(for: request, store) }
    router.head("/") { request, _ in pageHead(for: request, store.limits) }
    router.head("**") { request, _ in pageHead(for: request, store.limits) }
    return router
  }

  /// A new session's page for the URL `request` asks for.
  static func page(for request: Request, _ store: SessionStore) async -> Response {
    let target = request.uri.description
    guard store.limits.allows(url: target) else {
      return RequestGuard.plain(.uriTooLong, "The URL is too long.\n")
    }
    let link = DeepLink(path: target)
    let page: String? = await MainActor.run {
      guard let session = try? store.create(for: link) else { return nil }
      return Page.html(session: session, appTitle: store.app.title)
    }
    guard let page else {
      var response = RequestGuard.plain(
        .serviceUnavailable, "The server is at its limit of open tabs; try again shortly.\n")
      response.headers[.retryAfter] = "5"
      return response
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: page))
    )
  }

  /// The headers a page would have, without making a session for it.
  static func pageHead(for request: Request, _ limits: RequestLimits) -> Response {
    guard limits.allows(url: request.uri.description) else {
      return RequestGuard.plain(.uriTooLong, "")
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
    )
  }

  static func socketRouter(
    _ store: SessionStore,
    hosts: HostPolicy
  ) -> Router<BasicWebSocketRequestContext> {
    let router = Router(context: BasicWebSocketRequestContext.self)
    let deadline = store.limits.attachDeadline
    router.ws("/_cairn/socket") { request, _ in
      hosts.allowsSocket(origin: request.headers[.origin], authority: request.head.authority)
        ? .upgrade([:]) : .dontUpgrade
    } onUpgrade: { inbound, outbound, _ in
      var messages = inbound.messages(maxSize: WireProtocol.maximumMessageSize).makeAsyncIterator()
      // A socket that does not say which session it is for within the deadline is closed.
      let watchdog = Task {
        try await Task.sleep(for: deadline)
        try await outbound.close(.policyViolation, reason: "no attach frame")
      }
      let first = try? await messages.next()
      watchdog.cancel()
      guard case .text(let text)? = first,
        case .attach(let id, let secret, let resume, let timeZone)? = try? WireProtocol.decode(text)
      else {
        try await outbound.write(
          .text(WireProtocol.errorFrame(.notAttached, "The first frame must attach a session.")))
        try await outbound.close(.policyViolation, reason: "not attached")
        return
      }
      let (outgoing, continuation) = AsyncStream.makeStream(of: Outgoing.self)
      let attached: (Session, Int)? = await MainActor.run {
        guard
          let (session, isResumed) = store.attach(session: id, secret: secret, resume: resume)
        else { return nil }
        if let timeZone { session.live.setTimeZone(identifier: timeZone) }
        let connection = session.connect(
          forceReset: isResumed,
          onReplaced: { continuation.yield(.replaced) },
          { continuation.yield(.frame($0)) }
        )
        return (session, connection)
      }
      guard let (session, connection) = attached else {
        try await outbound.write(
          .text(WireProtocol.errorFrame(.sessionExpired, "Unknown or expired session.")))
        try await outbound.close(.policyViolation, reason: "unknown session")
        return
      }
      let writer = Task {
        for await item in outgoing {
          switch item {
          case .frame(let frame):
            try await outbound.write(.text(frame))
          case .replaced:
            try await outbound.write(
              .text(WireProtocol.errorFrame(.replaced, "This tab's session was opened elsewhere.")))
            try await outbound.close(.normalClosure, reason: "replaced")
            return
          }
        }
      }
      defer { writer.cancel() }
      do {
        while let message = try await messages.next() {
          guard case .text(let text) = message else {
            continuation.yield(
              .frame(WireProtocol.errorFrame(.malformed, "Binary frames are not accepted.")))
            continue
          }
          await session.receive(text, from: connection)
        }
      } catch {
        continuation.yield(
          .frame(WireProtocol.errorFrame(.tooLarge, "Frame rejected: \(error)")))
      }
      continuation.finish()
      await MainActor.run { session.disconnect(connection) }
    }
    return router
  }

  /// What the socket's writer sends next.
  enum Outgoing: Sendable {
    case frame(String)
    case replaced
  }

  private static func asset(_ text: String, type: String, for request: Request) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: type, .cacheControl: "no-cache"],
      body: request.method == .head ? .init() : .init(byteBuffer: ByteBuffer(string: text))
    )
  }
}
