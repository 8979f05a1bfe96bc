import ConcurrencyExtras

/// Per collection, under one lock: the rows last known from the database, the value the app
/// last received, and the value not yet written with the saves waiting for it.
///
/// A save's edit is what changed from the value the app last *received* to the value it saves;
/// that edit is merged (by id and field) into what is known, so a save made from a value older
/// than a change that just arrived never undoes that change. "Received" means handed to
/// `@Shared` on the main queue (``takeView(_:)``), not merely sent there: a change another
/// process made can be on its way to the main queue while the app saves an edit of another
/// element, and the saved value then still holds the old version of the changed one, which is
/// not an edit of the app's. Only the latest unwritten value is kept: the next write takes its
/// difference from the database's rows, so every change made meanwhile is written, across any
/// number of failed attempts.
final class PendingSaves: Sendable {
  private struct Entry {
    var known: [JSONValue] = []
    /// What the app last received (its value, before any edit it has not saved yet).
    var shown: [JSONValue]?
    /// What was last sent towards the app (to send each change once).
    var sent: [JSONValue]?
    var mine: [JSONValue]?
    var generation = 0
    var written = 0
    var waiting: [(generation: Int, resume: @Sendable (Result<Void, any Error>) -> Void)] = []

    var view: [JSONValue] { generation > written ? mine ?? known : known }

    /// Marks `generation` written; returns the saves it covers, to be resumed.
    mutating func markWritten(_ generation: Int) -> [@Sendable (Result<Void, any Error>) -> Void] {
      written = max(written, generation)
      let done = waiting.filter { $0.generation <= generation }.map(\.resume)
      waiting.removeAll { $0.generation <= generation }
      return done
    }
  }

  private let entries = LockIsolated<[String: Entry]>([:])

  private static func merge(base: [JSONValue], mine: [JSONValue], theirs: [JSONValue])
    -> [JSONValue]
  {
    if mine == base { return theirs }
    if theirs == base { return mine }
    return ThreeWayMerge.mergeByID(base: base, mine: mine, theirs: theirs) ?? mine
  }

  /// Records a save of `mine`; `resume` runs once it is written, or once an attempt to write
  /// it fails.
  func submit(
    _ collection: String, mine: [JSONValue],
    resume: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    entries.withValue { entries in
      var entry = entries[collection] ?? Entry()
      // Never shown anything (the database was away at start): the app's value is all new.
      let derived = entry.shown ?? []
      entry.mine = Self.merge(base: derived, mine: mine, theirs: entry.view)
      entry.shown = mine
      entry.generation += 1
      entry.waiting.append((entry.generation, resume))
      entries[collection] = entry
    }
  }

  /// Records what the database now has (after a read, a write or a notification) and rebases
  /// the unwritten value onto it. With `generation`, `rows` are what writing that generation
  /// left: it is marked written in the same step (so the app is never handed the rows from
  /// before the write without its edit), and the value is rebased only if a newer save waits.
  func known(_ collection: String, _ rows: [JSONValue], written generation: Int? = nil) {
    let resumed = entries.withValue { entries -> [@Sendable (Result<Void, any Error>) -> Void] in
      var entry = entries[collection] ?? Entry()
      let done = generation.map { entry.markWritten($0) } ?? []
      if entry.generation > entry.written, let mine = entry.mine {
        entry.mine = Self.merge(base: entry.known, mine: mine, theirs: rows)
      }
      entry.known = rows
      entries[collection] = entry
      return done
    }
    for resume in resumed { resume(.success(())) }
  }

  /// The value the app should now have, if it differs from what was last sent towards it.
  func changedView(_ collection: String) -> [JSONValue]? {
    entries.withValue { entries in
      guard var entry = entries[collection] else { return nil }
      let view = entry.view
      guard view != entry.sent, view != entry.shown else { return nil }
      entry.sent = view
      entries[collection] = entry
      return view
    }
  }

  /// The value the app should have (a load's result, or what a reconnect announces).
  func view(_ collection: String) -> [JSONValue] {
    entries.withValue { entries in
      var entry = entries[collection] ?? Entry()
      entry.sent = entry.view
      entries[collection] = entry
      return entry.view
    }
  }

  /// The value the app should have now, which it receives as this returns: call it where the
  /// value is handed to `@Shared` (on the main queue, where the app also edits and saves), so
  /// the next save's edit is measured from exactly what the app had. Hands over the newest
  /// value, not the one that was sent: a save made while it travelled is already in it.
  func takeView(_ collection: String) -> [JSONValue] {
    entries.withValue { entries in
      var entry = entries[collection] ?? Entry()
      entry.shown = entry.view
      entries[collection] = entry
      return entry.view
    }
  }

  /// The latest value not yet written, with its generation.
  func unwritten(_ collection: String) -> (mine: [JSONValue], generation: Int)? {
    entries.withValue { entries in
      guard let entry = entries[collection], entry.generation > entry.written,
        let mine = entry.mine
      else { return nil }
      return (mine, entry.generation)
    }
  }

  /// Whether any collection has a value not yet written.
  var hasUnwritten: Bool {
    entries.withValue { $0.values.contains { $0.generation > $0.written } }
  }

  /// Marks `generation` written and resumes the saves it covers.
  func written(_ collection: String, generation: Int) {
    let resumed = entries.withValue { entries -> [@Sendable (Result<Void, any Error>) -> Void] in
      guard var entry = entries[collection] else { return [] }
      let done = entry.markWritten(generation)
      entries[collection] = entry
      return done
    }
    for resume in resumed { resume(.success(())) }
  }

  /// Resumes every waiting save of `collection` with `error`; the value stays to be written.
  func failed(_ collection: String, error: any Error) {
    let resumed = entries.withValue { entries in
      let waiting = entries[collection]?.waiting ?? []
      entries[collection]?.waiting = []
      return waiting.map(\.resume)
    }
    for resume in resumed { resume(.failure(error)) }
  }
}
