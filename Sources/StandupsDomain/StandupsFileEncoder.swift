import Foundation

/// Encodes the standups file again and again, re-encoding only the standups that changed
/// since the last time: each one's JSON is kept beside a copy of the standup it came from.
///
/// The bytes are exactly what ``StandupsFile/encode(_:)`` writes (an array's elements are its
/// items' own pretty-printed JSON, indented one level), so the file is the same whichever
/// writes it. With ten thousand standups a save re-encodes the one edited instead of all of
/// them (a second of work each time, on a machine of two cores).
public final class StandupsFileEncoder: @unchecked Sendable {
  // @unchecked: `pieces` is only touched with `lock` held.
  private let lock = NSLock()
  private var pieces: [Standup.ID: (standup: Standup, json: Data)] = [:]

  /// An encoder that has encoded nothing yet.
  public init() {}

  /// The file's JSON for `standups`, as ``StandupsFile/encode(_:)`` gives it.
  ///
  /// The kept JSON is updated in place (the changed standups replaced, the deleted ones
  /// dropped), and the file is assembled in one buffer of its exact size: with ten thousand
  /// standups a save makes no copy of the list and no chain of ever larger buffers, which
  /// the allocator would keep around after the save.
  public func encode(_ standups: [Standup]) throws -> Data {
    lock.lock()
    defer { lock.unlock() }
    guard !standups.isEmpty else {
      pieces = [:]
      return try StandupsFile.encode(standups)
    }
    let encoder = StandupsFile.encoder()
    var jsons: [Data] = []
    jsons.reserveCapacity(standups.count)
    var size = 4 + 2 * (standups.count - 1)
    for standup in standups {
      let json: Data
      if let piece = pieces[standup.id], piece.standup == standup {
        json = piece.json
      } else {
        json = Self.indented(try encoder.encode(standup))
        pieces[standup.id] = (standup, json)
      }
      jsons.append(json)
      size += json.count
    }
    // Only what the file holds now is kept: a deleted standup's JSON goes with it.
    if pieces.count != standups.count { dropPieces(notIn: standups) }
    var file = Data(capacity: size)
    file.append(contentsOf: "[\n".utf8)
    for (index, json) in jsons.enumerated() {
      if index > 0 { file.append(contentsOf: ",\n".utf8) }
      file.append(json)
    }
    file.append(contentsOf: "\n]".utf8)
    return file
  }

  /// How many standups' JSON is kept: never more than the last file held.
  var keptCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return pieces.count
  }

  /// Forgets the JSON of the standups `standups` no longer holds.
  private func dropPieces(notIn standups: [Standup]) {
    let current = Set(standups.lazy.map(\.id))
    let stale = pieces.keys.filter { !current.contains($0) }
    for id in stale { pieces.removeValue(forKey: id) }
  }

  /// `json` with two spaces before each line that is not empty, as a pretty-printed array
  /// indents its elements (JSON strings escape their line breaks, so every break is layout).
  static func indented(_ json: Data) -> Data {
    var result = Data()
    result.reserveCapacity(json.count + json.count / 16)
    var atLineStart = true
    for byte in json {
      if atLineStart, byte != UInt8(ascii: "\n") { result.append(contentsOf: [0x20, 0x20]) }
      result.append(byte)
      atLineStart = byte == UInt8(ascii: "\n")
    }
    return result
  }
}
