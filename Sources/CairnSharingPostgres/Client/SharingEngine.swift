import ConcurrencyExtras
import Foundation
import Logging
import PostgresNIO

/// The work behind a ``PostgresSharingClient``: one connection for reads and writes, one that
/// listens for other processes' changes, a loop that reconnects with a doubling delay when the
/// database goes away, and per collection the rows last known from the database (the base of
/// the next write's merge).
///
/// Every wait on the database is bounded (``PostgresTimeouts``): a connection that does not
/// open in time, a statement that does not answer in time, or a listening connection that
/// fails its heartbeat counts the database as gone, like a connection the server closed.
actor SharingEngine {
  struct Collection {
    var base = CollectionSnapshot()
    var validate: (@Sendable (JSONValue) -> String?)?
    var unreadable: [String: Int64] = [:]
    var isFlushing = false
  }

  /// The two connections of one successful connect, and the tasks that watch them.
  struct Session {
    let number: Int
    let connection: PostgresConnection
    let listener: PostgresConnection
    var tasks: [Task<Void, Never>] = []
    var isLost = false
  }

  nonisolated let location: PostgresLocation
  nonisolated let origin = UUID().uuidString
  nonisolated let pending = PendingSaves()
  nonisolated let subscribers = Subscribers()
  let logger: Logger
  let timeouts: PostgresTimeouts
  private let clock: any Clock<Duration>
  private var backoff: Backoff
  private let publishStatus: @Sendable (PostgresSharingStatus.Update) -> Void
  private(set) var status = PostgresSharingStatus.Update()

  private(set) var session: Session?
  private var sessionCount = 0
  private var runTask: Task<Void, Never>?
  private var delayTask: Task<Void, Never>?
  var collections: [String: Collection] = [:]
  private var hasAttempted = false
  private var attemptWaiters: [CheckedContinuation<Void, Never>] = []
  private var lossWaiter: CheckedContinuation<Void, Never>?
  private(set) var isShutDown = false
  private var gate = SerialGate()

  init(
    location: PostgresLocation, clock: any Clock<Duration>, backoff: Backoff,
    timeouts: PostgresTimeouts = PostgresTimeouts(), logger: Logger,
    publishStatus: @escaping @Sendable (PostgresSharingStatus.Update) -> Void
  ) {
    self.location = location
    self.clock = clock
    self.backoff = backoff
    self.timeouts = timeouts
    self.logger = logger
    self.publishStatus = publishStatus
  }

  // MARK: Connection lifecycle

  func start() {
    guard runTask == nil, !isShutDown else { return }
    runTask = Task { await self.run() }
  }

  private func run() async {
    while !isShutDown, !Task.isCancelled {
      do {
        let number = try await connect()
        backoff.reset()
        publish {
          $0.isReachable = true
          $0.error = nil
        }
        attempted()
        // Rows other processes changed while this one was away, then what it kept meanwhile.
        for name in collections.keys { try await catchUp(name, announce: true) }
        for name in collections.keys { await flush(name, announce: true) }
        await waitForLoss(of: number)
      } catch {
        let reason = describe(error)
        logger.warning("database \(location) unreachable: \(reason)")
        publish {
          $0.isReachable = false
          $0.error = reason
        }
        attempted()
      }
      await teardown()
      if isShutDown { break }
      publish {
        $0.isReachable = false
        if $0.error == nil { $0.error = "the connection was lost" }
      }
      await pause(backoff.next())
    }
  }

  /// Sleeps `delay` on the clock, or until ``shutdown()`` cuts it short.
  private func pause(_ delay: Duration) async {
    let clock = clock
    let task = Task { _ = try? await clock.sleep(for: delay) }
    delayTask = task
    await task.value
    delayTask = nil
  }

  /// Opens both connections, brings the schema up to date and starts listening; returns the
  /// new session's number.
  private func connect() async throws -> Int {
    sessionCount += 1
    let number = sessionCount
    let configuration = location.configuration(connectTimeout: timeouts.connect)
    let main = try await PostgresConnection.connect(
      configuration: configuration, id: number * 2, logger: logger)
    do {
      _ = try await bounded(main) { try await SchemaMigrations.migrate($0, logger: self.logger) }
      let listen = try await PostgresConnection.connect(
        configuration: configuration, id: number * 2 + 1, logger: logger)
      session = Session(number: number, connection: main, listener: listen)
      try await startListening(on: listen, session: number)
      startHeartbeat(on: listen, session: number)
      return number
    } catch {
      try? await main.close()
      if let listener = session?.listener { try? await listener.close() }
      session = nil
      throw error
    }
  }

  /// Starts the task that hands notifications to ``receive(_:session:)`` and returns once the
  /// server confirmed `LISTEN` (bounded by the query timeout).
  private func startListening(on listen: PostgresConnection, session number: Int) async throws {
    let ready = OneShot()
    let task = Task {
      do {
        try await listen.listen(on: RowStore.channel) { notifications in
          ready.resolve(.success(()))
          for try await notification in notifications {
            await self.receive(notification.payload, session: number)
          }
        }
        ready.resolve(.failure(CancellationError()))
      } catch {
        ready.resolve(.failure(error))
      }
      self.lost(session: number, "the listening connection closed")
    }
    session?.tasks.append(task)
    try await bounded(listen) { _ in try await ready.wait() }
  }

  /// Checks the listening connection every `heartbeat`: a server that stopped answering (not
  /// just one that closed the connection) is noticed too.
  private func startHeartbeat(on listen: PostgresConnection, session number: Int) {
    let interval = timeouts.heartbeat
    let task = Task {
      while !Task.isCancelled {
        do {
          try await Task.sleep(for: interval)
          try await self.bounded(listen) {
            _ = try await $0.query("SELECT 1", logger: self.logger).collect()
          }
        } catch is CancellationError {
          return
        } catch {
          self.lost(session: number, self.describe(error))
          return
        }
      }
    }
    session?.tasks.append(task)
  }

  /// Runs `body` on `connection`, closing the connection if it takes longer than the query
  /// timeout (which makes `body` fail with ``PostgresTimedOut``).
  nonisolated func bounded<T: Sendable>(
    _ connection: PostgresConnection,
    _ body: @Sendable (PostgresConnection) async throws -> T
  ) async throws -> T {
    let timeout = timeouts.query
    let fired = LockIsolated(false)
    let watchdog = Task {
      guard (try? await Task.sleep(for: timeout)) != nil else { return }
      fired.setValue(true)
      try? await connection.close()
    }
    defer { watchdog.cancel() }
    do {
      return try await body(connection)
    } catch {
      if fired.value { throw PostgresTimedOut(timeout: timeout) }
      throw error
    }
  }

  /// Marks session `number` lost (a later session is left alone): the run loop tears it down
  /// and reconnects.
  func lost(session number: Int, _ reason: String) {
    guard var current = session, current.number == number, !current.isLost else { return }
    current.isLost = true
    session = current
    if !isShutDown {
      logger.warning("database \(location) lost: \(reason)")
      publish {
        $0.isReachable = false
        $0.error = reason
      }
    }
    lossWaiter?.resume()
    lossWaiter = nil
  }

  private func waitForLoss(of number: Int) async {
    guard let session, session.number == number, !session.isLost, !isShutDown else { return }
    await withCheckedContinuation { lossWaiter = $0 }
  }

  private func teardown() async {
    guard let current = session else { return }
    session = nil
    for task in current.tasks { task.cancel() }
    try? await current.connection.close()
    try? await current.listener.close()
  }

  private func attempted() {
    hasAttempted = true
    for waiter in attemptWaiters { waiter.resume() }
    attemptWaiters = []
  }

  func waitForFirstAttempt() async {
    if hasAttempted { return }
    await withCheckedContinuation { attemptWaiters.append($0) }
  }

  /// Writes what is pending, closes both connections and stops reconnecting.
  func shutdown() async {
    guard !isShutDown else { return }
    for name in collections.keys { await flush(name) }
    isShutDown = true
    runTask?.cancel()
    delayTask?.cancel()
    lossWaiter?.resume()
    lossWaiter = nil
    attempted()
    await runTask?.value
    await teardown()
  }

  // MARK: Using the connection

  /// Runs `body` on the main connection, one piece of work at a time and bounded by the query
  /// timeout. A failure that means the connection is gone marks the session lost; every
  /// failure is thrown as ``PostgresSharingError``.
  func withConnection<T: Sendable>(
    _ body: @Sendable (PostgresConnection) async throws -> T
  ) async throws -> T {
    if !gate.tryEnter() { await withCheckedContinuation { gate.enqueue($0) } }
    defer { gate.leave() }
    guard let current = session, !current.isLost else { throw unreachable() }
    do {
      return try await bounded(current.connection, body)
    } catch {
      let reason = describe(error)
      if Self.isRefusal(error) {
        throw PostgresSharingError.refused(database: location.description, reason: reason)
      }
      lost(session: current.number, reason)
      throw unreachable(reason)
    }
  }

  /// Whether the server answered `error` to a statement while staying reachable (a constraint,
  /// a permission): reconnecting would not help.
  private static func isRefusal(_ error: any Error) -> Bool {
    if error is RowStore.VersionConflict { return true }
    guard let error = error as? PSQLError, error.code == .server,
      let state = error.serverInfo?[.sqlState]
    else { return false }
    // Connection problems (08), resources (53), shutdowns (57) and system errors (58) mean the
    // server is going away or cannot serve; anything else is about the statement.
    return !["08", "53", "57", "58"].contains(String(state.prefix(2)))
  }

  func unreachable(_ reason: String? = nil) -> PostgresSharingError {
    .unreachable(
      database: location.description, reason: reason ?? status.error ?? "not connected")
  }

  /// A short reason for `error`, without the database user's name or password.
  nonisolated func describe(_ error: any Error) -> String {
    let text: String
    if let error = error as? PSQLError {
      if let message = error.serverInfo?[.message] {
        text = message
      } else if let underlying = error.underlying {
        text = "\(error.code): \(underlying)"
      } else {
        text = "\(error.code)"
      }
    } else if let error = error as? PostgresSharingError, case .unreachable(_, let reason) = error {
      text = reason
    } else {
      text = "\(error)"
    }
    return location.scrub(text)
  }

  func publish(_ change: (inout PostgresSharingStatus.Update) -> Void = { _ in }) {
    var next = status
    change(&next)
    next.hasPendingChanges = pending.hasUnwritten
    next.unreadableRows = collections.compactMapValues {
      $0.unreadable.isEmpty ? nil : $0.unreadable.keys.sorted()
    }
    guard next != status else { return }
    next.sequence = status.sequence + 1
    status = next
    publishStatus(next)
  }
}

/// The database did not answer within ``PostgresTimeouts/query``; the connection was closed.
struct PostgresTimedOut: Error, CustomStringConvertible {
  let timeout: Duration
  var description: String { "no answer within \(timeout)" }
}
