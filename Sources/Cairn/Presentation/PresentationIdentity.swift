/// How a presentation tells whether the item it shows is still "the same" item.
///
/// While an item keeps its identity, its content updates in place; when the identity changes,
/// the old content is dismissed and new content presented.
public struct PresentationIdentity<Item> {
  let identify: (Item) -> AnyHashable

  /// Identity given by a closure; the closure's results are compared with `==`.
  public init(_ identify: @escaping (Item) -> some Hashable) {
    self.identify = { AnyHashable(identify($0)) }
  }

  /// The identity of one item.
  public func callAsFunction(_ item: Item) -> AnyHashable {
    identify(item)
  }
}

extension PresentationIdentity where Item: Identifiable {
  /// Identity by the item's `id`.
  public static var id: PresentationIdentity {
    PresentationIdentity { $0.id }
  }
}

extension PresentationIdentity where Item: AnyObject {
  /// Identity by object: the same instance is the same item.
  public static var object: PresentationIdentity {
    PresentationIdentity { ObjectIdentifier($0) }
  }
}

extension PresentationIdentity {
  /// Every item is the same item: content is presented once and updates in place until the
  /// item becomes `nil`. This is the identity of `isPresented:` presentations.
  public static var constant: PresentationIdentity {
    PresentationIdentity { _ in 0 }
  }
}
