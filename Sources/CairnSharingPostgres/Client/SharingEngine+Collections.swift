import Foundation

extension SharingEngine {
  /// Starts keeping `name`; a `validate` given later replaces a missing one (a save can come
  /// before the key's load). Returns whether the collection is new.
  @discardableResult
  func register(_ name: String, validate: (@Sendable (JSONValue) -> String?)?) -> Bool {
    guard let existing = collections[name] else {
      collections[name] = Collection(validate: validate)
      return true
    }
    if existing.validate == nil, let validate { collections[name]?.validate = validate }
    return false
  }

  /// Reads the whole collection (waiting for the first connection attempt) and returns it as
  /// the app should show it: the database's rows with any unwritten changes merged in.
  func load(_ name: String, validate: @escaping @Sendable (JSONValue) -> String?) async throws
    -> [JSONValue]
  {
    register(name, validate: validate)
    await waitForFirstAttempt()
    let logger = logger
    let rows = try await withConnection { try await RowStore.all(name, on: $0, logger: logger) }
    collections[name]?.base = CollectionSnapshot()
    collections[name]?.unreadable = [:]
    accept(name, rows: rows, deleted: [])
    let view = pending.view(name)
    subscribers.yield(name, view)
    return view
  }

  /// Registers a key that subscribed: if the collection is new here and the database is
  /// reachable, reads it, so a key that never loads still receives it.
  func subscribed(_ name: String, validate: @escaping @Sendable (JSONValue) -> String?) async {
    guard register(name, validate: validate), session != nil else { return }
    try? await catchUp(name)
  }

  /// Takes rows read from the database into the base (newer versions only), setting aside rows
  /// that do not decode, and removes `deleted`. A row read again unchanged keeps the value
  /// already held, so the app's copy of it (the same storage) still compares equal at once.
  /// With `generation`, the rows are what writing that generation left, and it is marked
  /// written in the same step.
  func accept(_ name: String, rows: [StoredRow], deleted: [String], written generation: Int? = nil)
  {
    // Taken out while it changes, so its rows are changed in place rather than copied.
    guard var collection = collections.removeValue(forKey: name) else { return }
    var upserted: [StoredRow] = []
    var gone = deleted
    for row in rows {
      if let reason = collection.validate?(row.data) {
        if collection.unreadable[row.id] != row.version {
          logger.error("row \(row.id) of \(name) cannot be read, left untouched: \(reason)")
        }
        collection.unreadable[row.id] = row.version
        gone.append(row.id)
        continue
      }
      collection.unreadable[row.id] = nil
      if let current = collection.base.byID[row.id] {
        if current.version > row.version { continue }
        if current.version == row.version, current.position == row.position,
          current.data == row.data
        {
          continue
        }
      }
      upserted.append(row)
    }
    for id in deleted { collection.unreadable[id] = nil }
    collection.base.apply(upserted: upserted, deleted: gone)
    collections[name] = collection
    pending.known(name, collection.base.elements, written: generation)
    publish()
  }

  /// Gives the subscribers the collection as the app should now have it (the database's rows
  /// with any unwritten change rebased onto them), if that changed.
  func showChanges(_ name: String) {
    if let view = pending.changedView(name) { subscribers.yield(name, view) }
  }

  /// Brings the base up to date after a reconnect (or a notification too long to list rows):
  /// compares every row's version with the known one and reads only the rows that differ.
  /// With `announce`, the subscribers get the collection even if nothing changed (which
  /// clears a load error they were shown while the database was away).
  func catchUp(_ name: String, announce: Bool = false) async throws {
    guard collections[name] != nil else { return }
    let logger = logger
    let versions = try await withConnection {
      try await RowStore.versions(name, on: $0, logger: logger)
    }
    guard let collection = collections[name] else { return }
    let known = collection.base.byID
    let stale = versions.filter { id, version in
      known[id]?.version != version && collection.unreadable[id] != version
    }.map(\.key)
    let deleted =
      known.keys.filter { versions[$0] == nil }
      + collection.unreadable.keys.filter { versions[$0] == nil }
    if !stale.isEmpty || !deleted.isEmpty {
      let rows = try await withConnection {
        try await RowStore.rows(name, ids: stale, on: $0, logger: logger)
      }
      accept(name, rows: rows, deleted: deleted)
    }
    if announce {
      subscribers.yield(name, pending.view(name))
    } else {
      showChanges(name)
    }
  }

  /// Applies another process's notification (heard on session `number`): reads the rows it
  /// names that are newer than the known ones.
  func receive(_ payload: String, session number: Int) async {
    guard session?.number == number, let note = ChangeNotification(payload: payload),
      note.origin != origin, let collection = collections[note.collection]
    else { return }
    let name = note.collection
    do {
      if note.everything {
        try await catchUp(name)
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
      let logger = logger
      let rows = try await withConnection {
        try await RowStore.rows(name, ids: stale, on: $0, logger: logger)
      }
      accept(name, rows: rows, deleted: deleted)
      showChanges(name)
    } catch {
      logger.warning("reading \(name) after a notification failed: \(describe(error))")
    }
  }

  // MARK: Writing

  /// Writes the collection's unwritten value, if any, and keeps going while saves arrive; on a
  /// failure the value stays pending and the waiting saves fail. With `announce` (a write the
  /// app did not ask for, after a reconnect), the subscribers hear how it went, so a save error
  /// they were shown clears once everything kept is written.
  func flush(_ name: String, announce: Bool = false) async {
    register(name, validate: nil)
    // A save made as the client starts waits for its first attempt to connect, as a load does.
    await waitForFirstAttempt()
    guard collections[name]?.isFlushing == false else { return }
    collections[name]?.isFlushing = true
    defer { collections[name]?.isFlushing = false }
    while let (mine, generation) = pending.unwritten(name) {
      do {
        let changes = CollectionChanges(
          base: collections[name]?.base ?? CollectionSnapshot(), mine: mine)
        if !changes.isEmpty {
          let (origin, logger) = (origin, logger)
          let written = try await withConnection { connection in
            try await RowStore.writeRetryingConflicts(
              changes, to: name, origin: origin, on: connection, logger: logger)
          }
          accept(name, rows: written.upserted, deleted: written.deleted, written: generation)
        } else {
          pending.written(name, generation: generation)
        }
        showChanges(name)
      } catch {
        let failure = error as? PostgresSharingError ?? unreachable(describe(error))
        logger.warning("saving \(name) failed, kept to retry: \(failure)")
        // The status (the edit is kept) goes out before the save's failure, so a screen never
        // shows the failure without saying the edit is kept.
        publish()
        pending.failed(name, error: failure)
        if announce { subscribers.yieldSaveResult(name, .failure(failure)) }
        return
      }
    }
    publish()
    if announce { subscribers.yieldSaveResult(name, .success(())) }
  }
}
