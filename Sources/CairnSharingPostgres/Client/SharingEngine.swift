import ConcurrencyExtras
import Foundation
import Logging
import PostgresNIO

/// The work behind a ``PostgresSharingClient``: one connection for reads and writes, one that
/// listens for other processes' changes, a loop that reconnects with a doubling delay when the
/// database goes away, and per collection the rows last known from the database (the base of
/// the next write's merge) and the subscribers to tell about changes.
actor SharingEngine {
  struct Collection {
    var base = CollectionSnapshot()
    var validate: @Sendable (JSONValue) -> String?
    var unreadable: [String: Int64] = [:]
    var subscribers: [UUID: @Sendable ([JSONValue]) -> Void] = [:]
    var isFlushing = false
  }

  nonisolated let location: PostgresLocation
  nonisolated let origin = UUID().uuidString
  nonisolated let pending = PendingSaves()
  private let logger: Logger
  private let clock: any Clock<Duration>
  private var backoff: Backoff
  private let publishStatus: @Sendable (PostgresSharingStatus.Update) -> Void
  private var status = PostgresSharingStatus.Update()

  private var connection: PostgresConnection?
  private var listener: PostgresConnection?
  private var listenTask: Task<Void, Never>?
  private var runTask: Task<Void, Never>?
  private var collections: [String: Collection] = [:]
  private var hasAttempted = false
  private var attemptWaiters: [CheckedContinuation<Void, Never>] = []
  private var isLost = false
  private var lossWaiter: CheckedContinuation<Void, Never>?
  private var isShutDown = false
  private var connectionCount = 0

  init(
    location: PostgresLocation, clock: any Clock<Duration>, backoff: Backoff, logger: Logger,
    publishStatus: @escaping @Sendable (PostgresSharingStatus.Update) -> Void
  ) {
    self.location = location
    self.clock = clock
    self.backoff = backoff
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
        try await connect()
        backoff.reset()
        publish {
          $0.isReachable = true
          $0.error = nil
        }
        attempted()
        for name in collections.keys { try await catchUp(name) }
        for name in collections.keys { await flush(name) }
        await waitForLoss()
      } catch {
        logger.warning("database \(location) unreachable: \(error)")
        publish {
          $0.isReachable = false
          $0.error = Self.describe(error)
        }
        attempted()
      }
      await teardown()
      if isShutDown { break }
      publish {
        $0.isReachable = false
        if $0.error == nil { $0.error = "the connection was lost" }
      }
      do { try await clock.sleep(for: backoff.next()) } catch { break }
    }
  }

  private func connect() async throws {
    connectionCount += 2
    let main = try await PostgresConnection.connect(
      configuration: location.configuration, id: connectionCount, logger: logger)
    connection = main
    isLost = false
    try await SchemaMigrations.migrate(main, logger: logger)
    let listen = try await PostgresConnection.connect(
      configuration: location.configuration, id: connectionCount + 1, logger: logger)
    listener = listen
    let once = LockIsolated(false)
    try await withCheckedThrowingContinuation { (ready: CheckedContinuation<Void, any Error>) in
      listenTask = Task {
        do {
          try await listen.listen(on: RowStore.channel) { notifications in
            if Self.first(once) { ready.resume() }
            for try await notification in notifications {
              await self.receive(notification.payload)
            }
          }
        } catch {
          if Self.first(once) { ready.resume(throwing: error) }
        }
        self.lost("the listening connection closed")
      }
    }
  }

  /// Whether this is the first call for `flag` (which it then sets).
  private static func first(_ flag: LockIsolated<Bool>) -> Bool {
    flag.withValue { flag in
      defer { flag = true }
      return !flag
    }
  }

  /// Marks the connection lost: the run loop tears it down and reconnects.
  private func lost(_ reason: String) {
    guard !isLost else { return }
    isLost = true
    if !isShutDown {
      publish {
        $0.isReachable = false
        $0.error = reason
      }
    }
    lossWaiter?.resume()
    lossWaiter = nil
  }

  private func waitForLoss() async {
    if isLost { return }
    await withCheckedContinuation { lossWaiter = $0 }
  }

  private func teardown() async {
    let (main, listen, task) = (connection, listener, listenTask)
    connection = nil
    listener = nil
    listenTask = nil
    try? await main?.close()
    try? await listen?.close()
    task?.cancel()
    await task?.value
    isLost = false
  }

  private func attempted() {
    hasAttempted = true
    for waiter in attemptWaiters { waiter.resume() }
    attemptWaiters = []
  }

  private func waitForFirstAttempt() async {
    if hasAttempted { return }
    await withCheckedContinuation { attemptWaiters.append($0) }
  }

  /// Writes what is pending, closes both connections and stops reconnecting.
  func shutdown() async {
    guard !isShutDown else { return }
    for name in collections.keys { await flush(name) }
    isShutDown = true
    runTask?.cancel()
    lossWaiter?.resume()
    lossWaiter = nil
    attempted()
    await runTask?.value
    await teardown()
  }

  private func unreachable(_ reason: String? = nil) -> PostgresSharingError {
    .unreachable(
      database: location.description, reason: reason ?? status.error ?? "not connected")
  }

  static func describe(_ error: any Error) -> String {
    if let error = error as? PSQLError {
      if let message = error.serverInfo?[.message] { return message }
      return "\(error.code)"
    }
    return "\(error)"
  }

  private func publish(_ change: (inout PostgresSharingStatus.Update) -> Void) {
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

  // MARK: Collections

  private func register(_ name: String, validate: @escaping @Sendable (JSONValue) -> String?) {
    if collections[name] == nil { collections[name] = Collection(validate: validate) }
  }

  /// Reads the whole collection (waiting for the first connection attempt) and returns it as
  /// the app should show it: the database's rows with any unwritten changes merged in.
  func load(_ name: String, validate: @escaping @Sendable (JSONValue) -> String?) async throws
    -> [JSONValue]
  {
    register(name, validate: validate)
    await waitForFirstAttempt()
    guard let connection else { throw unreachable() }
    do {
      let rows = try await RowStore.all(name, on: connection, logger: logger)
      collections[name]?.base = CollectionSnapshot()
      collections[name]?.unreadable = [:]
      accept(name, rows: rows, deleted: [])
      let view = pending.view(name)
      tellSubscribers(name, view)
      return view
    } catch {
      lost(Self.describe(error))
      throw unreachable(Self.describe(error))
    }
  }

  func subscribe(
    _ name: String, id: UUID, validate: @escaping @Sendable (JSONValue) -> String?,
    yield: @escaping @Sendable ([JSONValue]) -> Void
  ) {
    register(name, validate: validate)
    collections[name]?.subscribers[id] = yield
  }

  func unsubscribe(_ name: String, id: UUID) {
    collections[name]?.subscribers[id] = nil
  }

  /// Takes rows read from the database into the base (newer versions only), setting aside rows
  /// that do not decode, and removes `deleted`.
  private func accept(_ name: String, rows: [StoredRow], deleted: [String]) {
    guard var collection = collections[name] else { return }
    let known = collection.base.byID
    var upserted: [StoredRow] = []
    var gone = deleted
    for row in rows {
      if let reason = collection.validate(row.data) {
        if collection.unreadable[row.id] != row.version {
          logger.error("row \(row.id) of \(name) cannot be read, left untouched: \(reason)")
        }
        collection.unreadable[row.id] = row.version
        gone.append(row.id)
        continue
      }
      collection.unreadable[row.id] = nil
      if let current = known[row.id], current.version > row.version { continue }
      upserted.append(row)
    }
    for id in deleted { collection.unreadable[id] = nil }
    collection.base.apply(upserted: upserted, deleted: gone)
    collections[name] = collection
    pending.known(name, collection.base.elements)
    publish { _ in }
  }

  /// Gives the subscribers the collection as the app should now have it (the database's rows
  /// with any unwritten change rebased onto them), if that changed.
  private func showChanges(_ name: String) {
    if let view = pending.changedView(name) { tellSubscribers(name, view) }
  }

  private func tellSubscribers(_ name: String, _ elements: [JSONValue]) {
    for yield in collections[name]?.subscribers.values ?? [:].values { yield(elements) }
  }

  /// Brings the base up to date after a reconnect (or a notification too long to list rows):
  /// compares every row's version with the known one and reads only the rows that differ.
  private func catchUp(_ name: String) async throws {
    guard let connection, let collection = collections[name] else { return }
    let versions = try await RowStore.versions(name, on: connection, logger: logger)
    let known = collection.base.byID
    let stale = versions.filter { id, version in
      known[id]?.version != version && collection.unreadable[id] != version
    }.map(\.key)
    let deleted =
      known.keys.filter { versions[$0] == nil }
      + collection.unreadable.keys.filter { versions[$0] == nil }
    guard !stale.isEmpty || !deleted.isEmpty else { return }
    let rows = try await RowStore.rows(name, ids: stale, on: connection, logger: logger)
    accept(name, rows: rows, deleted: deleted)
    showChanges(name)
  }

  /// Applies another process's notification: reads the rows it names that are newer than the
  /// known ones.
  private func receive(_ payload: String) async {
    guard let note = ChangeNotification(payload: payload), note.origin != origin,
      let collection = collections[note.collection], let connection
    else { return }
    do {
      if note.everything {
        try await catchUp(note.collection)
        return
      }
      let known = collection.base.byID
      let stale = note.versions.filter { id, version in
        (known[id]?.version ?? -1) < version && collection.unreadable[id] != version
      }.map(\.key)
      let deleted = note.deleted.filter {
        known[$0] != nil || collection.unreadable[$0] != nil
      }
      guard !stale.isEmpty || !deleted.isEmpty else { return }
      let rows = try await RowStore.rows(
        note.collection, ids: stale, on: connection, logger: logger)
      accept(note.collection, rows: rows, deleted: deleted)
      showChanges(note.collection)
    } catch {
      lost(Self.describe(error))
    }
  }

  // MARK: Writing

  /// Writes the collection's unwritten value, if any, and keeps going while saves arrive; on a
  /// failure the value stays pending, the waiting saves fail, and the connection is dropped so
  /// the run loop reconnects.
  func flush(_ name: String) async {
    guard let collection = collections[name] else {
      // A save before any load or subscription: nothing known, so nothing to delete.
      collections[name] = Collection(validate: { _ in nil })
      return await flush(name)
    }
    guard !collection.isFlushing else { return }
    collections[name]?.isFlushing = true
    defer { collections[name]?.isFlushing = false }
    while pending.unwritten(name) != nil {
      guard let connection, !isLost else {
        pending.failed(name, error: unreachable())
        publish { _ in }
        return
      }
      do {
        let generation = try await write(name, on: connection)
        pending.written(name, generation: generation)
        showChanges(name)
      } catch {
        let reason = Self.describe(error)
        logger.warning("saving \(name) failed, kept to retry: \(reason)")
        pending.failed(name, error: unreachable(reason))
        lost(reason)
        publish { _ in }
        return
      }
    }
    publish { _ in }
  }

  /// Writes the latest unwritten value and returns its generation; a version conflict (another
  /// process wrote one of the rows between the read and the write) runs the merge again on
  /// fresh rows.
  private func write(_ name: String, on connection: PostgresConnection) async throws -> Int {
    var attempt = 0
    while true {
      attempt += 1
      guard let (mine, generation) = pending.unwritten(name) else { return 0 }
      let changes = CollectionChanges(
        base: collections[name]?.base ?? CollectionSnapshot(), mine: mine)
      if changes.isEmpty { return generation }
      do {
        let written = try await RowStore.write(
          changes, to: name, origin: origin, on: connection, logger: logger)
        accept(name, rows: written.upserted, deleted: written.deleted)
        return generation
      } catch is RowStore.VersionConflict where attempt < 20 {
        continue
      }
    }
  }
}

extension SharingEngine {
  /// How many subscribers `name` has (for tests that must not race a subscription).
  func subscriberCount(_ name: String) -> Int { collections[name]?.subscribers.count ?? 0 }
}
