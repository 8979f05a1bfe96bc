import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging

/// The client's assets, compressed and versioned once.
struct ServedAssets: Sendable {
  let script: ServedAsset
  let stylesheet: ServedAsset
  let audioWorklet: ServedAsset
  let lazyScript: ServedAsset

  init(_ assets: ClientAssets) {
    script = ServedAsset(assets.script, type: "text/javascript; charset=utf-8")
    stylesheet = ServedAsset(assets.stylesheet, type: "text/css; charset=utf-8")
    audioWorklet = ServedAsset(assets.audioWorklet, type: "text/javascript; charset=utf-8")
    lazyScript = ServedAsset(assets.lazyScript, type: "text/javascript; charset=utf-8")
  }
}

/// Cairn's routes, to add to a Hummingbird application of your own, optionally under a path
/// prefix: the pages, the client's script and stylesheet, and the WebSocket every tab keeps.
///
/// ```swift
/// let cairn = try await CairnRoutes(app, prefix: "/standups")
/// let router = Router(context: BasicRequestContext.self)
/// router.get("/health") { _, _ in "ok" }
/// cairn.add(to: router)
/// let sockets = Router(context: BasicWebSocketRequestContext.self)
/// cairn.addSocket(to: sockets)
/// var application = Application(
///   router: router, server: cairn.server(webSocketRouter: sockets), services: [cairn.sweeper])
/// ```
///
/// ``CairnServer/serve(_:host:port:allowedHosts:limits:gracePeriod:instance:onStart:onShutdown:)`` is the
/// one-line convenience over these.
public struct CairnRoutes: Sendable {
  /// The sessions of the app's tabs.
  @_spi(Runtime) public let store: SessionStore
  /// The path prefix, `""` or a path such as `"/standups"` (no trailing slash).
  public let prefix: String
  /// Which host names and origins are served.
  public let hosts: HostPolicy
  /// The client's script and stylesheet, loaded once.
  @_spi(Runtime) public let assets: ClientAssets
  /// Where sessions and rejected requests are logged.
  public let logger: Logger
  private let served: ServedAssets

  /// Routes for `app` under `prefix`. With an `instance` tag (1–16 letters or digits), session
  /// ids start with it, so a proxy in front of several processes can route each tab's socket
  /// back to the process that made its session (`ARCHITECTURE.md`, "Past one process").
  /// - Throws: `ClientAssets.Missing` when the client's assets cannot be read: the server
  ///   fails at start-up, not at the first page load.
  public init(
    _ app: WebApplication,
    prefix: String = "",
    hosts: HostPolicy = HostPolicy(),
    limits: RequestLimits = RequestLimits(),
    gracePeriod: Duration = .seconds(60),
    instance: String = "",
    logger: Logger = Logger(label: "cairn")
  ) async throws {
    let prefix = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
    precondition(prefix.isEmpty || prefix.hasPrefix("/"), "a prefix starts with /")
    self.prefix = prefix
    self.hosts = hosts
    self.assets = try ClientAssets.load()
    self.served = ServedAssets(assets)
    self.logger = logger
    self.store = await MainActor.run {
      SessionStore(
        app: app, gracePeriod: gracePeriod, limits: limits, urlPrefix: prefix,
        instance: instance, logger: logger)
    }
  }

  /// The bounds the sessions enforce.
  public var limits: RequestLimits { store.limits }

  /// The service that ends sessions whose socket never came or has been gone too long; run it
  /// with the application (`services: [routes.sweeper]`).
  public var sweeper: SessionSweeper { SessionSweeper(store: store) }

  /// Adds the pages and assets to `router`, guarded by the host check, method and URL limits
  /// and security headers.
  public func add<Context: RequestContext>(to router: Router<Context>) {
    let group = prefix.isEmpty ? router.group() : router.group(RouterPath(prefix))
    group.add(middleware: RequestGuard<Context>(hosts: hosts, limits: limits, logger: logger))
    let served = served
    for method in [HTTPRequest.Method.get, .head] {
      group.on("/_cairn/cairn.js", method: method) { request, _ in
        served.script.response(for: request)
      }
      group.on("/_cairn/cairn-audio.js", method: method) { request, _ in
        served.audioWorklet.response(for: request)
      }
      group.on("/_cairn/cairn-lazy.js", method: method) { request, _ in
        served.lazyScript.response(for: request)
      }
      group.on("/_cairn/cairn.css", method: method) { request, _ in
        served.stylesheet.response(for: request)
      }
      group.on("/favicon.ico", method: method) { _, _ in Response(status: .noContent) }
    }
    group.get("/") { request, context in await page(for: request, from: client(request, context)) }
    group.get("**") { request, context in
      await page(for: request, from: client(request, context))
    }
    group.head("/") { request, _ in pageHead(for: request) }
    group.head("**") { request, _ in pageHead(for: request) }
    // Every other method reaches the guard (which answers 405) instead of a bare 404.
    for method in [HTTPRequest.Method.post, .put, .delete, .patch, .options, .trace] {
      for path in ["/", "**"] {
        group.on(RouterPath(path), method: method) { _, _ in Response(status: .methodNotAllowed) }
      }
    }
  }

  /// The server builder for HTTP/1 with the socket upgrade, answering requests the HTTP parser
  /// rejects with 400/405/414 and a closed connection, closing connections whose first
  /// request's head takes longer than ``RequestLimits/headerTimeout`` (408), and bounding the
  /// connections each client address and the whole server hold
  /// (``RequestLimits/maximumConnectionsPerClient``, ``RequestLimits/maximumConnections``).
  public func server<WebSocketRouter: HTTPResponderBuilder>(
    webSocketRouter: WebSocketRouter
  ) -> HTTPServerBuilder where WebSocketRouter.Responder.Context: WebSocketRequestContext {
    let socketResponder = webSocketRouter.buildResponder()
    let webSocket = WebSocketServerConfiguration(
      maxFrameSize: WireProtocol.maximumMessageSize,
      extensions: [SocketCompression.perMessageDeflate])
    let maximumRequestLine = limits.maximumURLLength + prefix.utf8.count + 64
    let connections = ConnectionTable(limits)
    let headerTimeout = limits.headerTimeout
    return HTTPServerBuilder { responder in
      ConnectionGuard(
        inner: MalformedRequestGuard(
          inner: HTTP1WebSocketUpgradeChannel(
            responder: responder,
            webSocketResponder: socketResponder,
            configuration: .init(http1: .init(idleTimeout: .seconds(30)), ws: webSocket)
          ),
          maximumRequestLine: maximumRequestLine
        ),
        table: connections,
        headerTimeout: headerTimeout
      )
    }
  }

  /// The client a request came from, as a key for the per-client bounds: its connection's
  /// peer, or the address a trusted proxy names (``RequestLimits/trustedProxies``); `nil`
  /// when the request context does not know its connection.
  func client<Context: RequestContext>(_ request: Request, _ context: Context) -> String? {
    let peer =
      (context as? any ConnectionRequestContext)?.channel.remoteAddress
      ?? (context as? any RemoteAddressRequestContext)?.remoteAddress
    guard let peer else { return nil }
    return ClientAddress.key(
      peer: peer, forwardedFor: request.headers[.xForwardedFor],
      trustedProxies: limits.trustedProxies)
  }

  /// A new session's page for the URL `request` asks for, made for `client`.
  func page(for request: Request, from client: String? = nil) async -> Response {
    guard let target = localTarget(request), limits.allows(url: target) else {
      return plain(.uriTooLong, "The URL is too long.\n")
    }
    guard FetchMetadata.mayOpenPage(request) else {
      return plain(.forbidden, "A page opens only in the browser's own tab.\n")
    }
    let link = DeepLink(path: target)
    let (store, prefix, served) = (store, prefix, served)
    // The session is made and rendered on the main actor; its HTML is written here, off it.
    let made: Result<Page.Contents, SessionStore.Full> = await MainActor.run {
      do throws(SessionStore.Full) {
        let session = try store.create(for: link, from: client)
        return .success(Page.Contents(session, appTitle: store.app.title))
      } catch {
        return .failure(error)
      }
    }
    let contents: Page.Contents
    switch made {
    case .success(let made):
      contents = made
    case .failure(let full) where full.bound == .client:
      logger.notice(
        "Refused a page: its client holds its maximum of sessions",
        metadata: ["client": "\(client ?? "unknown")"])
      var response = plain(
        .tooManyRequests, "Too many tabs are open from your address; close some and try again.\n")
      response.headers[.retryAfter] = "5"
      return response
    case .failure:
      logger.notice("Refused a page: the server holds its maximum of sessions")
      var response = plain(
        .serviceUnavailable, "The server is at its limit of open tabs; try again shortly.\n")
      response.headers[.retryAfter] = "5"
      return response
    }
    let page = Page.html(
      contents, prefix: prefix,
      scriptVersion: served.script.version, stylesheetVersion: served.stylesheet.version,
      lazyScriptVersion: served.lazyScript.version)
    // Compressed when the browser accepts it. Each page carries a fresh session secret, so
    // its compressed length cannot be probed for the secret across requests (BREACH).
    var headers: HTTPFields = [
      .contentType: "text/html; charset=utf-8", .cacheControl: "no-store",
      .vary: "Accept-Encoding",
    ]
    var body = ByteBuffer(string: page)
    if HTTPCompression.acceptsGzip(request), let gzipped = HTTPCompression.gzip(page) {
      headers[.contentEncoding] = "gzip"
      body = gzipped
    }
    return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
  }

  /// The headers a page would have, without making a session for it.
  func pageHead(for request: Request) -> Response {
    guard let target = localTarget(request), limits.allows(url: target) else {
      return plain(.uriTooLong, "")
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
    )
  }

  /// The request's path and query with the prefix taken off.
  func localTarget(_ request: Request) -> String? {
    let target = request.uri.description
    guard !prefix.isEmpty else { return target }
    guard target.hasPrefix(prefix) else { return nil }
    let rest = String(target.dropFirst(prefix.count))
    return rest.isEmpty || rest.hasPrefix("?") ? "/" + rest : rest
  }

  private func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(
      status: status,
      headers: [.contentType: "text/plain; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text))
    )
  }

}
