import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure of one file operation, in words (such as "Permission denied").
struct FileFailure: Error, Equatable {
  var reason: String

  /// The failure the last system call left in `errno`.
  static var lastError: Self { Self(reason: String(cString: strerror(errno))) }
}

/// What identifies one version of a file: which file it is and when and how large it was
/// written. A save records it so that its own write is not mistaken for another program's.
struct FileFingerprint: Equatable, Sendable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modifiedSeconds: Int64
  var modifiedNanoseconds: Int64
}

/// The file operations a ``FileStorage`` on the real disk is made of: reading only what is a
/// regular file within a size limit, writing durably and atomically, keeping what could not
/// be decoded, and cleaning up after an interrupted save.
enum DurableFile {
  /// The file's bytes, or `nil` when there is none. A symbolic link is followed.
  ///
  /// - Throws: ``FileFailure`` when the file exists but cannot be read: a link to nothing,
  ///   anything that is not a regular file (refused before a byte is read, so a pipe or a
  ///   device never blocks or streams without end), a file over `maximumSize` bytes, or an
  ///   error from the system.
  static func read(_ url: URL, maximumSize: Int) throws(FileFailure) -> Data? {
    // Opened without waiting (a pipe with no writer would block here), then checked for
    // being a regular file before anything is read.
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENOENT {
        var status = stat()
        if lstat(url.path, &status) == 0 {
          throw FileFailure(reason: "it is a link to a file that does not exist")
        }
        return nil
      }
      throw .lastError
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .lastError }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileFailure(reason: "it is \(kind(of: status.st_mode)), not a regular file")
    }
    guard status.st_size <= maximumSize else {
      throw FileFailure(
        reason: "it holds \(status.st_size) bytes, over the limit of \(maximumSize)")
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw .lastError
      }
      // A file that grows while it is read is still held to the limit.
      guard data.count + count <= maximumSize else {
        throw FileFailure(reason: "it grew past the limit of \(maximumSize) bytes while being read")
      }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  /// Replaces the file with `data` durably: a temporary file beside it is written and flushed
  /// to the disk, renamed over the file, and the directory is flushed. A link is written
  /// through: its target is replaced and the link stays a link.
  ///
  /// - Throws: ``FileFailure``, with the file as it was and no temporary file left behind.
  static func write(_ data: Data, to url: URL) throws(FileFailure) {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw FileFailure(reason: describe(error))
    }
    let destination = try writtenPath(of: url)
    let destinationDirectory = (destination as NSString).deletingLastPathComponent
    let temporary =
      destinationDirectory + "/" + temporaryPrefix(of: url) + UUID().uuidString + temporarySuffix
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    try writeSynced(data, toNewFile: temporary)
    guard rename(temporary, destination) == 0 else { throw .lastError }
    renamed = true
    try syncDirectory(destinationDirectory)
  }

  /// Keeps a file that could not be decoded, under a new name beside it
  /// (`name.<label>-<date>`), and returns where. A regular file is renamed; through a link,
  /// `data` (what was read from the link's target) is written durably beside the link, and
  /// the target is left for the next save to replace.
  static func moveAside(
    _ url: URL, data: Data, label: String, now: Date
  ) throws(FileFailure) -> URL {
    let destination = asideName(of: url, label: label, now: now)
    if isLink(url) {
      try write(data, to: destination)
    } else {
      guard rename(url.path, destination.path) == 0 else { throw .lastError }
      try syncDirectory(url.deletingLastPathComponent().path)
    }
    return destination
  }

  /// Writes `data` durably to a new file beside `url` (`name.<label>-<date>`) and returns
  /// where.
  static func keepCopy(
    of url: URL, data: Data, label: String, now: Date
  ) throws(FileFailure) -> URL {
    let destination = asideName(of: url, label: label, now: now)
    try write(data, to: destination)
    return destination
  }

  /// The files kept beside `url` under `label` (`name.<label>-…`), oldest name first.
  static func copies(of url: URL, label: String) -> [URL] {
    let directory = url.deletingLastPathComponent()
    let prefix = "\(url.lastPathComponent).\(label)-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return names.filter { $0.hasPrefix(prefix) && !$0.hasPrefix(".") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }

  /// Removes a file and flushes its directory.
  static func remove(_ url: URL) {
    guard unlink(url.path) == 0 else { return }
    try? syncDirectory(url.deletingLastPathComponent().path)
  }

  /// A name beside `url` that is not taken: `name.<label>-<date>`, then `-2`, `-3` ….
  private static func asideName(of url: URL, label: String, now: Date) -> URL {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime]
    let stamp = formatter.string(from: now).replacingOccurrences(of: ":", with: "")
    var destination = url.appendingPathExtension("\(label)-\(stamp)")
    var counter = 1
    while exists(destination.path) {
      counter += 1
      destination = url.appendingPathExtension("\(label)-\(stamp)-\(counter)")
    }
    return destination
  }

  /// Removes the temporary files of saves that never finished (a crash mid-save), beside the
  /// file and beside a link's target; nothing else.
  static func removeTemporaryFiles(of url: URL) {
    var directories = [url.deletingLastPathComponent().path]
    if let target = try? writtenPath(of: url) {
      directories.append((target as NSString).deletingLastPathComponent)
    }
    for directory in Set(directories) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
      else { continue }
      for name in names where isTemporaryFileName(name, of: url) {
        unlink(directory + "/" + name)
      }
    }
  }

  /// Whether `name` is one of the temporary files a save of `url` writes.
  static func isTemporaryFileName(_ name: String, of url: URL) -> Bool {
    name.hasPrefix(temporaryPrefix(of: url)) && name.hasSuffix(temporarySuffix)
  }

  /// The fingerprint of the file (of a link's target), or `nil` when there is none.
  static func fingerprint(of url: URL) -> FileFingerprint? {
    var status = stat()
    guard stat(url.path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return FileFingerprint(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
      modifiedSeconds: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec))
  }

  /// The path a save replaces: the file itself, or the target of the link it is.
  /// - Throws: ``FileFailure`` when the file is a link to nothing (it is left as it is).
  static func writtenPath(of url: URL) throws(FileFailure) -> String {
    guard isLink(url) else { return url.path }
    guard let resolved = realpath(url.path, nil) else {
      throw FileFailure(
        reason:
          "it is a link to a file that cannot be reached (\(String(cString: strerror(errno))))"
      )
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func temporaryPrefix(of url: URL) -> String { ".\(url.lastPathComponent)." }
  private static let temporarySuffix = ".tmp"

  private static func isLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Writes `data` to a file that must not exist yet and flushes it to the disk.
  private static func writeSynced(_ data: Data, toNewFile path: String) throws(FileFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .lastError }
    var failure: FileFailure?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = .lastError
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = .lastError }
    if close(descriptor) != 0, failure == nil { failure = .lastError }
    if let failure { throw failure }
  }

  /// Flushes a directory, so that a rename in it survives a power cut.
  private static func syncDirectory(_ path: String) throws(FileFailure) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .lastError }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw .lastError }
  }

  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a named pipe"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFDIR: "a directory"
    case S_IFSOCK: "a socket"
    default: "something else"
    }
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer.baseAddress, buffer.count)
    #else
      Darwin.read(descriptor, buffer.baseAddress, buffer.count)
    #endif
  }

  private static func systemWrite(
    _ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int
  ) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  private static func describe(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
