/// A location that is one element of a collection, found by its id rather than its position.
///
/// Addressing by id keeps a write on the element it was meant for when the collection has
/// changed in between (an element inserted or removed before it): a row's text field edits
/// its own row even if its event arrives after another row was deleted. Once no element has
/// the id, reads answer the last value seen and writes are dropped.
///
/// The position where the element was last found is tried first, so reading a row's binding
/// costs no search while the collection keeps its order.
final class ElementByIDLocation<Base: MutableCollection, ID: Hashable>:
  BindingLocation<Base.Element>, @unchecked Sendable
{
  let base: BindingLocation<Base>
  let idPath: KeyPath<Base.Element, ID>
  /// The id of the element; follows the element when a write through this location changes
  /// it (an element that is its own id, `ForEach($names, id: \.self)`).
  private var id: ID
  private var lastValue: Base.Element
  private var lastOffset: Int

  init(
    base: BindingLocation<Base>,
    id idPath: KeyPath<Base.Element, ID>,
    element: Base.Element,
    offset: Int
  ) {
    self.base = base
    self.idPath = idPath
    let id = element[keyPath: idPath]
    self.id = id
    self.lastValue = element
    self.lastOffset = offset
    super.init(identity: base.identity.appending(ElementStep(idPath: idPath, id: id)))
  }

  /// The index of the element with the id in `collection`, if there is one.
  private func index(in collection: Base) -> Base.Index? {
    if lastOffset < collection.count,
      let hinted = collection.index(
        collection.startIndex, offsetBy: lastOffset, limitedBy: collection.endIndex),
      hinted != collection.endIndex, collection[hinted][keyPath: idPath] == id
    {
      return hinted
    }
    guard let found = collection.firstIndex(where: { $0[keyPath: idPath] == id }) else {
      return nil
    }
    lastOffset = collection.distance(from: collection.startIndex, to: found)
    return found
  }

  override func get() -> Base.Element {
    let collection = base.get()
    if let index = index(in: collection) { lastValue = collection[index] }
    return lastValue
  }

  override func set(_ newValue: Base.Element) {
    var collection = base.get()
    guard let index = index(in: collection) else { return }
    collection[index] = newValue
    lastValue = newValue
    id = newValue[keyPath: idPath]
    base.set(collection)
  }
}

/// The derivation step to an element by id: the key path of the id and the id.
struct ElementStep<Element, ID: Hashable>: Hashable {
  let idPath: KeyPath<Element, ID>
  let id: ID
}

extension UIBinding where Value: MutableCollection {
  /// Bindings to every element, each addressing its element by the id at `idPath`: a write
  /// through one goes to the element with that id wherever it is now, and is dropped once the
  /// element is gone. `ForEach($model.items) { $item in … }` uses them.
  public func elementBindings<ID: Hashable>(
    id idPath: KeyPath<Value.Element, ID>
  ) -> [UIBinding<Value.Element>] {
    let collection = wrappedValue
    var bindings: [UIBinding<Value.Element>] = []
    bindings.reserveCapacity(collection.count)
    for (offset, element) in collection.enumerated() {
      bindings.append(
        derived { ElementByIDLocation(base: $0, id: idPath, element: element, offset: offset) })
    }
    return bindings
  }
}
