import Foundation

extension UINavigationPath {
  /// A path in a form that can be encoded and decoded, for restoring a stack after a restart or
  /// saving it with a document. Every element must be `Codable`; see ``codable``.
  ///
  /// Each element is stored with its type's name and its own JSON. Decoding accepts only the
  /// types you list (unlike SwiftUI's, which looks any name up): a representation that came
  /// from elsewhere can never make the app build a type it did not expect.
  public struct CodableRepresentation: Codable, Equatable, Sendable {
    /// One element: its type's mangled name and its JSON.
    struct Entry: Codable, Equatable, Sendable {
      var type: String
      var value: String
    }

    var entries: [Entry]

    /// Why a representation could not become a path.
    public struct DecodingError: Error, Equatable, CustomStringConvertible {
      /// The type name that is not allowed.
      public let typeName: String
      /// What went wrong.
      public var description: String {
        "The type named \(typeName) is not among the types this path may hold."
      }
    }
  }

  /// The path as a ``CodableRepresentation``, or `nil` when an element is not `Codable`.
  public var codable: CodableRepresentation? {
    var entries: [CodableRepresentation.Entry] = []
    for element in elements {
      guard let value = element.base as? any Encodable,
        let json = try? JSONEncoder().encode(value),
        let name = _mangledTypeName(type(of: element.base))
      else { return nil }
      entries.append(.init(type: name, value: String(decoding: json, as: UTF8.self)))
    }
    return CodableRepresentation(entries: entries)
  }

  /// Rebuilds a path from its ``CodableRepresentation``, allowing elements of `types` (and of
  /// `String`, `Int` and `UUID`).
  /// - Throws: ``CodableRepresentation/DecodingError`` when an element's type is not allowed;
  ///   a decoding error when its JSON does not fit.
  public init(
    _ representation: CodableRepresentation,
    types: [any (Codable & Hashable & Sendable).Type]
  ) throws {
    self.init()
    let allowed: [any (Codable & Hashable & Sendable).Type] =
      types + [String.self, Int.self, UUID.self]
    for entry in representation.entries {
      guard let type = allowed.first(where: { _mangledTypeName($0) == entry.type }) else {
        throw CodableRepresentation.DecodingError(typeName: entry.type)
      }
      elements.append(try Self.decodeElement(type, from: Data(entry.value.utf8)))
    }
  }

  private static func decodeElement<T: Codable & Hashable & Sendable>(
    _ type: T.Type,
    from data: Data
  ) throws -> Element {
    Element(try JSONDecoder().decode(type, from: data))
  }
}
