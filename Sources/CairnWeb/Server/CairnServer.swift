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
  /// Whether `tag` can name a process for `serve(_:…instance:…)`: empty, or 1 to 16 ASCII
  /// letters and digits.
  public static func isValidInstance(_ tag: String) -> Bool {
    SessionStore.isValidInstance(tag)
  }

  /// Serves `app` until the process receives SIGINT or SIGTERM.
  /// - Parameters:
  ///   - app: The app to serve.
  ///   - host: The address to bind; loopback by default.
  ///   - port: The port; 0 picks a free one.
  ///   - allowedHosts: Host names besides the loopback ones that requests may name in their
  ///     `Host` header (the names of a network deployment).
  ///   - limits: Bounds on URLs, sessions and renders.
  ///   - gracePeriod: How long a disconnected tab's session is kept.
  ///   - instance: This process's tag when several serve one app behind a proxy: session ids
  ///     start with it and the page's socket URL names the session, so the proxy can route
  ///     each socket to the process that rendered its page. `""` for a single process.
  ///   - onStart: Receives the URL once the server listens.
  ///   - onShutdown: Runs after the server stops, before sessions end: flush data here.
  /// - Throws: ``PortInUse`` when another process listens on `port`; otherwise what the
  ///   server failed with.
  public static func serve(
    _ app: WebApplication,
    host: String = "127.0.0.1",
    port: Int = 8080,
    allowedHosts: [String] = [],
    limits: RequestLimits = RequestLimits(),
    gracePeriod: Duration = .seconds(60),
    instance: String = "",
    onStart: @escaping @Sendable (String) -> Void = { url in
      FileHandle.standardOutput.write(Data("Serving on \(url)\n".utf8))
    },
    onShutdown: @escaping @Sendable () async -> Void = {}
  ) async throws {
    let routes = try await CairnRoutes(
      app, hosts: HostPolicy(boundTo: host, allowing: allowedHosts), limits: limits,
      gracePeriod: gracePeriod, instance: instance)
    let router = Router(context: CairnRequestContext.self)
    routes.add(to: router)
    let sockets = Router(context: BasicWebSocketRequestContext.self)
    routes.addSocket(to: sockets)
    let application = Application(
      router: router,
      server: routes.server(webSocketRouter: sockets),
      configuration: .init(address: .hostname(host, port: port), serverName: "Cairn"),
      services: [routes.sweeper],
      onServerRunning: { channel in
        onStart("http://\(host):\(channel.localAddress?.port ?? port)")
      },
      logger: routes.logger
    )
    // Pending work is saved however the server stops, even when it stops with an error.
    do {
      try await application.runService()
    } catch {
      await onShutdown()
      await routes.store.endAll()
      throw PortInUse.explaining(error, host: host, port: port)
    }
    await onShutdown()
    await routes.store.endAll()
  }
}
