/// The location a presented child's binding points at: the presenting binding's item, but
/// only while it still has the identity that was presented.
///
/// Reads fall back to the last value seen once the item is gone or replaced, and writes are
/// dropped then, so content that is being dismissed can never overwrite its successor.
final class IdentityGuardedLocation<Item>: BindingLocation<Item>, @unchecked Sendable {
  let base: BindingLocation<Item?>
  let itemIdentity: PresentationIdentity<Item>
  let presentedID: AnyHashable
  private var lastValue: Item

  init(base: BindingLocation<Item?>, identity: PresentationIdentity<Item>, initialValue: Item) {
    self.base = base
    self.itemIdentity = identity
    self.lastValue = initialValue
    let presentedID = identity(initialValue)
    self.presentedID = presentedID
    super.init(identity: base.identity.appending(BindingStep.identityGuard(presentedID)))
  }

  override func get() -> Item {
    if let value = base.get(), itemIdentity(value) == presentedID { lastValue = value }
    return lastValue
  }

  override func set(_ newValue: Item) {
    guard let current = base.get(), itemIdentity(current) == presentedID else { return }
    lastValue = newValue
    base.set(newValue)
  }
}
