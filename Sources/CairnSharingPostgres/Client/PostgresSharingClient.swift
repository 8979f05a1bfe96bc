import Dependencies
import Foundation
import Logging

/// A connection to the PostgreSQL database that shared collections live in.
///
/// Create one per process and hand it to every ``PostgresCollectionKey`` that should use it:
///
/// ```swift
/// let database = try PostgresSharingClient(url: "postgres://standups@127.0.0.1/standups")
/// @Shared(.postgres("standups", database: database)) var standups: IdentifiedArrayOf<Standup> = []
/// // when the server stops:
/// await database.shutdown()
/// ```
///
/// The client connects in the background as soon as it is created, creates or migrates the
/// schema, and listens for other processes' changes. When the database goes away (a closed
/// connection, or no answer within ``PostgresTimeouts``) it tries again after a delay that
/// doubles up to a few seconds (on the `continuousClock` dependency), and ``status`` says so
/// meanwhile; changes made while it is away are kept and written, merged by id and by field,
/// when it is back, and what other processes changed meanwhile is read again.
public final class PostgresSharingClient: Sendable {
  /// Where the database is.
  public let location: PostgresLocation
  /// Whether the database can be reached and whether changes are waiting, for the UI.
  public let status: PostgresSharingStatus
  let engine: SharingEngine
  /// Each collection's elements as last encoded or decoded, shared by its keys.
  let codings = ElementCodings()

  /// A client for `location`.
  ///
  /// - Parameters:
  ///   - location: The database.
  ///   - initialDelay: The delay before the first reconnection attempt; it doubles with each
  ///     failure up to `maximumDelay`.
  ///   - maximumDelay: The longest delay between attempts.
  ///   - timeouts: How long to wait on the database before counting it as gone.
  ///   - logger: Where connection problems and unreadable rows are logged.
  public init(
    location: PostgresLocation,
    initialDelay: Duration = .milliseconds(250),
    maximumDelay: Duration = .seconds(8),
    timeouts: PostgresTimeouts = PostgresTimeouts(),
    logger: Logger = Logger(label: "cairn.sharing.postgres")
  ) {
    @Dependency(\.continuousClock) var clock
    let status = PostgresSharingStatus()
    self.location = location
    self.status = status
    self.engine = SharingEngine(
      location: location, clock: clock,
      backoff: Backoff(initial: initialDelay, maximum: maximumDelay), timeouts: timeouts,
      logger: logger,
      publishStatus: { update in Task { @MainActor in status.apply(update) } })
    let engine = self.engine
    Task { await engine.start() }
  }

  /// A client for the database a `postgres://user[:password]@host[:port]/database` URL names
  /// (see ``PostgresLocation/init(url:)`` for unix sockets).
  public convenience init(
    url: String, logger: Logger = Logger(label: "cairn.sharing.postgres")
  ) throws(PostgresLocationError) {
    self.init(location: try PostgresLocation(url: url), logger: logger)
  }

  /// A client for a server's unix socket (`<directory>/.s.PGSQL.<port>`).
  public convenience init(
    socketPath: String, user: String, password: String? = nil, database: String,
    logger: Logger = Logger(label: "cairn.sharing.postgres")
  ) {
    self.init(
      location: PostgresLocation(
        endpoint: .socket(path: socketPath), user: user, password: password, database: database),
      logger: logger)
  }

  /// Writes what is pending (if the database is reachable), closes the connections and stops
  /// reconnecting. Call it once, when the process stops.
  public func shutdown() async {
    await engine.shutdown()
  }
}
