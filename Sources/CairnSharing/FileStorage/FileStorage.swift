import ConcurrencyExtras
import Foundation

/// Where a ``FileStorageKey`` reads and writes: the real disk, or a file system in memory.
///
/// The app uses `fileSystem`; tests and previews get a fresh `inMemory` one by default
/// (through the `defaultFileStorage` dependency), so they never touch the real disk unless
/// they ask for it.
public struct FileStorage: Hashable, Sendable {
  let id: AnyHashableSendable
  /// The largest file a read accepts, in bytes.
  let maximumSize: Int
  /// The file's bytes, or `nil` when there is no file.
  let read: @Sendable (URL) throws(FileFailure) -> Data?
  /// Replaces the file, durably.
  let write: @Sendable (Data, URL) throws(FileFailure) -> Void
  /// Keeps a file under another name beside it: (file, bytes read, label, now) -> new name.
  let moveAside: @Sendable (URL, Data, String, Date) throws(FileFailure) -> URL
  /// Writes bytes durably to a new file beside a file: (file, bytes, label, now) -> its name.
  let keepCopy: @Sendable (URL, Data, String, Date) throws(FileFailure) -> URL
  /// The files kept beside a file under a label.
  let copies: @Sendable (URL, String) -> [URL]
  /// Removes a file.
  let remove: @Sendable (URL) -> Void
  /// Removes what interrupted saves left.
  let removeTemporaryFiles: @Sendable (URL) -> Void
  /// Which version of the file is there now.
  let fingerprint: @Sendable (URL) -> FileFingerprint?
  /// Calls the handler when someone else changes the file; returns a way to stop.
  var watch: @Sendable (URL, @escaping @Sendable () -> Void) -> (@Sendable () -> Void)?
  /// The keys with changes not yet saved, for ``flush()``.
  let pendingSaves: PendingSaves
  /// Whether saves are grouped to at most one a second (on the `continuousClock` dependency).
  /// The real disk does; a file system in memory, by default, writes every change at once, so
  /// a test that only changes shared state needs no clock.
  var throttlesSaves = true
  /// Whether keys encode and write off the caller (see ``writingInBackground()``).
  var writesInBackground = false

  /// The default largest file a key reads: 256 MiB. A larger file is refused, as a file that
  /// cannot be read, instead of being read into memory.
  public static let defaultMaximumFileSize = 256 << 20

  /// The real file system.
  ///
  /// A save writes a temporary file beside the file, flushes it to the disk, renames it over
  /// the file and flushes the directory: when the save reports success, the data is on the
  /// disk, and a crash at any moment leaves either the old file or the new one. A symbolic
  /// link is followed (its target is replaced, the link stays). Only regular files are read,
  /// up to ``defaultMaximumFileSize`` bytes. Changes made by other programs are noticed by
  /// watching the file's directory (inotify on Linux) and taken in on the main queue, where
  /// views and `@MainActor` models read and edit the value: an outside change is then never
  /// merged between an edit and its save, where the save would write the edit over it.
  public static let fileSystem = FileStorage.fileSystem(maximumFileSize: defaultMaximumFileSize)

  /// The real file system, reading files of at most `maximumFileSize` bytes.
  public static func fileSystem(maximumFileSize: Int) -> FileStorage {
    FileStorage(
      id: AnyHashableSendable(UUID()),
      maximumSize: maximumFileSize,
      read: { url throws(FileFailure) in
        try DurableFile.read(url, maximumSize: maximumFileSize)
      },
      write: { data, url throws(FileFailure) in try DurableFile.write(data, to: url) },
      moveAside: { url, data, label, now throws(FileFailure) in
        try DurableFile.moveAside(url, data: data, label: label, now: now)
      },
      keepCopy: { url, data, label, now throws(FileFailure) in
        try DurableFile.keepCopy(of: url, data: data, label: label, now: now)
      },
      copies: { DurableFile.copies(of: $0, label: $1) },
      remove: { DurableFile.remove($0) },
      removeTemporaryFiles: { DurableFile.removeTemporaryFiles(of: $0) },
      fingerprint: { DurableFile.fingerprint(of: $0) },
      watch: { url, onChange in
        let onMainQueue: @Sendable () -> Void = { DispatchQueue.main.async(execute: onChange) }
        guard let watcher = FileWatcher(url: url, onChange: onMainQueue) else { return nil }
        return { watcher.cancel() }
      },
      pendingSaves: PendingSaves()
    )
  }

  /// The same storage, with keys that encode and write their files off the caller: a change
  /// made on the main actor only notes the value and starts a write in the background, so a
  /// large file (seconds of encoding for tens of thousands of rows) never holds up the
  /// screen. Saves stay as safe: one write of a file at a time, the newest value written last,
  /// a save's continuation resumed once its value is on the disk, a file another program
  /// wrote read and merged before it is written over, and ``flush()`` waits for the write in
  /// flight. The app's storage (the `defaultFileStorage` dependency's live value) writes this
  /// way; tests see each change written before `withLock` returns unless they ask for this.
  public func writingInBackground() -> FileStorage {
    var storage = self
    storage.writesInBackground = true
    return storage
  }

  /// The same storage, never watching files: for tests that must not see their own writes
  /// come back on another thread.
  var unwatched: FileStorage {
    var storage = self
    storage.watch = { _, _ in nil }
    return storage
  }

  /// A new, empty file system in memory: nothing is read from or written to the disk.
  ///
  /// Each use of `.inMemory` is a file system of its own, so tests never see each other's
  /// files.
  public static var inMemory: Self {
    inMemory(InMemoryFileSystem())
  }

  /// The file system in memory that `fileSystem` holds, so that a test can put files in it,
  /// look at what was saved, make reads or saves fail, and change a file as another program
  /// would.
  ///
  /// Changes are written at once, without the one-second grouping the real disk gets (as
  /// swift-sharing's in-memory storage does), unless `throttlesSaves` is `true`: then the
  /// grouping runs on the `continuousClock` dependency, for tests of it.
  public static func inMemory(
    _ fileSystem: InMemoryFileSystem, throttlesSaves: Bool = false
  ) -> Self {
    var storage = FileStorage(
      id: AnyHashableSendable(ObjectIdentifier(fileSystem)),
      maximumSize: defaultMaximumFileSize,
      read: { url throws(FileFailure) in try fileSystem.read(url) },
      write: { data, url throws(FileFailure) in try fileSystem.write(data, to: url) },
      moveAside: { url, _, label, _ throws(FileFailure) in
        try fileSystem.moveAside(url, label: label)
      },
      keepCopy: { url, data, label, _ throws(FileFailure) in
        try fileSystem.keepCopy(of: url, data: data, label: label)
      },
      copies: { fileSystem.copies(of: $0, label: $1) },
      remove: { fileSystem[$0] = nil },
      removeTemporaryFiles: { _ in },
      fingerprint: { fileSystem.fingerprint(of: $0) },
      watch: { url, onChange in fileSystem.watch(url, onChange: onChange) },
      pendingSaves: fileSystem.pendingSaves
    )
    storage.throttlesSaves = throttlesSaves
    return storage
  }

  /// Saves every change still waiting in a key of this storage (changes are saved at most
  /// once a second, and failed saves are retried later), as an app does when it shuts down.
  ///
  /// A change that cannot be saved in its file (the file cannot be read, or the save fails)
  /// is written to a copy beside it, `name.unsaved-<date>`, which the next load merges in.
  ///
  /// - Returns: What could not be saved in its file, and where it was kept instead
  ///   (``FileStorageError/keptUnsaved(_:keptAt:reason:)``) or why not; empty when
  ///   everything is in its file.
  @discardableResult
  public func flush() -> [FileStorageError] {
    pendingSaves.flush()
  }

  /// Whether any key of this storage holds changes not yet saved.
  public var hasPendingSaves: Bool {
    pendingSaves.hasPending
  }

  /// Whether two storages are the same file system.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
