extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
  /// The `@BindingState` field at `keyPath` as a binding: `viewStore.$title` reads the field
  /// and sends `.binding(.set(\.$title, value))` when written. Bindings to parts of the field
  /// (`viewStore.$standup.title`) write the whole field.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> UIBinding<Value> {
    let field = UncheckedSendable(keyPath)
    return binding(
      get: { $0[keyPath: field.value].wrappedValue },
      send: { [weak self] value in
        let location = self?.state[keyPath: field.value].location
        return .binding(
          BindingAction.set(field.value, value)
            .checkedForApplication(actionType: ViewAction.self, location: location))
      })
  }

  /// The `@BindingState` field at `keyPath` as a binding, as `viewStore.$title` gives it: the
  /// spelling of the Composable Architecture before 1.0.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<ViewState, BindingState<Value>>
  ) -> UIBinding<Value> {
    self[dynamicMember: keyPath]
  }
}

extension ViewStore {
  /// A view store whose view state `toViewState` derives from a ``BindingViewStore`` of the
  /// store's state, whose `@BindingState` fields become binding view state.
  @_disfavoredOverload
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    let bindings = BindingViewStore(store: store, send: fromViewAction)
    self.init(
      store, observe: { _ in toViewState(bindings) }, send: fromViewAction,
      removeDuplicates: isDuplicate)
  }

  /// A view store whose view state `toViewState` derives from a ``BindingViewStore`` of the
  /// store's state.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }
}

extension ViewStore where ViewState: Equatable {
  /// A view store whose view state `toViewState` derives from a ``BindingViewStore`` of the
  /// store's state; a new view state counts when it differs from the last.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: { ViewState(count: $0.$count) })
  /// ```
  @_disfavoredOverload
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }

  /// A view store whose view state `toViewState` derives from a ``BindingViewStore`` of the
  /// store's state; a new view state counts when it differs from the last.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: { $0 == $1 })
  }
}
