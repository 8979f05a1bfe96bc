import Foundation

/// Where and how the standups are saved on disk: `standups.json`, a pretty-printed JSON array
/// with sorted keys and ISO 8601 dates.
///
/// The file is read and written by the app's shared storage (`StandupsStorage.file`, over
/// CairnSharing's file storage), which saves durably and never replaces a file it could not
/// read; this type only says where the file is and what it holds, so a file written by any
/// version of the app reads in any other.
public enum StandupsFile {
  /// The file's name.
  public static let name = "standups.json"

  /// The file in `directory`.
  public static func url(in directory: URL) -> URL {
    directory.appendingPathComponent(name)
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
    try encoder().encode(standups)
  }

  /// The file's encoder: pretty-printed, sorted keys, ISO 8601 dates.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  /// Decodes the file's JSON.
  public static func decode(_ data: Data) throws -> [Standup] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([Standup].self, from: data)
  }
}
