import Synchronization

/// The ``ElementCoding`` of every collection (and element type) a client's keys use: every key
/// of a collection in the process shares one, whichever `@Shared` created it.
final class ElementCodings: Sendable {
  private struct Name: Hashable {
    let collection: String
    let element: ObjectIdentifier
  }

  private let codings = Mutex<[Name: any Sendable]>([:])

  /// The cache of `collection` for elements of type `Element`, created on first use.
  func coding<Element: Codable & Identifiable & Sendable>(
    _ collection: String, of _: Element.Type = Element.self
  ) -> ElementCoding<Element> where Element.ID: Sendable {
    codings.withLock { codings in
      let name = Name(collection: collection, element: ObjectIdentifier(Element.self))
      if let existing = codings[name] as? ElementCoding<Element> { return existing }
      let coding = ElementCoding<Element>()
      codings[name] = coding
      return coding
    }
  }
}
