import Foundation

/// The standups saved on disk: a JSON file that is written atomically and never overwritten
/// when it cannot be read.
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

  /// The file's location.
  public let url: URL

  /// The file at `url`.
  public init(url: URL) {
    self.url = url
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

  /// Loads the standups. An unreadable file is renamed aside with a timestamp
  /// (`standups.json.unreadable-<date>`) so it is never overwritten, and reported.
  public func load(now: Date = Date()) throws -> LoadResult {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
      return .missing
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return .missing }
      throw error
    }
    do {
      return .loaded(try Self.decode(data))
    } catch {
      let aside = try moveAside(now: now)
      return .unreadable(movedTo: aside, reason: String(describing: error))
    }
  }

  /// Saves the standups atomically: a temporary file in the same directory, then a rename.
  public func save(_ standups: [Standup]) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    try Self.encode(standups).write(to: temporary)
    if rename(temporary.path, url.path) != 0 {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(
        .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "rename failed: \(code)"])
    }
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
