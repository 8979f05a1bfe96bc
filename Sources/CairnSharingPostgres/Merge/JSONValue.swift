import Foundation

/// A JSON document as plain data: what a row of a shared collection holds, compared and merged
/// field by field.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The members of an object, or `nil` for any other value.
  var members: [String: JSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The elements of an array, or `nil` for any other value.
  var elements: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The text that identifies this value when it is an element's `id`: a string as it is,
  /// anything else as its JSON text.
  var identifierText: String {
    if case .string(let text) = self { return text }
    return jsonText
  }

  /// The value's `"id"` member as identifier text, when it is an object with one.
  var idMember: String? { members?["id"]?.identifierText }

  /// The value as compact JSON text.
  var jsonText: String {
    let data = (try? JSONValue.encoder.encode(self)) ?? Data("null".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// Parses JSON text.
  init(jsonText: String) throws {
    self = try JSONValue.decoder.decode(JSONValue.self, from: Data(jsonText.utf8))
  }

  /// The JSON form of an encodable value.
  init(encoding value: some Encodable) throws {
    self = try JSONValue.decoder.decode(JSONValue.self, from: JSONValue.encoder.encode(value))
  }

  /// Decodes a value of type `T` from this JSON.
  func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try JSONValue.decoder.decode(T.self, from: JSONValue.encoder.encode(self))
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
  private static var decoder: JSONDecoder { JSONDecoder() }
}

extension JSONValue: Codable {
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
