import Foundation

/// What a write tells the other processes on ``RowStore/channel``: which collection, which
/// rows now have which version, which rows are gone, and who wrote (so the writer skips its
/// own notification).
struct ChangeNotification: Codable, Equatable, Sendable {
  /// The writing client's id.
  var origin: String
  /// The collection written.
  var collection: String
  /// Rows written, by id, with their new versions.
  var versions: [String: Int64] = [:]
  /// Rows deleted.
  var deleted: [String] = []
  /// Set instead of the lists when they would not fit in a notification: compare every
  /// version.
  var everything = false

  /// PostgreSQL's limit on a payload is 8000 bytes; longer lists become `everything`.
  static let payloadLimit = 7_000

  /// The JSON text sent with `NOTIFY`.
  var payload: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var text = String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    if text.utf8.count > Self.payloadLimit {
      let summary = ChangeNotification(origin: origin, collection: collection, everything: true)
      text = String(decoding: (try? encoder.encode(summary)) ?? Data(), as: UTF8.self)
    }
    return text
  }

  /// Parses a payload, or returns `nil` for one that is not a Cairn notification.
  init?(payload: String) {
    guard let value = try? JSONDecoder().decode(Self.self, from: Data(payload.utf8)) else {
      return nil
    }
    self = value
  }

  init(
    origin: String, collection: String, versions: [String: Int64] = [:], deleted: [String] = [],
    everything: Bool = false
  ) {
    self.origin = origin
    self.collection = collection
    self.versions = versions
    self.deleted = deleted
    self.everything = everything
  }
}
