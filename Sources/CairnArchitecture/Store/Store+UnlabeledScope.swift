import CasePaths

extension Store {
  /// A store of a child feature: the Composable Architecture's current spelling of
  /// `scope(state:action:)`, the state's key path unlabelled.
  ///
  /// ```swift
  /// StandupsListView(store: store.scope(\.list, action: \.list))
  /// ```
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    scope(state: state, action: action)
  }

  /// A store of a child feature whose state is optional, `nil` while it is: the current
  /// spelling of `scope(state:action:)` for optional state.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    scope(state: state, action: action)
  }
}

extension UIBindable {
  /// A binding to the store of a presented child, the state's key path unlabelled: the
  /// Composable Architecture's current spelling of `$store.scope(state:action:)`.
  ///
  /// ```swift
  /// .sheet(item: $store.scope(\.destination?.add, action: \.destination.add)) { … }
  /// ```
  @MainActor
  public func scope<State, Action, ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> UIBinding<Store<ChildState, ChildAction>?>
  where Value == Store<State, Action>, Action: CasePathable {
    scope(state: state, action: action)
  }

  /// A binding to the store of a presented child, reached through the presentation itself
  /// (`\.$destination`, the projected `@Presents` or `@PresentationState` field).
  ///
  /// ```swift
  /// .sheet(item: $store.scope(\.$destination, action: \.destination)) { … }
  /// ```
  @MainActor
  public func scope<State, Action, ChildState, ChildAction>(
    _ state: KeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> UIBinding<Store<ChildState, ChildAction>?>
  where Value == Store<State, Action>, Action: CasePathable {
    scope(state: state.appending(path: \.wrappedValue), action: action)
  }

  /// The labelled form of `scope(_:action:)` through the presentation itself
  /// (`state: \.$destination`), which the Composable Architecture also still accepts.
  @MainActor
  public func scope<State, Action, ChildState, ChildAction>(
    state: KeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> UIBinding<Store<ChildState, ChildAction>?>
  where Value == Store<State, Action>, Action: CasePathable {
    scope(state: state.appending(path: \.wrappedValue), action: action)
  }
}
