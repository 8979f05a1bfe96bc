import ConcurrencyExtras

/// The latest value each collection should have in the database and the saves waiting for it
/// to be written, kept until a write succeeds (across any number of failed attempts).
///
/// Only the latest value is kept: the next write takes the difference between it and what the
/// database last had, so every change made meanwhile is written, by id and by field.
final class PendingSaves: Sendable {
  private struct Entry {
    var mine: [JSONValue]
    var generation = 0
    var written = 0
    var waiting: [(generation: Int, resume: @Sendable (Result<Void, any Error>) -> Void)] = []
  }

  private let entries = LockIsolated<[String: Entry]>([:])

  /// Records `mine` as the collection's latest value; `resume` runs once it is written, or
  /// once the attempt to write it fails.
  func submit(
    _ collection: String, mine: [JSONValue],
    resume: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    entries.withValue { entries in
      var entry = entries[collection] ?? Entry(mine: mine)
      entry.mine = mine
      entry.generation += 1
      entry.waiting.append((entry.generation, resume))
      entries[collection] = entry
    }
  }

  /// The latest value not yet written, with its generation.
  func unwritten(_ collection: String) -> (mine: [JSONValue], generation: Int)? {
    entries.withValue { entries in
      guard let entry = entries[collection], entry.generation > entry.written else { return nil }
      return (entry.mine, entry.generation)
    }
  }

  /// Whether any collection has a value not yet written.
  var hasUnwritten: Bool {
    entries.withValue { $0.values.contains { $0.generation > $0.written } }
  }

  /// Marks `generation` written and resumes the saves it covers.
  func written(_ collection: String, generation: Int) {
    let resumed = entries.withValue { entries in
      guard var entry = entries[collection] else {
        return [] as [(Int, @Sendable (Result<Void, any Error>) -> Void)]
      }
      entry.written = max(entry.written, generation)
      let done = entry.waiting.filter { $0.generation <= generation }
      entry.waiting.removeAll { $0.generation <= generation }
      entries[collection] = entry
      return done.map { ($0.generation, $0.resume) }
    }
    for (_, resume) in resumed { resume(.success(())) }
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

  /// Replaces the unwritten value with `transform` of it (a rebase onto rows that changed in
  /// the database meanwhile) and returns it; `nil` when nothing is unwritten.
  func rebase(
    _ collection: String, _ transform: @Sendable ([JSONValue]) -> [JSONValue]
  ) -> [JSONValue]? {
    entries.withValue { entries in
      guard var entry = entries[collection], entry.generation > entry.written else { return nil }
      entry.mine = transform(entry.mine)
      entries[collection] = entry
      return entry.mine
    }
  }
}
