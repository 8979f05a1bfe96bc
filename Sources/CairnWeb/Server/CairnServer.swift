import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

/// Serves a ``WebApplication``: pages, the client script and stylesheet, and the WebSocket
/// that keeps every tab live.
public enum CairnServer {
  /// Serves `app` until the process receives SIGINT or SIGTERM.
  /// - Parameters:
  ///   - app: The app to serve.
  ///   - host: The address to bind; loopback by default.
  ///   - port: The port; 0 picks a free one.
  ///   - gracePeriod: How long a disconnected tab's session is kept.
  ///   - onStart: Receives the URL once the server listens.
  ///   - onShutdown: Runs after the server stops, before sessions end: flush data here.
  public static func serve(
    _ app: WebApplication,
    host: String = "127.0.0.1",
    port: Int = 8080,
    gracePeriod: Duration = .seconds(60),
    onStart: @escaping @Sendable (String) -> Void = { url in
      FileHandle.standardOutput.write(Data("Serving on \(url)\n".utf8))
    },
    onShutdown: @escaping @Sendable () async -> Void = {}
  ) async throws {
    let store = await MainActor.run { SessionStore(app: app, gracePeriod: gracePeriod) }
    let application = Application(
      router: httpRouter(store),
      server: .http1WebSocketUpgrade(
        webSocketRouter: socketRouter(store),
        configuration: .init(ws: .init(maxFrameSize: WireProtocol.maximumFrameSize))
      ),
      configuration: .init(address: .hostname(host, port: port), serverName: "Cairn"),
      onServerRunning: { channel in
        onStart("http://\(host):\(channel.localAddress?.port ?? port)")
      },
      logger: Logger(label: "cairn")
    )
    let sweeper = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(5))
        await store.sweep()
      }
    }
    defer { sweeper.cancel() }
    try await application.runService()
    await onShutdown()
    await store.endAll()
  }

  static func httpRouter(_ store: SessionStore) -> Router<BasicRequestContext> {
    let router = Router()
    router.get("/_cairn/cairn.js") { _, _ in
      asset(ClientAssets.script, type: "text/javascript; charset=utf-8")
    }
    router.get("/_cairn/cairn.css") { _, _ in
      asset(ClientAssets.stylesheet, type: "text/css; charset=utf-8")
    }
    router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
    router.get("/") { request, _ in await page(for: request, store) }
    router.get("**") { request, _ in await page(for: request, store) }
    return router
  }

  /// A new session's page for the URL `request` asks for.
  static func page(for request: Request, _ store: SessionStore) async -> Response {
    let link = DeepLink(path: request.uri.description)
    let page = await MainActor.run {
      let session = store.create(for: link)
      return Page.html(session: session, appTitle: store.app.title)
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: page))
    )
  }

  static func socketRouter(_ store: SessionStore) -> Router<BasicWebSocketRequestContext> {
    let router = Router(context: BasicWebSocketRequestContext.self)
    router.ws("/_cairn/socket") { request, _ in
      isSameOrigin(request) ? .upgrade([:]) : .dontUpgrade
    } onUpgrade: { inbound, outbound, context in
      let parameters = context.request.uri.queryParameters
      let id = parameters["session"].map(String.init) ?? ""
      let resume = parameters["resume"].map(String.init)
      let (frames, continuation) = AsyncStream.makeStream(of: String.self)
      let attached: (Session, Int)? = await MainActor.run {
        guard let session = store.resume(resume, replacing: id), !session.hasEnded else {
          return nil
        }
        let isResumed = session.id != id
        return (session, session.connect(forceReset: isResumed) { continuation.yield($0) })
      }
      guard let (session, connection) = attached else {
        try await outbound.write(.text(WireProtocol.errorFrame("Unknown or expired session.")))
        try await outbound.close(.policyViolation, reason: "unknown session")
        return
      }
      let writer = Task {
        for await frame in frames { try await outbound.write(.text(frame)) }
      }
      defer { writer.cancel() }
      do {
        for try await message in inbound.messages(maxSize: WireProtocol.maximumFrameSize) {
          guard case .text(let text) = message else {
            continuation.yield(WireProtocol.errorFrame("Binary frames are not accepted."))
            continue
          }
          await session.receive(text)
        }
      } catch {
        continuation.yield(WireProtocol.errorFrame("Frame rejected: \(error)"))
      }
      continuation.finish()
      await MainActor.run { session.disconnect(connection) }
    }
    return router
  }

  /// Whether a WebSocket upgrade comes from a page of this server: its `Origin` must name the
  /// host the request was sent to.
  static func isSameOrigin(_ request: Request) -> Bool {
    isSameOrigin(origin: request.headers[.origin], authority: request.head.authority)
  }

  /// Whether `origin` names the server at `authority` (`host:port`). A missing origin is
  /// not the server's own.
  public static func isSameOrigin(origin: String?, authority: String?) -> Bool {
    guard let origin, let authority else { return false }
    return origin == "http://\(authority)" || origin == "https://\(authority)"
  }

  private static func asset(_ text: String, type: String) -> Response {
    Response(
      status: .ok,
      headers: [.contentType: type, .cacheControl: "no-cache"],
      body: .init(byteBuffer: ByteBuffer(string: text))
    )
  }
}
