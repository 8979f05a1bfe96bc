import Logging

/// The sessions of one server: created by page loads, attached by sockets that prove they
/// belong to the tab (its secret), and reclaimed when their socket never came or has been
/// gone longer than the grace period.
@MainActor
@_spi(Runtime)
public final class SessionStore {
  /// Thrown by ``create(for:from:at:)`` when the server, or the client asking, already holds
  /// its maximum of sessions.
  public struct Full: Error, Equatable {
    /// Which bound was reached.
    public enum Bound: Sendable, Equatable {
      /// ``RequestLimits/maximumSessions``: the server is full.
      case server
      /// ``RequestLimits/maximumSessionsPerClient``: this client address holds its share.
      case client
    }

    /// Which bound was reached.
    public var bound: Bound

    /// The error for `bound`.
    public init(bound: Bound = .server) {
      self.bound = bound
    }
  }

  /// The app whose screens the sessions show.
  public let app: WebApplication
  /// How long a disconnected session is kept for its tab to come back.
  public let gracePeriod: Duration
  /// The bounds on sessions, URLs and renders.
  public let limits: RequestLimits
  /// The path prefix the app is served under (`""` at the root).
  public let urlPrefix: String
  /// Where session lifecycle events are logged.
  public let logger: Logger
  /// This process's tag, put in front of every session id (`"a-…"`), so a proxy in front of
  /// several processes can send a tab's socket to the process that made its session; `""`
  /// for a single process.
  public let instance: String
  private var sessions: [String: Session] = [:]
  /// Sessions whose socket has not attached yet, oldest first (may hold stale ids).
  private var waiting: [String] = []
  /// The client address each session was made for (absent when it was not known).
  private var clientOfSession: [String: String] = [:]
  /// How many live sessions each client address holds.
  private var sessionsOfClient: [String: Int] = [:]
  private var generator = SystemRandomNumberGenerator()

  /// A store for `app`'s sessions.
  public init(
    app: WebApplication,
    gracePeriod: Duration = .seconds(60),
    limits: RequestLimits = RequestLimits(),
    urlPrefix: String = "",
    instance: String = "",
    logger: Logger = Logger(label: "cairn")
  ) {
    precondition(Self.isValidInstance(instance), "an instance tag is 1-16 letters or digits")
    self.instance = instance
    self.app = app
    self.gracePeriod = gracePeriod
    self.limits = limits
    self.urlPrefix = urlPrefix
    self.logger = logger
  }

  /// How many sessions are alive.
  public var count: Int { sessions.count }

  /// Creates a session for a tab that opened `link`. Its screen renders now, but no lifecycle
  /// work (`task`, `onAppear`) starts until the tab's socket attaches.
  ///
  /// Sessions waiting for their socket are bounded fairly: when `client` already has
  /// ``RequestLimits/maximumWaitingSessionsPerClient`` waiting, or holds its share of
  /// sessions, its own oldest waiting one is discarded; when the server has
  /// ``RequestLimits/maximumWaitingSessions`` waiting, the oldest of the client address with
  /// the most waiting is. A flood of page loads from one address therefore never pushes out
  /// another address's tab before that address has as many waiting as the flood.
  /// - Parameters:
  ///   - link: The URL the tab opened.
  ///   - client: The client's address as an opaque key (an IPv4 address or an IPv6 /64), or
  ///     `nil` when it is not known: such sessions are bounded only by the server's limits.
  ///   - instant: When the page was made.
  /// - Throws: ``Full`` when the store holds ``RequestLimits/maximumSessions`` already, or
  ///   `client` holds ``RequestLimits/maximumSessionsPerClient``.
  public func create(
    for link: DeepLink,
    from client: String? = nil,
    at instant: ContinuousClock.Instant = .now
  ) throws(Full) -> Session {
    waiting.removeAll { sessions[$0]?.hasAttached != false }
    if let client { try makeRoom(for: client) }
    while waiting.count >= max(limits.maximumWaitingSessions, 1) {
      discardWaiting([oldestWaitingOfLargestClient()])
    }
    guard sessions.count < limits.maximumSessions else { throw Full(bound: .server) }
    let session = Session(
      id: instance.isEmpty ? randomToken(words: 2) : instance + "-" + randomToken(words: 2),
      secret: randomToken(words: 2),
      screen: app.makeScreen(link),
      limits: limits,
      urlPrefix: urlPrefix,
      logger: logger,
      createdAt: instant,
      clientAddress: client
    )
    logger.debug("Session created", metadata: ["session": "\(session.id)", "url": "\(link.path)"])
    sessions[session.id] = session
    waiting.append(session.id)
    if let client {
      clientOfSession[session.id] = client
      sessionsOfClient[client, default: 0] += 1
    }
    return session
  }

  /// How many live sessions were made for `client`.
  public func count(client: String) -> Int {
    sessionsOfClient[client, default: 0]
  }

  /// Discards `client`'s own oldest waiting sessions until a new one fits its bounds.
  /// - Throws: ``Full`` when it holds its share of sessions and none of them is waiting.
  private func makeRoom(for client: String) throws(Full) {
    let own = waiting.filter { clientOfSession[$0] == client }
    let overWaiting = own.count - max(limits.maximumWaitingSessionsPerClient, 1) + 1
    let overSessions =
      sessionsOfClient[client, default: 0] - max(limits.maximumSessionsPerClient, 1) + 1
    let excess = min(max(overWaiting, overSessions, 0), own.count)
    if excess > 0 { discardWaiting(Set(own.prefix(excess))) }
    guard sessionsOfClient[client, default: 0] < max(limits.maximumSessionsPerClient, 1) else {
      throw Full(bound: .client)
    }
  }

  /// The oldest waiting session of the client with the most waiting (sessions of unknown
  /// clients count as one client); of equal clients, the one waiting longest.
  private func oldestWaitingOfLargestClient() -> String {
    var tally: [String?: (count: Int, first: Int)] = [:]
    for (index, id) in waiting.enumerated() {
      tally[clientOfSession[id], default: (0, index)].count += 1
    }
    let largest = tally.values.max { lhs, rhs in
      lhs.count < rhs.count || (lhs.count == rhs.count && lhs.first > rhs.first)
    }
    return waiting[largest?.first ?? 0]
  }

  private func discardWaiting(_ ids: Set<String>) {
    waiting.removeAll { ids.contains($0) }
    for id in ids { discard(id) }
  }

  /// The live session with `id`, if any.
  public func session(id: String) -> Session? {
    sessions[id]
  }

  /// The session an `attach` frame asks for, if its secret matches: the tab's earlier session
  /// when `resume` names one that is alive and proves its secret too (the fresh session is
  /// then ended), else the fresh one. `nil` when the fresh session is unknown, ended, or its
  /// secret does not match.
  ///
  /// The session returned has a new secret (``Session/rotateSecret(to:)``), for the socket to
  /// hand to the tab: the secrets presented stop working, so a page's secret or a copy of the
  /// tab's storage, replayed later, can neither displace the tab nor resume its session.
  public func attach(
    session id: String,
    secret: String,
    resume: WireProtocol.Resume? = nil
  ) -> (session: Session, isResumed: Bool)? {
    guard let fresh = sessions[id], !fresh.hasEnded, fresh.hasSecret(secret) else { return nil }
    guard let resume, resume.session != id, let old = sessions[resume.session], !old.hasEnded,
      old.hasSecret(resume.secret)
    else {
      logger.debug("Session attached", metadata: ["session": "\(id)"])
      fresh.rotateSecret(to: randomToken(words: 2))
      return (fresh, false)
    }
    discard(id)
    logger.debug("Session resumed", metadata: ["session": "\(old.id)", "fresh": "\(id)"])
    old.rotateSecret(to: randomToken(words: 2))
    return (old, true)
  }

  /// Ends and forgets every session whose socket never attached within the attach deadline,
  /// and every session disconnected for longer than the grace period.
  public func sweep(at instant: ContinuousClock.Instant = .now) {
    for (id, session) in sessions {
      guard let since = session.disconnectedAt else { continue }
      let allowance = session.hasAttached ? gracePeriod : limits.attachDeadline
      guard instant - since > allowance else { continue }
      logger.debug(
        "Session expired",
        metadata: ["session": "\(id)", "attached": "\(session.hasAttached)"])
      discard(id)
    }
    waiting.removeAll { sessions[$0] == nil }
  }

  /// Ends every session, as at shutdown.
  public func endAll() {
    for session in sessions.values { session.end() }
    sessions.removeAll()
    waiting.removeAll()
    clientOfSession.removeAll()
    sessionsOfClient.removeAll()
  }

  private func discard(_ id: String) {
    sessions[id]?.end()
    sessions[id] = nil
    if let client = clientOfSession.removeValue(forKey: id) {
      sessionsOfClient[client, default: 1] -= 1
      if sessionsOfClient[client] == 0 { sessionsOfClient[client] = nil }
    }
  }

  /// Whether `tag` can name a process: empty (a single process), or 1 to 16 ASCII letters and
  /// digits, so it is safe in a URL and in a proxy's configuration.
  public nonisolated static func isValidInstance(_ tag: String) -> Bool {
    tag.count <= 16 && tag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  private func randomToken(words: Int) -> String {
    (0..<words).map { _ in
      let word = String(generator.next(), radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }
}
