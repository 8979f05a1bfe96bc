import Foundation

/// Writing off the caller, for storages made with ``FileStorage/writingInBackground()``.
///
/// A change made with `withLock` (on the main actor, where views and models edit) then only
/// notes the value and starts a task: encoding and writing a large file (a second for ten
/// thousand standups) never holds up the screen, and the key's lock is not held meanwhile, so
/// a change made during a write is noted at once too. What stays as it was: one write at a
/// time (the next waits for the one in flight, and writes the newer value), a save's
/// continuation resumes only once its value is on the disk, a file another program wrote is
/// read and merged before anything is written over it, and a flush at shutdown waits for the
/// write in flight and then writes what is newer.
extension FileStorageKey {
  /// Starts a write of the pending value now, or, while one is in flight, right after it.
  func beginBackgroundWrite(_ state: inout FileKeyState<Value>) {
    guard !state.writing else {
      state.writeQueued = true
      return
    }
    state.writing = true
    // A dispatch queue, not a task: encoding and the flushes to the disk block their thread,
    // which the tasks' few threads must not lose.
    DispatchQueue.global(qos: .userInitiated).async { [self] in self.writeInBackground() }
  }

  /// Writes the pending value with the key's lock released while it encodes and writes, and
  /// resumes the saves that waited for it.
  private func writeInBackground() {
    writeLock.withLock {
      let job = state.update { state, callbacks -> BackgroundWrite<Value>? in
        guard state.pending != nil, case .readable = state.access,
          storage.fingerprint(url) == state.knownVersion
        else {
          // Nothing to write, or the file changed elsewhere (read and merged first, as the
          // key does when it writes in place) or cannot be written over: the usual path.
          if case .readable = state.access { writeWaiting(&state, &callbacks) }
          endBackgroundWrite(&state, &callbacks)
          return nil
        }
        let job = BackgroundWrite(
          value: state.pending!, generation: state.pendingGeneration,
          continuations: state.waiting, knownVersion: state.knownVersion)
        state.waiting = []
        return job
      }
      guard let job else { return }
      let outcome = encodeAndWrite(job)
      state.update { state, callbacks in
        finishBackgroundWrite(job, outcome, &state, &callbacks)
        endBackgroundWrite(&state, &callbacks)
      }
    }
  }

  /// Encodes and writes `job`'s value (no lock held): the file's new version, or why not.
  private func encodeAndWrite(_ job: BackgroundWrite<Value>) -> Result<
    FileFingerprint?, FileStorageError
  > {
    let data: Data
    do {
      data = try encode(job.value)
    } catch {
      return .failure(.cannotEncode(url, reason: String(describing: error)))
    }
    // Another program may have written while this encoded: never write over that unread.
    guard storage.fingerprint(url) == job.knownVersion else { return .success(nil) }
    do {
      try storage.write(data, url)
    } catch {
      return .failure(.cannotSave(url, reason: error.reason))
    }
    return .success(storage.fingerprint(url))
  }

  private func finishBackgroundWrite(
    _ job: BackgroundWrite<Value>,
    _ outcome: Result<FileFingerprint?, FileStorageError>,
    _ state: inout FileKeyState<Value>,
    _ callbacks: inout Callbacks
  ) {
    switch outcome {
    case .success(let version?):
      state.knownVersion = version
      state.base = job.value
      state.baseIsFromFile = true
      // A change made during the write is newer than what was written: it stays pending.
      if state.pendingGeneration == job.generation { state.pending = nil }
      state.failing = false
      state.retryDelay = Self.firstRetryDelay
      callbacks.add { for continuation in job.continuations { continuation.resume() } }
      if job.continuations.isEmpty, state.saveErrorShown {
        reportSaveOutcome(nil, state, &callbacks)
      }
      state.saveErrorShown = false
      if state.subscriber != nil { startWatcher(&state) }
    case .success(nil):
      // The file changed elsewhere meanwhile: its saves wait for the merged value, which the
      // usual path reads, merges and writes.
      state.waiting = job.continuations + state.waiting
      writeWaiting(&state, &callbacks)
    case .failure(let failure):
      callbacks.add {
        for continuation in job.continuations { continuation.resume(throwing: failure) }
      }
      if job.continuations.isEmpty { reportSaveOutcome(failure, state, &callbacks) }
      state.saveErrorShown = true
      if case .cannotSave = failure {
        state.failing = true
        scheduleTimer(after: state.retryDelay, &state)
        state.retryDelay = min(state.retryDelay * 2, Self.maximumRetryDelay)
      }
    }
  }

  /// Marks the write done; starts the one queued behind it, and looks again at a change to
  /// the file noticed during it.
  private func endBackgroundWrite(_ state: inout FileKeyState<Value>, _ callbacks: inout Callbacks)
  {
    state.writing = false
    if state.writeQueued {
      state.writeQueued = false
      if state.pending != nil || !state.waiting.isEmpty { beginBackgroundWrite(&state) }
    }
    if state.changedDuringWrite {
      state.changedDuringWrite = false
      // As the watcher tells it: on the main queue, where the value is taken in.
      callbacks.add { DispatchQueue.main.async { [weak self] in self?.fileChanged() } }
    }
  }
}

/// One write in flight: the value, which change it is, the saves waiting for it, and the
/// file's version when it started.
struct BackgroundWrite<Value> {
  let value: Value
  let generation: Int
  let continuations: [SaveContinuation]
  let knownVersion: FileFingerprint?
}
