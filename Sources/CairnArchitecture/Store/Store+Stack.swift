import CasePaths

extension UIBindable {
  /// A binding to the store of a navigation stack, for a `NavigationStack`:
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
  ///   StandupsListView(store: store.scope(state: \.list, action: \.list))
  /// } destination: { store in
  ///   switch store.case { … }
  /// }
  /// ```
  ///
  /// The stack store gives each element's store (``Store/store(for:)``); a view that pops
  /// sends `.popFrom(id:)` to it.
  @MainActor
  public func scope<State, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> UIBinding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action>, Action: CasePathable {
    UIBinding(wrappedValue, \Store<State, Action>.[stack: StackScope(state: state, action: action)])
  }
}

extension UIBindable {
  /// A binding to the store of a navigation stack, the state's key path unlabelled: the
  /// Composable Architecture's current spelling of `$store.scope(state:action:)`.
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(\.path, action: \.path)) { … }
  /// ```
  @MainActor
  public func scope<State, Action, ElementState, ElementAction>(
    _ state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> UIBinding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action>, Action: CasePathable {
    scope(state: state, action: action)
  }
}

/// Where a stack's store is: its state's key path and its actions' case key path.
struct StackScope<State, Action, ElementState, ElementAction>: Hashable, @unchecked Sendable {
  let state: KeyPath<State, StackState<ElementState>>
  let action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
}

extension Store {
  /// The store of the stack at `scope`, the same one every time; setting it does nothing.
  subscript<ElementState, ElementAction>(
    stack scope: StackScope<State, Action, ElementState, ElementAction>
  ) -> Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
  where Action: CasePathable {
    get {
      if let cached = childStores[scope]?.store
        as? Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
      {
        return cached
      }
      let child = self.scope(state: scope.state, action: scope.action)
      childStores[scope] = (store: child, identity: nil)
      return child
    }
    set {}
  }
}

extension Store {
  /// The store of the element with `id`, `nil` if the stack has no such element. The same
  /// store is given for as long as the element stays; after it is popped, that store keeps
  /// answering the element's last state, for content going away, and sends nothing (nor do
  /// the stores and bindings scoped from it), so a popped screen's late action (an alert
  /// closing over it, say) reaches no reducer.
  public func store<ElementState, ElementAction>(
    for id: StackElementID
  ) -> Store<ElementState, ElementAction>?
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    pruneElementStores(keeping: state.elementIDs + [id])
    if let cached = childStores[id]?.store as? Store<ElementState, ElementAction> {
      return cached
    }
    guard var last = readState()[id: id] else { return nil }
    let (readState, sendAction) = (self.readState, self.sendAction)
    let stackState = presentStateReader()
    let child = Store<ElementState, ElementAction>(
      root: root,
      state: {
        if let current = readState()[id: id] { last = current }
        return last
      },
      send: { sendAction(.element(id: id, action: $0)) },
      runningEffectCount: runningEffectCount,
      presentState: { stackState()?[id: id] })
    childStores[id] = (store: child, identity: nil)
    return child
  }

  private func pruneElementStores(keeping ids: [StackElementID]) {
    let stale = childStores.keys.filter { key in
      guard let id = key.base as? StackElementID else { return false }
      return !ids.contains(id)
    }
    for key in stale { childStores[key] = nil }
  }
}
