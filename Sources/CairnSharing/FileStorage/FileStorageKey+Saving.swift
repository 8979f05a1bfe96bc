import Foundation

extension FileStorageKey: FlushesPendingSaves {
  /// Saves a change: at once when no save happened within the last second, else with the
  /// others at the end of that second; at once for `.userInitiated`. Nothing is written over
  /// a file that could not be read: the change waits.
  func saveValue(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    state.update { state, callbacks in
      state.pending = value
      switch state.access {
      case .notRead:
        // Never saved over unread: read (and merge) first.
        state.waiting.append(continuation)
        let result = adopt(readFile(), &state, &callbacks)
        if let subscriber = state.subscriber {
          callbacks.add { subscriber.yield(with: result) }
        }

      case .unreadable(let reason):
        // The change waits in memory; the save says so at once (a continuation kept until
        // the file can be read would keep this key alive through its description).
        state.saveErrorShown = true
        let error = FileStorageError.savesHeld(url, reason: reason)
        callbacks.add { continuation.resume(throwing: error) }

      case .readable where storage.writesInBackground:
        state.waiting.append(continuation)
        guard context == .userInitiated || (state.timer == nil && !state.failing) else { return }
        state.timer?.cancel()
        state.timer = nil
        beginBackgroundWrite(&state)
        if context == .didSet, storage.throttlesSaves {
          scheduleTimer(after: Self.throttle, &state)
        }

      case .readable:
        guard context == .userInitiated || (state.timer == nil && !state.failing) else {
          state.waiting.append(continuation)
          return
        }
        state.waiting.append(continuation)
        let failure = writeWaiting(&state, &callbacks)
        if failure == nil, context == .didSet, storage.throttlesSaves {
          scheduleTimer(after: Self.throttle, &state)
        }
      }
    }
  }

  /// Whether a change is not on the disk yet.
  var hasPendingChanges: Bool {
    state.update { state, _ in state.pending != nil }
  }

  /// Saves the waiting change now (at shutdown). Returns why it could not; then the change
  /// is written to a copy beside the file, which the next load merges in, when the folder
  /// takes it.
  func flushPendingChanges() -> FileStorageError? {
    writeLock.lock()
    defer { writeLock.unlock() }
    return state.update { state, callbacks in
      guard let value = state.pending else { return nil }
      let failure: FileStorageError
      if case .unreadable(let reason) = state.access {
        failure = .savesHeld(url, reason: reason)
      } else if let error = writeWaiting(&state, &callbacks) {
        failure = error
      } else {
        return nil
      }
      guard let data = try? encode(value),
        let kept = try? storage.keepCopy(url, data, Self.unsavedLabel, now())
      else { return failure }
      let reason: String
      switch failure {
      case .savesHeld(_, let why), .cannotSave(_, let why): reason = why
      default: reason = failure.description
      }
      return .keptUnsaved(url, keptAt: kept, reason: reason)
    }
  }

  /// The label of the copies a failed shutdown flush keeps: `name.unsaved-<date>`.
  static var unsavedLabel: String { "unsaved" }

  /// Merges into the loaded value the copies that failed shutdown flushes kept, saves the
  /// result and, once it is on the disk, removes them. A copy that does not decode, or a value
  /// that cannot be merged, is left where it is.
  func recoverUnsavedCopies(
    _ result: Result<Value?, any Error>,
    _ state: inout FileKeyState<Value>,
    _ callbacks: inout Callbacks
  ) -> Result<Value?, any Error> {
    guard case .readable = state.access, case .success(let loaded) = result else { return result }
    let copies = storage.copies(url, Self.unsavedLabel)
    guard !copies.isEmpty, var value = loaded ?? state.initialValue else { return result }
    var recovered: [URL] = []
    for copy in copies {
      guard let data = try? storage.read(copy), let saved = try? decode(data),
        let merged = mergedValue(
          base: state.initialValue, file: value, local: saved, fileOrder: true)
      else { continue }
      value = merged
      recovered.append(copy)
    }
    guard !recovered.isEmpty else { return result }
    state.pending = value
    if writeWaiting(&state, &callbacks) == nil {
      for copy in recovered { storage.remove(copy) }
    }
    return .success(value)
  }

  /// Writes the pending change for every save waiting for it, ending the throttle window.
  @discardableResult
  func writeWaiting(
    _ state: inout FileKeyState<Value>, _ callbacks: inout Callbacks, retry: Bool = true
  ) -> FileStorageError? {
    let continuations = state.waiting
    state.waiting = []
    state.timer?.cancel()
    state.timer = nil
    return writePending(&state, resuming: continuations, &callbacks, retry: retry)
  }

  /// Writes the pending change durably and resumes `continuations` with the outcome. A
  /// failure keeps the change and, with `retry`, tries again after the retry delay, which
  /// doubles up to a minute.
  private func writePending(
    _ state: inout FileKeyState<Value>,
    resuming continuations: [SaveContinuation],
    _ callbacks: inout Callbacks,
    retry: Bool
  ) -> FileStorageError? {
    guard let value = state.pending else {
      callbacks.add { for continuation in continuations { continuation.resume() } }
      return nil
    }
    if case .readable = state.access, storage.fingerprint(url) != state.knownVersion {
      // Another program wrote the file since this key last read or wrote it, and the
      // watcher's notice has not come yet: read and merge it first (which writes the merged
      // value), never save a stale copy over it.
      state.waiting = continuations + state.waiting
      let result = adopt(readFile(), &state, &callbacks)
      if let subscriber = state.subscriber {
        callbacks.add { subscriber.yield(with: result) }
      }
      if state.pending == nil { return nil }
      if case .failure(let error as FileStorageError) = result { return error }
      return .cannotSave(url, reason: "the file changed elsewhere; the merged value is not saved")
    }
    let failure: FileStorageError
    do {
      let data: Data
      do {
        data = try encode(value)
      } catch {
        // Encoding the same value again would fail again: no retry; the change stays.
        throw FileStorageError.cannotEncode(url, reason: String(describing: error))
      }
      do {
        try storage.write(data, url)
      } catch {
        throw FileStorageError.cannotSave(url, reason: error.reason)
      }
      state.knownVersion = storage.fingerprint(url)
      state.base = value
      state.baseIsFromFile = true
      state.pending = nil
      state.failing = false
      state.retryDelay = Self.firstRetryDelay
      callbacks.add { for continuation in continuations { continuation.resume() } }
      if continuations.isEmpty, state.saveErrorShown { reportSaveOutcome(nil, state, &callbacks) }
      state.saveErrorShown = false
      if state.subscriber != nil { startWatcher(&state) }
      return nil
    } catch let error as FileStorageError {
      failure = error
    } catch {
      failure = .cannotSave(url, reason: String(describing: error))
    }
    callbacks.add {
      for continuation in continuations { continuation.resume(throwing: failure) }
    }
    if continuations.isEmpty { reportSaveOutcome(failure, state, &callbacks) }
    state.saveErrorShown = true
    if case .cannotSave = failure {
      state.failing = true
      if retry {
        scheduleTimer(after: state.retryDelay, &state)
        state.retryDelay = min(state.retryDelay * 2, Self.maximumRetryDelay)
      }
    }
    return failure
  }

  /// Tells the shared reference how a save that no `save` call waits for went (a retry on
  /// the clock): `nil` once it succeeded.
  func reportSaveOutcome(
    _ error: FileStorageError?, _ state: FileKeyState<Value>, _ callbacks: inout Callbacks
  ) {
    guard let subscriber = state.subscriber else { return }
    callbacks.add { subscriber.yieldSaveResult(error.map { .failure($0) } ?? .success(())) }
  }

  /// Ends the throttle window, or tries a failed save again, after `delay` on the clock.
  func scheduleTimer(after delay: Duration, _ state: inout FileKeyState<Value>) {
    state.timer?.cancel()
    state.timer = Task { [weak self, clock] in
      do { try await clock.sleep(for: delay) } catch { return }
      self?.timerFired()
    }
  }

  private func timerFired() {
    state.update { state, callbacks in
      guard !Task.isCancelled else { return }
      state.timer = nil
      guard case .readable = state.access, state.pending != nil else { return }
      if storage.writesInBackground {
        beginBackgroundWrite(&state)
      } else {
        writeWaiting(&state, &callbacks)
      }
    }
  }

  /// The file cannot be read: saves waiting for the end of the throttle window are told
  /// their change is held, and nothing more is written until it can be read.
  func holdSaves(_ state: inout FileKeyState<Value>, reason: String, _ callbacks: inout Callbacks) {
    state.access = .unreadable(reason)
    state.timer?.cancel()
    state.timer = nil
    let waiting = state.waiting
    state.waiting = []
    guard !waiting.isEmpty else { return }
    state.saveErrorShown = true
    let error = FileStorageError.savesHeld(url, reason: reason)
    callbacks.add { for continuation in waiting { continuation.resume(throwing: error) } }
  }

  /// At the end of the key: what waits is written once more (no retry: nobody would see
  /// it), and saves still waiting are told why they were not.
  func finish() {
    writeLock.lock()
    defer { writeLock.unlock() }
    state.update { state, callbacks in
      state.readRetry?.cancel()
      state.readRetry = nil
      state.stopWatching?()
      state.stopWatching = nil
      if state.pending != nil, case .readable = state.access {
        writeWaiting(&state, &callbacks, retry: false)
      }
      state.timer?.cancel()
      state.timer = nil
      let waiting = state.waiting
      state.waiting = []
      let reason: String
      if case .unreadable(let why) = state.access { reason = why } else { reason = "unsaved" }
      let error = FileStorageError.savesHeld(url, reason: reason)
      callbacks.add { for continuation in waiting { continuation.resume(throwing: error) } }
    }
  }
}
