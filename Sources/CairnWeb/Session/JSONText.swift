/// JSON text written by hand as `JSONEncoder` writes it (compact, slashes not escaped), for
/// the frames sent on every click (see ``UpdateFrameJSON``).
enum JSONText {
  /// Appends `run` as the inside of a JSON string: `"` and `\` escaped with a backslash,
  /// backspace, tab, newline, form feed and carriage return by their letters, the other
  /// control characters as `\u00xx` (lowercase hex), everything else as it is. The runs
  /// between escapes are copied whole.
  static func append(escaping run: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    var start = 0
    for index in run.indices {
      let byte = run[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
        continue
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run[start..<index]))
      bytes.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
      case 0x08: bytes.append(UInt8(ascii: "b"))
      case 0x09: bytes.append(UInt8(ascii: "t"))
      case 0x0A: bytes.append(UInt8(ascii: "n"))
      case 0x0C: bytes.append(UInt8(ascii: "f"))
      case 0x0D: bytes.append(UInt8(ascii: "r"))
      default:
        let digits: StaticString = "0123456789abcdef"
        bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        bytes.append(digits.utf8Start[Int(byte >> 4)])
        bytes.append(digits.utf8Start[Int(byte & 0xF)])
      }
      start = index + 1
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run[start...]))
  }

  /// Appends `string` as a JSON string, quotes included.
  static func append(string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { append(escaping: $0, to: &bytes) }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `number` in decimal.
  static func append(_ number: Int, to bytes: inout [UInt8]) {
    if number >= 0, number < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(number))
    } else {
      bytes.append(contentsOf: String(number).utf8)
    }
  }

  /// Appends text that needs no escaping (punctuation, names of the protocol).
  static func append(raw text: StaticString, to bytes: inout [UInt8]) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }
}
