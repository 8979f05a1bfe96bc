import CasePaths

extension UIBindable {
  /// A binding to the store of a presented child: non-`nil` while the child's state is, and
  /// setting it to `nil` (the user closed the sheet: Escape, the backdrop, the back button)
  /// sends `.dismiss` for it. Give it to `sheet(item:)`, `fullScreenCover(item:)`,
  /// `popover(item:)` or `navigationDestination(item:)`:
  ///
  /// ```swift
  /// .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) {
  ///   StandupFormView(store: $0)
  /// }
  /// ```
  ///
  /// The binding gives the same child store for as long as the same child is presented, so
  /// the presentation stays put while the child changes.
  @MainActor
  public func scope<State, Action, ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> UIBinding<Store<ChildState, ChildAction>?>
  where Value == Store<State, Action>, Action: CasePathable {
    UIBinding(
      wrappedValue,
      \Store<State, Action>.[presented: PresentationScope(state: state, action: action)])
  }
}

/// Where a presented child's store is: its state's key path and its actions' case key path.
struct PresentationScope<State, Action, ChildState, ChildAction>: Hashable, @unchecked Sendable {
  let state: KeyPath<State, ChildState?>
  let action: CaseKeyPath<Action, PresentationAction<ChildAction>>
}

extension Store {
  /// The store of the presented child at `scope`, kept while the same child is presented;
  /// setting `nil` dismisses it, unless this store's own state is gone (its screen was popped
  /// or dismissed meanwhile: its last state still shows the child, but there is nothing left
  /// to dismiss).
  subscript<ChildState, ChildAction>(
    presented scope: PresentationScope<State, Action, ChildState, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    get {
      guard let childState = state[keyPath: scope.state] else {
        childStores[scope] = nil
        return nil
      }
      let identity = (childState as? any ObservableState)?._$id
      if let cached = childStores[scope], cached.identity == identity,
        let store = cached.store as? Store<ChildState, ChildAction>
      {
        return store
      }
      let child = self.scope(state: scope.state, action: scope.action.appending(path: \.presented))
      childStores[scope] = child.map { (store: $0, identity: identity) }
      return child
    }
    set {
      guard newValue == nil, !isInvalidated, state[keyPath: scope.state] != nil else { return }
      send(CasePathCache.casePath(scope.action).embed(.dismiss))
    }
  }
}
