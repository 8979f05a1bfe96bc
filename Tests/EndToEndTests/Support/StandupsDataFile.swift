import Foundation
import StandupsDomain

/// The standups file in a data directory, as the end-to-end tests seed and inspect it from
/// outside the server.
struct StandupsDataFile {
  /// What the file holds.
  enum Contents {
    case missing
    case loaded([Standup])
    case unreadable(reason: String)
  }

  let url: URL

  init(directory: URL) {
    url = StandupsFile.url(in: directory)
  }

  /// Writes `standups` in the app's format.
  func save(_ standups: [Standup]) throws {
    try StandupsFile.encode(standups).write(to: url, options: .atomic)
  }

  /// Reads the file.
  func load() throws -> Contents {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    let data = try Data(contentsOf: url)
    do {
      return .loaded(try StandupsFile.decode(data))
    } catch {
      return .unreadable(reason: String(describing: error))
    }
  }
}
