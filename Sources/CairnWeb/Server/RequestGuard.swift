import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// A request context that knows its connection, so a refused request can close it.
public protocol ConnectionRequestContext: RequestContext {
  /// The connection the request came on.
  var channel: any Channel { get }
}

/// The request context ``CairnServer`` uses: Hummingbird's basics plus the connection. Use it
/// (or any ``ConnectionRequestContext``, or Hummingbird's `RemoteAddressRequestContext`) in
/// your own router so refused requests also close their connection and sessions are bounded
/// per client address (``RequestLimits/maximumSessionsPerClient``); with a context that does
/// not know its connection, sessions are bounded only by the server's totals.
public struct CairnRequestContext: ConnectionRequestContext {
  /// Hummingbird's per-request storage.
  public var coreContext: CoreRequestContextStorage
  /// The connection the request came on.
  public let channel: any Channel

  /// A context for a request from `source`.
  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }
}

/// The first thing every HTTP request meets: it refuses requests for other host names (DNS
/// rebinding), methods the server does not serve, and over-long URLs (answering and then
/// closing the connection), and adds the security headers to every response.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
  let hosts: HostPolicy
  let limits: RequestLimits
  let logger: Logger

  func handle(
    _ request: Request,
    context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    if !hosts.allows(authority: request.head.authority) {
      logger.notice(
        "Refused a request for another host name",
        metadata: ["host": "\(request.head.authority ?? "none")"])
      response = Self.plain(.forbidden, "This server does not answer to that host name.\n")
    } else if request.method != .get && request.method != .head {
      response = Self.plain(.methodNotAllowed, "Only GET and HEAD are served.\n")
      response.headers[.allow] = "GET, HEAD"
    } else if request.uri.description.utf8.count > limits.maximumURLLength {
      response = Self.plain(.uriTooLong, "The URL is too long.\n")
    } else {
      response = try await next(request, context)
      SecurityHeaders.add(to: &response.headers)
      return response
    }
    // Refused: no more requests on this connection once the answer is written.
    (context as? any ConnectionRequestContext)?.channel.close(mode: .input, promise: nil)
    SecurityHeaders.add(to: &response.headers)
    return response
  }

  static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
    Response(
      status: status,
      headers: [.contentType: "text/plain; charset=utf-8", .connection: "close"],
      body: .init(byteBuffer: ByteBuffer(string: text))
    )
  }
}

/// The headers that keep the pages out of frames, stop content-type sniffing and allow only
/// the server's own script, styles and socket.
enum SecurityHeaders {
  /// The page's content security policy: no inline script, nothing from elsewhere, no
  /// framing. Style attributes are allowed (views set colours inline; values are escaped).
  static let contentSecurityPolicy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].joined(separator: "; ")

  static func add(to headers: inout HTTPFields) {
    headers[.contentSecurityPolicy] = contentSecurityPolicy
    headers[.xFrameOptions] = "DENY"
    headers[.xContentTypeOptions] = "nosniff"
    headers[.referrerPolicy] = "no-referrer"
    headers[.crossOriginOpenerPolicy] = "same-origin"
    headers[.crossOriginResourcePolicy] = "same-origin"
  }
}

extension HTTPField.Name {
  static let xFrameOptions = Self("X-Frame-Options")!
  static let xContentTypeOptions = Self("X-Content-Type-Options")!
  static let referrerPolicy = Self("Referrer-Policy")!
  static let crossOriginOpenerPolicy = Self("Cross-Origin-Opener-Policy")!
  static let crossOriginResourcePolicy = Self("Cross-Origin-Resource-Policy")!
}
