import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The standups saved on disk: a JSON file that is written durably and atomically, and never
/// replaced unless it was read.
///
/// - A file that is missing is an empty list.
/// - A file that was read but does not decode is moved aside (kept, never overwritten) and
///   reported as ``LoadResult/unreadable(movedTo:reason:)``.
/// - A file that cannot be *read* at all (permissions, an I/O error) throws ``CannotRead``: the
///   caller must not save over it until it can be read. So does anything that is not a regular
///   file (a FIFO, a device such as `/dev/zero`, a directory) and a file over
///   ``maximumSize``: they are refused at once, never read without end.
/// - A symbolic link is followed: loading reads its target and a save replaces the target, so
///   the link stays a link and its target never goes stale. A link to nothing is refused.
/// - A save writes a temporary file, flushes it to the disk, renames it over the file and
///   flushes the directory; only then is it done. A failed save throws ``CannotSave`` and
///   leaves no temporary file behind, and loading removes any that a crash left.
public struct StandupsFile: Sendable {
  /// What loading found.
  public enum LoadResult: Equatable, Sendable {
    /// There is no file yet: an empty list, no alert.
    case missing
    /// The file was read.
    case loaded([Standup])
    /// The file could not be decoded; it was moved aside to `movedTo` and kept.
    case unreadable(movedTo: URL, reason: String)
  }

  /// The file exists but could not be read; nothing may be saved over it.
  public struct CannotRead: Error, Equatable, CustomStringConvertible {
    /// Why, in words (such as "Permission denied").
    public let reason: String
    /// A failure for `reason`.
    public init(reason: String) { self.reason = reason }
    /// A sentence for logs.
    public var description: String { "The standups file could not be read: \(reason)" }
  }

  /// A save did not complete; the file on disk is as it was before.
  public struct CannotSave: Error, Equatable, CustomStringConvertible {
    /// Why, in words (such as "No space left on device").
    public let reason: String
    /// A failure for `reason`.
    public init(reason: String) { self.reason = reason }
    /// A sentence for logs.
    public var description: String { "The standups could not be saved: \(reason)" }
  }

  /// The file's location.
  public let url: URL
  /// The largest file loading accepts, in bytes; a larger one is refused with ``CannotRead``.
  public let maximumSize: Int

  /// The default for ``maximumSize``: 256 MiB, about a hundred times 10,000 standups with a
  /// few meetings each.
  public static let defaultMaximumSize = 256 << 20

  /// The file at `url`, loaded only while it holds at most `maximumSize` bytes.
  public init(url: URL, maximumSize: Int = StandupsFile.defaultMaximumSize) {
    self.url = url
    self.maximumSize = maximumSize
  }

  /// The file in `directory`, named `standups.json`.
  public init(directory: URL) {
    self.init(url: directory.appendingPathComponent("standups.json"))
  }

  /// The default data directory: `$XDG_DATA_HOME/cairn-standups`, else
  /// `~/.local/share/cairn-standups`.
  public static func defaultDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty {
      return URL(fileURLWithPath: dataHome).appendingPathComponent("cairn-standups")
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(".local/share/cairn-standups")
  }

  /// Encodes standups as the file's JSON.
  public static func encode(_ standups: [Standup]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(standups)
  }

  /// Decodes the file's JSON.
  public static func decode(_ data: Data) throws -> [Standup] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([Standup].self, from: data)
  }

  /// Loads the standups, after removing temporary files an interrupted save left. A file that
  /// does not decode is renamed aside with a timestamp (`standups.json.unreadable-<date>`) so
  /// it is never overwritten, and reported.
  /// - Throws: ``CannotRead`` when the file exists but cannot be read.
  public func load(now: Date = Date()) throws -> LoadResult {
    removeTemporaryFiles()
    guard let data = try read() else { return .missing }
    do {
      return .loaded(try Self.decode(data))
    } catch {
      let aside = try moveAside(now: now)
      return .unreadable(movedTo: aside, reason: String(describing: error))
    }
  }

  /// Saves the standups durably: when this returns, they are on the disk.
  /// - Throws: ``CannotSave``, with the file unchanged and no temporary file left.
  public func save(_ standups: [Standup]) throws {
    let data: Data
    do {
      data = try Self.encode(standups)
    } catch {
      throw CannotSave(reason: "the standups could not be encoded (\(error))")
    }
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw CannotSave(reason: Self.describe(error))
    }
    // A link is written through: the new file replaces the link's target, beside it.
    let destination = try savedPath()
    let destinationDirectory = (destination as NSString).deletingLastPathComponent
    let temporary =
      destinationDirectory + "/\(temporaryPrefix)\(UUID().uuidString)\(Self.temporarySuffix)"
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    try Self.writeSynced(data, to: temporary)
    guard rename(temporary, destination) == 0 else { throw CannotSave(reason: Self.errorText()) }
    renamed = true
    try Self.syncDirectory(destinationDirectory)
  }

  /// Where a save writes: the file itself, or the target of the link it is.
  /// - Throws: ``CannotSave`` when the file is a link to nothing.
  private func savedPath() throws -> String {
    var status = stat()
    guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
      return url.path
    }
    guard let resolved = realpath(url.path, nil) else {
      throw CannotSave(
        reason: "the data file is a link to a file that cannot be reached "
          + "(\(Self.errorText())); the link is left as it is")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Removes the temporary files of saves that never finished (a crash mid-save).
  public func removeTemporaryFiles() {
    var directories = [url.deletingLastPathComponent().path]
    if let target = try? savedPath() {
      directories.append((target as NSString).deletingLastPathComponent)
    }
    for directory in Set(directories) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
      else { continue }
      for name in names where isTemporaryFileName(name) {
        unlink(directory + "/" + name)
      }
    }
  }

  /// Whether `name` is one of this file's temporary files.
  public func isTemporaryFileName(_ name: String) -> Bool {
    name.hasPrefix(temporaryPrefix) && name.hasSuffix(Self.temporarySuffix)
  }

  private var temporaryPrefix: String { ".\(url.lastPathComponent)." }
  private static let temporarySuffix = ".tmp"

  /// The file's bytes, or `nil` when there is no file (nor a link to nothing).
  private func read() throws -> Data? {
    // Opened without waiting (a FIFO with no writer would block here), then checked for
    // being a regular file before a byte is read.
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENOENT {
        var status = stat()
        if lstat(url.path, &status) == 0 {
          throw CannotRead(reason: "it is a link to a file that does not exist")
        }
        return nil
      }
      throw CannotRead(reason: Self.errorText())
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw CannotRead(reason: Self.errorText()) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw CannotRead(reason: "it is \(Self.kind(of: status.st_mode)), not a regular file")
    }
    guard status.st_size <= maximumSize else {
      throw CannotRead(reason: "it holds \(status.st_size) bytes, over the limit of \(maximumSize)")
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Self.readBytes(descriptor, $0) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw CannotRead(reason: Self.errorText())
      }
      // A file that grows while it is read is still held to the limit.
      guard data.count + count <= maximumSize else {
        throw CannotRead(reason: "it grew past the limit of \(maximumSize) bytes while being read")
      }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  /// What a file of `mode` is, in words.
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

  /// `read(2)` into `buffer`.
  private static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer.baseAddress, buffer.count)
    #else
      Darwin.read(descriptor, buffer.baseAddress, buffer.count)
    #endif
  }

  /// Writes `data` to a new file at `path` and flushes it to the disk.
  private static func writeSynced(_ data: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw CannotSave(reason: errorText()) }
    var failure: CannotSave?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = CannotSave(reason: errorText())
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = CannotSave(reason: errorText()) }
    if close(descriptor) != 0, failure == nil { failure = CannotSave(reason: errorText()) }
    if let failure { throw failure }
  }

  /// Flushes the directory, so the rename itself survives a power cut.
  private static func syncDirectory(_ path: String) throws {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw CannotSave(reason: errorText()) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw CannotSave(reason: errorText()) }
  }

  private static func errorText() -> String {
    String(cString: strerror(errno))
  }

  private static func describe(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }

  private func moveAside(now: Date) throws -> URL {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime]
    let stamp = formatter.string(from: now).replacingOccurrences(of: ":", with: "")
    var destination = url.appendingPathExtension("unreadable-\(stamp)")
    var counter = 1
    while FileManager.default.fileExists(atPath: destination.path) {
      counter += 1
      destination = url.appendingPathExtension("unreadable-\(stamp)-\(counter)")
    }
    try FileManager.default.moveItem(at: url, to: destination)
    return destination
  }
}
