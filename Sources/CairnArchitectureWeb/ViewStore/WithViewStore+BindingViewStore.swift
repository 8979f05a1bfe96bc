import CairnArchitecture
import CairnWeb

extension WithViewStore {
  /// Content drawn from a view store whose view state `toViewState` derives from a
  /// `BindingViewStore` of the store's state, so its `@BindingState` fields become
  /// `@BindingViewState` ones:
  ///
  /// ```swift
  /// WithViewStore(store, observe: LoginViewState.init) { viewStore in
  ///   TextField("Email", text: viewStore.$email)
  /// }
  /// ```
  @_disfavoredOverload
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(
      viewStore: ViewStore(
        store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate),
      content: content)
  }

  /// Content drawn from a view store whose view state `toViewState` derives from a
  /// `BindingViewStore` of the store's state.
  @_disfavoredOverload
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(
      viewStore: ViewStore(store, observe: toViewState, removeDuplicates: isDuplicate),
      content: content)
  }
}

extension WithViewStore where ViewState: Equatable {
  /// Content drawn from a view store whose view state `toViewState` derives from a
  /// `BindingViewStore` of the store's state; a new view state counts when it differs from
  /// the last.
  @_disfavoredOverload
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(
      viewStore: ViewStore(store, observe: toViewState, send: fromViewAction),
      content: content)
  }

  /// Content drawn from a view store whose view state `toViewState` derives from a
  /// `BindingViewStore` of the store's state; a new view state counts when it differs from
  /// the last.
  @_disfavoredOverload
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(viewStore: ViewStore(store, observe: toViewState), content: content)
  }
}
