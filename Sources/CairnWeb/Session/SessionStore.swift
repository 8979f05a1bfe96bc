/// The sessions of one server: created by page loads, found by socket connections, and
/// reclaimed once they have been disconnected for longer than the grace period.
@MainActor
public final class SessionStore {
  /// The app whose screens the sessions show.
  public let app: WebApplication
  /// How long a disconnected session is kept for its tab to come back.
  public let gracePeriod: Duration
  private var sessions: [String: Session] = [:]
  private var generator = SystemRandomNumberGenerator()

  /// A store for `app`'s sessions.
  public init(app: WebApplication, gracePeriod: Duration = .seconds(60)) {
    self.app = app
    self.gracePeriod = gracePeriod
  }

  /// How many sessions are alive.
  public var count: Int { sessions.count }

  /// Creates a session for a tab that opened `link`.
  public func create(for link: DeepLink, at instant: ContinuousClock.Instant = .now) -> Session {
    let id = (0..<2).map { _ in String(generator.next(), radix: 16) }.joined(separator: "-")
    let session = Session(id: id, screen: app.makeScreen(link), createdAt: instant)
    sessions[id] = session
    return session
  }

  /// The live session with `id`, if any.
  public func session(id: String) -> Session? {
    sessions[id]
  }

  /// The session a reloaded tab should continue: `previous` if it is still alive (the fresh
  /// session `fresh` made for the reload's page is then ended), else `fresh`.
  public func resume(_ previous: String?, replacing fresh: String) -> Session? {
    guard let previous, previous != fresh, let old = sessions[previous], !old.hasEnded else {
      return sessions[fresh]
    }
    sessions[fresh]?.end()
    sessions[fresh] = nil
    return old
  }

  /// Ends and forgets every session disconnected for longer than the grace period.
  public func sweep(at instant: ContinuousClock.Instant = .now) {
    for (id, session) in sessions {
      guard let since = session.disconnectedAt, instant - since > gracePeriod else { continue }
      session.end()
      sessions[id] = nil
    }
  }

  /// Ends every session, as at shutdown.
  public func endAll() {
    for session in sessions.values { session.end() }
    sessions.removeAll()
  }
}
