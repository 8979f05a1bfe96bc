import Dispatch
import Foundation

/// The decoders of one recogniser, and the one thread they decode on.
///
/// At most `limit` transcriptions hold a place at once; a decoder a transcription gives back
/// waits for the next one instead of being loaded again, so the memory speech takes is bounded
/// by the limit, not by the number of tabs. Every PocketSphinx call (loading, feeding, freeing)
/// runs on one serial queue: however many meetings are transcribed, decoding takes at most one
/// core, and the main actor keeps the others.
final class DecoderPool: @unchecked Sendable {
  let limit: Int
  private let queue = DispatchQueue(label: "cairn.speech.decoding", qos: .utility)
  private let lock = NSLock()
  // Guarded by `lock`.
  private var running = 0
  private var activity = SpeechRecognizer.Activity()
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  // Touched only on `queue`.
  private var spare: [PocketSphinxEngine] = []

  /// How many transcriptions one owner (a client address) may run at once.
  let limitPerOwner: Int
  // Guarded by `lock`.
  private var runningByOwner: [String: Int] = [:]

  init(limit: Int, limitPerOwner: Int? = nil) {
    self.limit = max(1, limit)
    self.limitPerOwner = min(max(1, limitPerOwner ?? limit), max(1, limit))
  }

  /// Why a place was refused.
  enum Refusal: Equatable {
    /// `limit` transcriptions are running.
    case full
    /// `owner` runs `limitPerOwner` already.
    case ownersShare
  }

  /// Takes a place for a transcription of `owner`'s (`nil`: nobody's in particular), or says
  /// why not.
  func reserve(owner: String? = nil) -> Refusal? {
    lock.withLock {
      guard running < limit else {
        activity.refused += 1
        return .full
      }
      if let owner {
        guard runningByOwner[owner, default: 0] < limitPerOwner else {
          activity.refused += 1
          return .ownersShare
        }
        runningByOwner[owner, default: 0] += 1
      }
      running += 1
      activity.running = running
      return nil
    }
  }

  /// Gives back `owner`'s share of a place, as its transcription ends (the place itself is
  /// given back with the decoder, by ``release(_:reusable:)``).
  func releaseShare(of owner: String?) {
    guard let owner else { return }
    lock.withLock {
      let left = runningByOwner[owner, default: 1] - 1
      runningByOwner[owner] = left > 0 ? left : nil
    }
  }

  /// What the recogniser is doing now.
  var currentActivity: SpeechRecognizer.Activity {
    lock.withLock { activity }
  }

  /// Returns when no transcription holds a place (at once if none does).
  func idle() async {
    await withCheckedContinuation { continuation in
      let isIdle = lock.withLock {
        guard running > 0 else { return true }
        idleWaiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }

  /// A decoder for `model` on the queue: a spare one if there is one, else a new one.
  func decoder(for model: SpeechModel, cancelled: CancelFlag) async throws -> Confined<
    SpeechDecoder
  > {
    try await run(cancelled: cancelled) {
      if let engine = self.spare.popLast() {
        do {
          return Confined(try SpeechDecoder(engine: engine))
        } catch {
          self.lock.withLock { self.activity.decoders -= 1 }
          throw error
        }
      }
      let engine = try PocketSphinxEngine(model: model)
      self.lock.withLock {
        self.activity.loads += 1
        self.activity.decoders += 1
      }
      return Confined(try SpeechDecoder(engine: engine))
    }
  }

  /// Feeds `chunk` to `decoder` on the queue, unless the transcription was cancelled while the
  /// chunk waited its turn.
  func feed(_ chunk: [Int16], to decoder: Confined<SpeechDecoder>, cancelled: CancelFlag)
    async throws -> String?
  {
    try await run(cancelled: cancelled) {
      self.lock.withLock { self.activity.chunksDecoded += 1 }
      return try decoder.value.feed(chunk)
    }
  }

  /// Ends `decoder`'s audio on the queue and returns the whole transcript.
  func finish(_ decoder: Confined<SpeechDecoder>) async throws -> String {
    try await run(cancelled: CancelFlag()) { decoder.value.finish() }
  }

  /// Gives a transcription's place back, keeping its decoder for the next one when
  /// `decoder` is given and it can be reused, freeing it otherwise.
  func release(_ decoder: Confined<SpeechDecoder>?, reusable: Bool) {
    queue.async {
      var freed = 0
      if let engine = decoder?.value.engine {
        if reusable && self.spare.count < self.limit {
          self.spare.append(engine)
        } else {
          freed = 1
        }
      }
      // The engine is freed here, on the queue, when its last reference goes.
      let waiters = self.lock.withLock {
        self.running -= 1
        self.activity.running = self.running
        self.activity.decoders -= freed
        guard self.running == 0 else { return [CheckedContinuation<Void, Never>]() }
        defer { self.idleWaiters.removeAll() }
        return self.idleWaiters
      }
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Runs `work` on the queue unless `cancelled` is set by the time its turn comes.
  private func run<T>(cancelled: CancelFlag, _ work: @escaping () throws -> T) async throws -> T {
    let work = Confined(work)
    let result: Confined<Result<T, any Error>> = await withCheckedContinuation { continuation in
      queue.async {
        guard !cancelled.isSet else {
          return continuation.resume(returning: Confined(.failure(CancellationError())))
        }
        continuation.resume(returning: Confined(Result { try work.value() }))
      }
    }
    return try result.value.get()
  }
}

/// A value handed between a transcription's task and the decoding queue, used by one of them at
/// a time (the task waits while the queue works), never by both at once.
struct Confined<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// Set when a transcription is cancelled, so work it queued is skipped when its turn comes.
final class CancelFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false

  var isSet: Bool { lock.withLock { flag } }

  func set() { lock.withLock { flag = true } }
}
