extension Store {
  /// The store of the child a presentation store presents, with an identity that stays the
  /// same for as long as the same child is presented; `nil` while nothing is. For the
  /// store-driven view modifiers of CairnArchitectureWeb (`sheet(store:)` and its kin).
  ///
  /// The child store keeps answering the child's last state after it is dismissed, for
  /// content going away, and sends its actions as `.presented(action)` while the child is
  /// presented (nothing after).
  @_spi(StoreViews)
  public func presentedChild<ChildState, ChildAction>() -> (
    id: AnyHashable, store: Store<ChildState, ChildAction>
  )?
  where State == PresentationState<ChildState>, Action == PresentationAction<ChildAction> {
    let current = readState()
    guard let childState = current.wrappedValue, let id = current.presentationID else {
      childStores[PresentedChildKey()] = nil
      return nil
    }
    if let cached = childStores[PresentedChildKey()]?.store
      as? PresentedChildStore<ChildState, ChildAction>,
      cached.id == id
    {
      return (id: AnyHashable(id), store: cached.store)
    }
    var last = childState
    let (readState, sendAction) = (self.readState, self.sendAction)
    let presentation = presentStateReader()
    let child = Store<ChildState, ChildAction>(
      root: root,
      state: {
        if let current = readState().wrappedValue { last = current }
        return last
      },
      send: { sendAction(.presented($0)) },
      runningEffectCount: runningEffectCount,
      presentState: { presentation()?.wrappedValue })
    childStores[PresentedChildKey()] = (
      store: PresentedChildStore(id: id, store: child), identity: nil
    )
    return (id: AnyHashable(id), store: child)
  }
}

/// Where a presentation store keeps the store of the child it presents.
private struct PresentedChildKey: Hashable {}

/// The store of a presented child, with the presentation it belongs to.
@MainActor
private final class PresentedChildStore<ChildState, ChildAction> {
  let id: PresentationID
  let store: Store<ChildState, ChildAction>

  init(id: PresentationID, store: Store<ChildState, ChildAction>) {
    self.id = id
    self.store = store
  }
}

extension Store {
  /// The store of the part of a presented child that `toDestinationState` picks out (one
  /// case of a destination enum, say), its actions embedded by `fromDestinationAction`; `nil`
  /// while nothing is presented or the child is not that part. The identity is the
  /// presentation's. For the `state:action:` forms of the store-driven view modifiers.
  ///
  /// A closure cannot be compared, so each call makes a new store (reading and sending
  /// through this one).
  @_spi(StoreViews)
  public func presentedChild<ChildState, ChildAction, DestinationState, DestinationAction>(
    state toDestinationState: @escaping (ChildState) -> DestinationState?,
    action fromDestinationAction: @escaping (DestinationAction) -> ChildAction
  ) -> (id: AnyHashable, store: Store<DestinationState, DestinationAction>)?
  where State == PresentationState<ChildState>, Action == PresentationAction<ChildAction> {
    let current = readState()
    guard let id = current.presentationID,
      var last = current.wrappedValue.flatMap(toDestinationState)
    else { return nil }
    let (readState, sendAction) = (self.readState, self.sendAction)
    let presentation = presentStateReader()
    let child = Store<DestinationState, DestinationAction>(
      root: root,
      state: {
        if let current = readState().wrappedValue.flatMap(toDestinationState) { last = current }
        return last
      },
      send: { sendAction(.presented(fromDestinationAction($0))) },
      runningEffectCount: runningEffectCount,
      presentState: { presentation()?.wrappedValue.flatMap(toDestinationState) })
    return (id: AnyHashable(id), store: child)
  }
}
