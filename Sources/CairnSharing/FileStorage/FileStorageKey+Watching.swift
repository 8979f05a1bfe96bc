import Foundation

extension FileStorageKey {
  /// Starts playing back changes other programs make to the file.
  func startWatching(_ subscriber: SharedSubscriber<Value>) {
    state.update { state, _ in
      state.subscriber = subscriber
      startWatcher(&state)
    }
  }

  /// Stops playing back changes.
  func stopWatching() {
    state.update { state, _ in
      state.stopWatching?()
      state.stopWatching = nil
      state.subscriber = nil
    }
  }

  /// Watches the file, if it is not watched yet and its directory exists (else the first save
  /// that creates the directory starts watching).
  func startWatcher(_ state: inout FileKeyState<Value>) {
    guard state.stopWatching == nil else { return }
    state.stopWatching = storage.watch(url) { [weak self] in self?.fileChanged() }
  }

  /// The file changed: unless this key wrote that version itself, it is read and merged with
  /// what is unsaved here, and the reference shows the result.
  func fileChanged() {
    let unreadable = state.update { state, _ in
      if case .unreadable = state.access { return true }
      return false
    }
    if unreadable {
      _ = readAgain()
      return
    }
    state.update { state, callbacks in
      guard let subscriber = state.subscriber else { return }
      // A write in the background rewrites the file now; its end looks again.
      guard !state.writing else {
        state.changedDuringWrite = true
        return
      }
      let version = storage.fingerprint(url)
      guard version != state.knownVersion else { return }
      let result = adopt(readFile(), &state, &callbacks)
      callbacks.add { subscriber.yield(with: result) }
    }
  }
}
