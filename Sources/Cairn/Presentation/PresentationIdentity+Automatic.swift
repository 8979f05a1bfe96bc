extension PresentationIdentity {
  /// The identity a presentation uses when none is given: an `Identifiable` item's `id`,
  /// else an object's identity, else the item's type (so content updates in place until the
  /// item becomes `nil`).
  public static var automatic: PresentationIdentity {
    PresentationIdentity { item -> AutomaticIdentity in
      if let identifiable = item as? any Identifiable {
        return .id(identifiable.anyHashableID)
      }
      if type(of: item as Any) is AnyClass {
        return .object(ObjectIdentifier(item as AnyObject))
      }
      return .type(ObjectIdentifier(Item.self))
    }
  }
}

/// The identity `PresentationIdentity.automatic` computes.
enum AutomaticIdentity: Hashable {
  case id(AnyHashable)
  case object(ObjectIdentifier)
  case type(ObjectIdentifier)
}

extension Identifiable {
  fileprivate var anyHashableID: AnyHashable { AnyHashable(id) }
}
