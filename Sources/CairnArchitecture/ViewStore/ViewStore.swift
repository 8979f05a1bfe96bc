/// A view's window onto a store, as TCA 1.0 gave it: the part of the state the view observes,
/// and `send` for its actions.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: \.standups)
/// viewStore.state        // the standups
/// viewStore.send(.addButtonTapped)
/// ```
///
/// `@ObservableState` and reading the store directly (`store.standups`) is the current way;
/// a view store is kept for code written against TCA 1.0, and `WithViewStore` in
/// CairnArchitectureWeb builds one for its content.
///
/// The observed state is derived from the store's state on every read, so it is never stale:
/// after `send` returns, `state` already reflects the action. A new value replaces the one
/// read before only when `removeDuplicates` says they differ (TCA's view stores likewise only
/// publish values their `removeDuplicates` lets through).
@MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
  /// The store of the observed state and the view's actions, derived from the store this view
  /// store was made from.
  let store: Store<ViewState, ViewAction>
  private let isDuplicate: (ViewState, ViewState) -> Bool
  private var lastState: ViewState

  /// A view store of `store` observing the part of its state `toViewState` derives; a new
  /// value counts only when `isDuplicate` says it differs from the last one.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(
      scoped: store.scope(state: toViewState, action: { $0 }), removeDuplicates: isDuplicate)
  }

  /// A view store of `store` observing the part of its state `toViewState` derives, whose
  /// actions are sent to the store as `fromViewAction` makes them.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(
      scoped: store.scope(state: toViewState, action: fromViewAction),
      removeDuplicates: isDuplicate)
  }

  init(
    scoped store: Store<ViewState, ViewAction>,
    removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
  ) {
    self.store = store
    self.isDuplicate = isDuplicate
    self.lastState = store.state
  }

  /// The observed state.
  public var state: ViewState {
    let current = store.state
    if !isDuplicate(lastState, current) { lastState = current }
    return lastState
  }

  /// A value of the observed state: `viewStore.standup.title`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends `action` to the store and returns the task of the effects it started.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    store.send(action)
  }
}

extension ViewStore where ViewState: Equatable {
  /// A view store of `store` observing the part of its state `toViewState` derives; a new
  /// value counts when it is not equal to the last one.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: { $0 })
  /// ```
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }

  /// A view store of `store` observing the part of its state `toViewState` derives, whose
  /// actions are sent to the store as `fromViewAction` makes them; a new value counts when it
  /// is not equal to the last one.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }
}

/// The view store of the feature `R`, observing all of its state.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>
