import Foundation

/// What a file storage key knows about its file and the changes it has not saved yet.
struct FileKeyState<Value: Sendable> {
  /// Whether the file may be saved over.
  enum Access {
    /// Not read yet: it is read before anything is saved.
    case notRead
    /// Read (or missing): saves may replace it.
    case readable
    /// It exists but cannot be read, for this reason: nothing is saved over it.
    case unreadable(String)
  }

  var access = Access.notRead
  /// The default value the shared reference started from.
  var initialValue: Value?
  /// The value last read from the file or written to it: what both sides of a merge started
  /// from. When the file was never read, the default value.
  var base: Value?
  /// Whether ``base`` came from the file (else the file was never read).
  var baseIsFromFile = false
  /// The latest change not yet on the disk.
  var pending: Value? {
    didSet { pendingGeneration &+= 1 }
  }
  /// Counts the changes to ``pending``, so a write in the background knows whether what it
  /// wrote is still the latest.
  var pendingGeneration = 0
  /// Whether a write runs in the background (with the lock released).
  var writing = false
  /// Whether another write is to start as soon as the one in the background ends.
  var writeQueued = false
  /// Whether the file changed during a write in the background, to be looked at after it.
  var changedDuringWrite = false
  /// Saves waiting for ``pending`` to reach the disk.
  var waiting: [SaveContinuation] = []
  /// The end of the throttle window, or the next try of a failed save.
  var timer: Task<Void, Never>?
  /// Whether the latest save failed.
  var failing = false
  /// Whether the reference was told a save failed or was held (its `saveError` is set), so
  /// that the next save to succeed clears it even if no `save` call waits for it.
  var saveErrorShown = false
  /// How long until the next try after a failure.
  var retryDelay = Duration.seconds(1)
  /// The loop reading an unreadable file again.
  var readRetry: Task<Void, Never>?
  /// Where changes made elsewhere are played back.
  var subscriber: SharedSubscriber<Value>?
  /// Stops watching the file.
  var stopWatching: (@Sendable () -> Void)?
  /// The version of the file this key last wrote or read, so its own writes are not taken
  /// for changes made elsewhere.
  var knownVersion: FileFingerprint?

  /// The value the shared reference holds as far as this key knows: the unsaved change, else
  /// what is in the file.
  var current: Value? {
    pending ?? (baseIsFromFile ? base : nil)
  }
}

/// The key's state behind a lock. Work that calls out (resuming continuations, yielding to a
/// subscriber) is collected while the lock is held and done after it is released, so a
/// callback that saves again cannot find the state half-changed.
final class FileKeyStateLock<Value: Sendable>: @unchecked Sendable {
  // @unchecked: every access to `state` holds `lock`.
  private let lock = NSRecursiveLock()
  private var state = FileKeyState<Value>()

  /// Runs `body` with the state locked, then the callbacks it collected.
  func update<Result>(_ body: (inout FileKeyState<Value>, inout Callbacks) -> Result) -> Result {
    var callbacks = Callbacks()
    lock.lock()
    let result = body(&state, &callbacks)
    lock.unlock()
    callbacks.run()
    return result
  }
}

/// Calls to make once the key's lock is released.
struct Callbacks {
  private var calls: [() -> Void] = []

  mutating func add(_ call: @escaping () -> Void) {
    calls.append(call)
  }

  func run() {
    for call in calls { call() }
  }
}
