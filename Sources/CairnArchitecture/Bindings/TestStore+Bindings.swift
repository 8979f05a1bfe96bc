import CasePaths

extension TestStore where Action: BindableAction, State == Action.State {
  /// The test store's current state as a ``BindingViewStore``, to check the view state a
  /// view derives from it:
  ///
  /// ```swift
  /// XCTAssertTrue(LoginViewState(store.bindings).isLoginButtonDisabled)
  /// ```
  ///
  /// Writing through it changes a copy of the state, never the test store's.
  public var bindings: BindingViewStore<State> {
    bindings(action: AnyCasePath(embed: { $0 }, extract: { $0 }))
  }
}

extension TestStore {
  /// The test store's current state as a ``BindingViewStore``, for a feature whose binding
  /// actions live in the case `toViewAction` (`store.bindings(action: /Action.view)`).
  /// Writing through it changes a copy of the state, never the test store's.
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: AnyCasePath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State {
    let copy = Store(initialState: state) {
      BindingReducer(action: { toViewAction.extract(from: $0) })
    }
    return BindingViewStore(store: copy, send: toViewAction.embed)
  }

  /// The same, with the case named by a case key path: `store.bindings(action: \.view)`.
  public func bindings<ViewAction: BindableAction>(
    action toViewAction: CaseKeyPath<Action, ViewAction>
  ) -> BindingViewStore<State> where State == ViewAction.State, Action: CasePathable {
    bindings(action: AnyCasePath(toViewAction))
  }
}
