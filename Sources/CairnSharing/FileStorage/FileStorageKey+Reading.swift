import Foundation

/// What reading the file found.
enum FileReadOutcome<Value> {
  /// There is no file (or it is empty): the default value.
  case missing
  /// The file decoded to this value, from these bytes.
  case value(Value, Data)
  /// The file exists but cannot be read, for this reason.
  case unreadable(String)
  /// The file did not decode, and was kept aside at `movedTo`.
  case undecodable(movedTo: URL, reason: String)
}

extension FileStorageKey {
  /// Loads the file for a shared reference (when it is created, or on `load()`).
  func loadFile(initialValue: Value?, continuation: LoadContinuation<Value>) {
    writeLock.lock()
    defer { writeLock.unlock() }
    storage.removeTemporaryFiles(url)
    let result = state.update { state, callbacks in
      if let initialValue {
        state.initialValue = initialValue
        if !state.baseIsFromFile { state.base = initialValue }
      }
      let result = recoverUnsavedCopies(adopt(readFile(), &state, &callbacks), &state, &callbacks)
      if case .readable = state.access {
        state.readRetry?.cancel()
        state.readRetry = nil
      }
      return result
    }
    continuation.resume(with: result)
  }

  /// Reads and decodes the file. A file that does not decode is moved aside; if even that
  /// fails, the file counts as unreadable, so that nothing is saved over it.
  func readFile() -> FileReadOutcome<Value> {
    let data: Data?
    do {
      data = try storage.read(url)
    } catch {
      return .unreadable(error.reason)
    }
    // An empty file holds nothing to lose: it counts as no file.
    guard let data, !data.isEmpty else { return .missing }
    do {
      return .value(try decode(data), data)
    } catch {
      let reason = String(describing: error)
      do {
        let aside = try storage.moveAside(url, data, "unreadable", now())
        return .undecodable(movedTo: aside, reason: reason)
      } catch {
        return .unreadable(
          "it could not be decoded (\(reason)) nor kept aside (\(error.reason))")
      }
    }
  }

  /// Takes in what reading found, merging it with changes made here that are not saved yet,
  /// and saves the result when there is something to save. Returns what the shared reference
  /// should show: a value, its default (`nil`), or an error for `loadError`.
  func adopt(
    _ outcome: FileReadOutcome<Value>,
    _ state: inout FileKeyState<Value>,
    _ callbacks: inout Callbacks
  ) -> Result<Value?, any Error> {
    switch outcome {
    case .unreadable(let reason):
      holdSaves(&state, reason: reason, &callbacks)
      startReadRetry(&state)
      return .failure(FileStorageError.cannotRead(url, reason: reason))

    case .missing:
      return startOver(&state, &callbacks, reporting: nil)

    case .undecodable(let movedTo, let reason):
      return startOver(
        &state, &callbacks,
        reporting: .cannotDecode(url, movedTo: movedTo, reason: reason))

    case .value(let fileValue, let data):
      state.access = .readable
      state.knownVersion = storage.fingerprint(url)
      guard let local = state.pending else {
        state.base = fileValue
        state.baseIsFromFile = true
        return .success(fileValue)
      }
      let merged = mergedValue(
        base: state.base, file: fileValue, local: local, fileOrder: !state.baseIsFromFile)
      if let merged {
        state.base = fileValue
        state.baseIsFromFile = true
        state.pending = merged
        writeWaiting(&state, &callbacks)
        return .success(merged)
      }
      // The two cannot be merged: the other version is kept aside, the one made here saved.
      do {
        let aside = try storage.moveAside(url, data, "elsewhere", now())
        state.base = fileValue
        state.baseIsFromFile = true
        writeWaiting(&state, &callbacks)
        return .failure(FileStorageError.changedElsewhere(url, movedTo: aside))
      } catch {
        let reason = "it was changed elsewhere and could not be kept aside (\(error.reason))"
        holdSaves(&state, reason: reason, &callbacks)
        startReadRetry(&state)
        return .failure(FileStorageError.cannotRead(url, reason: reason))
      }
    }
  }

  /// The file is gone (or was set aside): what the reference holds, if it holds anything of
  /// the file's, is saved again so that it is not lost at the next start.
  private func startOver(
    _ state: inout FileKeyState<Value>,
    _ callbacks: inout Callbacks,
    reporting error: FileStorageError?
  ) -> Result<Value?, any Error> {
    state.access = .readable
    state.knownVersion = nil
    let current = state.current
    state.base = state.initialValue
    state.baseIsFromFile = false
    if let current {
      state.pending = current
      writeWaiting(&state, &callbacks)
    }
    if let error { return .failure(error) }
    return .success(current)
  }

  /// Reads an unreadable file again, on a clock: after 1, 2, 4 … up to 60 seconds.
  func startReadRetry(_ state: inout FileKeyState<Value>) {
    guard state.readRetry == nil else { return }
    state.readRetry = Task { [weak self, clock] in
      var delay = Self.firstRetryDelay
      while true {
        do { try await clock.sleep(for: delay) } catch { return }
        guard let self, self.readAgain() else { return }
        delay = min(delay * 2, Self.maximumRetryDelay)
      }
    }
  }

  /// Tries an unreadable file again. Returns whether to keep trying.
  func readAgain() -> Bool {
    state.update { state, callbacks in
      guard case .unreadable(let previousReason) = state.access else {
        state.readRetry = nil
        return false
      }
      let outcome = readFile()
      if case .unreadable(let reason) = outcome {
        state.access = .unreadable(reason)
        if reason != previousReason, let subscriber = state.subscriber {
          let error = FileStorageError.cannotRead(url, reason: reason)
          callbacks.add { subscriber.yield(throwing: error) }
        }
        return true
      }
      state.readRetry?.cancel()
      state.readRetry = nil
      let result = recoverUnsavedCopies(adopt(outcome, &state, &callbacks), &state, &callbacks)
      if let subscriber = state.subscriber {
        callbacks.add { subscriber.yield(with: result) }
      }
      return false
    }
  }
}
