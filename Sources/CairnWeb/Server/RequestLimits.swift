/// Bounds on what one request, frame, tab or client can make the server do.
///
/// Every URL a tab can send (the first page load, back and forward) becomes navigation state
/// that is rendered on the shared main actor; these limits keep that work bounded whatever the
/// input. The defaults suit any app whose URLs a person could type.
///
/// No client can lock the others out: a connection must send its first request's head
/// within ``headerTimeout``, one client address may hold at most
/// ``maximumConnectionsPerClient`` connections and ``maximumSessionsPerClient`` sessions, a
/// flood of page loads from one address discards that address's own waiting sessions first,
/// and the server holds at most ``maximumConnections`` connections, below the process's
/// open-file limit, so it never runs out of descriptors. A client is its IP address (an IPv6
/// address's /64 prefix, which one subscriber usually holds whole); behind a proxy named in
/// ``trustedProxies`` it is the address the proxy puts last in `X-Forwarded-For`.
public struct RequestLimits: Sendable, Equatable {
  /// The longest request target (path and query) served, in bytes; longer gets 414.
  public var maximumURLLength = 2048
  /// The most path components a URL may have; deeper gets 414.
  public var maximumPathComponents = 32
  /// How long a page's session waits for its socket; a page whose socket never connects
  /// (a link previewer, `curl`) is discarded after this and never runs any lifecycle work.
  public var attachDeadline: Duration = .seconds(10)
  /// How many sessions may wait for their socket at once; the oldest waiting one is
  /// discarded to make room, so a flood of page loads cannot exhaust memory.
  public var maximumWaitingSessions = 500
  /// How many sessions may exist at once; page loads past it get 503.
  public var maximumSessions = 10_000
  /// How many sessions one client address may hold (waiting, attached, or in their grace
  /// period); its page loads past it get 429 while other addresses are still served. 100 (1%
  /// of ``maximumSessions``) leaves room for a household or small office behind one address,
  /// and means at least 100 addresses are needed to fill the server.
  public var maximumSessionsPerClient = 100
  /// How many sessions one client address may have waiting for their socket; past it, that
  /// address's own oldest waiting session is discarded, never another address's.
  public var maximumWaitingSessionsPerClient = 50
  /// How long a connection may take to send its first request's line and headers; a
  /// connection slower than that (a "slowloris" trickling bytes, a half-sent upgrade) is
  /// answered 408 and closed. Later requests on a kept-alive connection are bounded by the
  /// 30-second idle timeout.
  public var headerTimeout: Duration = .seconds(10)
  /// How many connections one client address may hold open at once (each tab keeps one
  /// socket, and a browser opens up to six more per server); connections past it are closed
  /// as soon as they are accepted. Connections from ``trustedProxies`` are not counted: bound
  /// them at the proxy.
  public var maximumConnectionsPerClient = 128
  /// How many connections the server holds open at once; `nil` for the process's open-file
  /// limit (`RLIMIT_NOFILE`) less 128 descriptors kept for files, pipes and the listening
  /// socket. When it is reached, the oldest connection still waiting for its first request's
  /// head is closed to make room; when none is, the new connection is closed.
  public var maximumConnections: Int?
  /// The addresses of proxies in front of the server (such as `127.0.0.1` for nginx on the
  /// same machine) whose `X-Forwarded-For` header names the client: for a request from one of
  /// them the client is the last address in that header. Empty by default, so the header is
  /// ignored: a client could otherwise name any address it likes.
  public var trustedProxies: Set<String> = []
  /// How long one render may hold the main actor before its session is ended: a screen
  /// that slow is broken or under attack, and every other tab waits while it renders.
  public var renderBudget: Duration = .seconds(2)

  /// The default limits.
  public init() {}

  /// Whether a URL (path and query) is within the limits.
  public func allows(url: String) -> Bool {
    guard url.utf8.count <= maximumURLLength else { return false }
    let path = url.split(separator: "?", maxSplits: 1).first ?? ""
    return path.split(separator: "/").count <= maximumPathComponents
  }
}
