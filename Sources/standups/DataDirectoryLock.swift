import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The hold one `standups` process keeps on its data directory, so that a second process
/// pointed at the same directory refuses to start instead of writing the same file.
///
/// The file store merges changes it finds on disk, but two processes writing one file can still
/// lose an edit between one's read and the other's write; PostgreSQL (`--database`) is the way
/// to run several processes on the same standups. The hold is an exclusive `flock` on
/// `standups.lock` in the directory, which the system lets go when the process ends, however it
/// ends.
final class DataDirectoryLock {
  /// The name of the file the hold is taken on.
  static let fileName = "standups.lock"

  /// Another process holds the directory.
  struct Held: Error, CustomStringConvertible {
    /// The data directory.
    let directory: URL

    var description: String {
      "Another standups process is using \(directory.path). The file store belongs to one "
        + "process; pass --data-dir <dir> for another, or --database postgres://… to run several."
    }
  }

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Takes the hold on `directory` (created if missing); throws ``Held`` when another process
  /// has it. Returns `nil`, and says why on standard error, when the directory cannot hold the
  /// lock file (it is read-only, say): the store then reports its own failures to the person,
  /// as it does without the hold.
  static func take(directory: URL) throws -> DataDirectoryLock? {
    let path = directory.appendingPathComponent(fileName).path
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      FileHandle.standardError.write(
        Data("Not holding \(path) (\(reason)): nothing stops a second process here.\n".utf8))
      return nil
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let failure = errno
      close(descriptor)
      if failure == EWOULDBLOCK { throw Held(directory: directory) }
      let reason = String(cString: strerror(failure))
      FileHandle.standardError.write(
        Data("Not holding \(path) (\(reason)): nothing stops a second process here.\n".utf8))
      return nil
    }
    return DataDirectoryLock(descriptor: descriptor)
  }

  deinit {
    close(descriptor)
  }
}
