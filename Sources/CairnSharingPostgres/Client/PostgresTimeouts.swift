/// How long a ``PostgresSharingClient`` waits on its database before it counts the database as
/// gone, drops its connections and starts reconnecting.
///
/// These bound every wait, so a server that stopped answering (a machine switched off, a
/// network that drops packets) is noticed as surely as one that closed its connections. They
/// run on the system's continuous clock, not the `continuousClock` dependency: they guard
/// against a real network, which a test clock does not move.
public struct PostgresTimeouts: Sendable, Equatable {
  /// How long opening a connection (and logging in) may take.
  public var connect: Duration
  /// How long one read, or one write's transaction, may take.
  public var query: Duration
  /// How often the listening connection is checked while nothing else uses the database; a
  /// check that fails (within ``query``) counts the database as gone.
  public var heartbeat: Duration

  /// Timeouts with the given durations.
  public init(
    connect: Duration = .seconds(5), query: Duration = .seconds(10),
    heartbeat: Duration = .seconds(15)
  ) {
    self.connect = connect
    self.query = query
    self.heartbeat = heartbeat
  }
}
