/// A minimal JSON value for the frames the server sends; written by hand so patch frames stay
/// small and their encoding is predictable.
enum JSON {
  case string(String)
  case int(Int)
  case bool(Bool)
  case array([JSON])
  case object([(String, JSON)])
  case null

  /// The value as compact JSON text.
  var text: String {
    var output = ""
    write(into: &output)
    return output
  }

  private func write(into output: inout String) {
    switch self {
    case .string(let string): JSON.writeString(string, into: &output)
    case .int(let number): output += String(number)
    case .bool(let flag): output += flag ? "true" : "false"
    case .null: output += "null"
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(into: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        JSON.writeString(key, into: &output)
        output += ":"
        value.write(into: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ string: String, into output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "<": output += "\\u003c"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
