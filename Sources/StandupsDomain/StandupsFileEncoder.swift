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
  public func encode(_ standups: [Standup]) throws -> Data {
    guard !standups.isEmpty else { return try StandupsFile.encode(standups) }
    lock.lock()
    defer { lock.unlock() }
    let encoder = StandupsFile.encoder()
    var kept: [Standup.ID: (standup: Standup, json: Data)] = [:]
    kept.reserveCapacity(standups.count)
    var file = Data("[\n".utf8)
    for (index, standup) in standups.enumerated() {
      let json: Data
      if let piece = pieces[standup.id], piece.standup == standup {
        json = piece.json
      } else {
        json = Self.indented(try encoder.encode(standup))
      }
      kept[standup.id] = (standup, json)
      if index > 0 { file.append(contentsOf: ",\n".utf8) }
      file.append(json)
    }
    file.append(contentsOf: "\n]".utf8)
    // Only what the file holds now is kept: a deleted standup's JSON goes with it.
    pieces = kept
    return file
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
