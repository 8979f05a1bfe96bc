import Dependencies
import Foundation

/// A ``SharedKey`` that keeps a value in a file. Create one with `.fileStorage(url)` or
/// `.fileStorage(url, decode:, encode:)`.
///
/// It keeps a person's data safe where swift-sharing's key may not:
///
/// - A file that cannot be read (a directory, a pipe, a device, too large, a link to nothing,
///   refused by the system) is never saved over. `loadError` says why
///   (``FileStorageError/cannotRead(_:reason:)``), changes wait in memory, the file is read
///   again after 1, 2, 4 … up to 60 seconds, and once it can be read what it holds and what
///   was made meanwhile are merged and saved.
/// - A file that does not decode is renamed aside (`name.unreadable-<date>`) and kept, never
///   overwritten, and reported in `loadError` (``FileStorageError/cannotDecode(_:movedTo:reason:)``).
/// - A save is done only when the data is on the disk: a temporary file is written, flushed,
///   renamed over the file, and the directory is flushed. No temporary file is left behind,
///   and those a crash left are removed when the file is loaded.
/// - Changes are saved at most once a second: the first at once, those that follow within the
///   second together at its end. On the app's storage (``FileStorage/writingInBackground()``)
///   they are encoded and written off the caller, one write at a time, the newest last.
/// - A failed save is reported in `saveError` (``FileStorageError/cannotSave(_:reason:)``),
///   the change is kept, and the save is retried after 1, 2, 4 … up to 60 seconds.
/// - ``FileStorage/flush()`` saves what is waiting, as an app does when it shuts down; what
///   the file cannot take then is written to a copy beside it, merged in at the next load.
/// - When another program changes the file, the value is read again; if changes made here
///   were still unsaved, the two are merged (see the FileStorage article).
///
/// Time comes from the `continuousClock` dependency, so tests decide when a second has passed.
public final class FileStorageKey<Value: Sendable>: SharedKey, Sendable {
  let storage: FileStorage
  let url: URL
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data
  let clock: any Clock<Duration>
  let now: @Sendable () -> Date
  let state: FileKeyStateLock<Value>
  /// Held through each write made in the background, and by a flush, a load and the key's
  /// end before they look at the state, so that no two writes of this file ever overlap.
  let writeLock = NSLock()

  /// How long changes gather before they are saved together.
  public static var throttle: Duration { .seconds(1) }
  /// The first delay before a failed save or read is tried again; it doubles each time.
  public static var firstRetryDelay: Duration { .seconds(1) }
  /// The longest delay between two tries.
  public static var maximumRetryDelay: Duration { .seconds(60) }

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    @Dependency(\.continuousClock) var clock
    @Dependency(\.date) var date
    self.storage = storage
    self.url = url
    self.decode = decode
    self.encode = encode
    self.clock = clock
    self.now = { date.now }
    self.state = FileKeyStateLock()
  }

  deinit {
    // Changes still waiting for their second are written before the key goes.
    finish()
  }

  /// The file together with its storage: the same file in two storages is two values.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: url.standardizedFileURL, storage: storage)
  }

  /// Reads the file: a missing file gives the default value, a file that cannot be read or
  /// decoded resumes with a ``FileStorageError``. Temporary files of interrupted saves are
  /// removed first.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    storage.pendingSaves.register(self)
    loadFile(initialValue: context.initialValue, continuation: continuation)
  }

  /// Watches the file for changes made by other programs and plays them back.
  public func subscribe(
    context: LoadContext<Value>,
    subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    startWatching(subscriber)
    return SharedSubscription { [weak self] in self?.stopWatching() }
  }

  /// Saves the value: at once, or with the changes of the coming second (`.didSet`), or at
  /// once in any case (`.userInitiated`). The continuation resumes when the value is on the
  /// disk, or with the reason it is not.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.pendingSaves.register(self)
    saveValue(value, context: context, continuation: continuation)
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage(<url>)`.
  public var description: String {
    ".fileStorage(\(String(reflecting: url)))"
  }
}

/// The identity of a ``FileStorageKey``: its file and its storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}
