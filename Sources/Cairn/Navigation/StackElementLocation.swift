/// The location of one pushed screen's element: `path[index]`, but only while that slot
/// still holds the element that was pushed.
///
/// Reads fall back to the last value seen once the slot is popped or replaced, and writes
/// are dropped then, so a screen that is going away cannot overwrite its successor.
final class StackElementLocation<Element>: BindingLocation<Element>, @unchecked Sendable {
  let path: BindingLocation<[Element]>
  let index: Int
  let elementIdentity: PresentationIdentity<Element>
  let pushedID: AnyHashable
  private var lastValue: Element

  init(
    path: BindingLocation<[Element]>,
    index: Int,
    identity: PresentationIdentity<Element>,
    initialValue: Element
  ) {
    self.path = path
    self.index = index
    self.elementIdentity = identity
    self.lastValue = initialValue
    let pushedID = identity(initialValue)
    self.pushedID = pushedID
    super.init(
      identity: path.identity.appending(index).appending(BindingStep.identityGuard(pushedID)))
  }

  private func currentSlot() -> [Element]? {
    let elements = path.get()
    guard elements.indices.contains(index), elementIdentity(elements[index]) == pushedID
    else { return nil }
    return elements
  }

  override func get() -> Element {
    if let elements = currentSlot() { lastValue = elements[index] }
    return lastValue
  }

  override func set(_ newValue: Element) {
    guard var elements = currentSlot() else { return }
    lastValue = newValue
    elements[index] = newValue
    path.set(elements)
  }
}
