import CairnArchitecture
import CairnWeb

/// Content drawn from a `ViewStore` of a store, as TCA 1.0 wrote its views:
///
/// ```swift
/// WithViewStore(store, observe: \.standups) { viewStore in
///   List { ForEach(viewStore.state) { CardView(standup: $0) } }
/// }
/// ```
///
/// The content reads the observed state through the view store inside the render, so it is
/// drawn again when the store's state changes. Reading the store directly (`store.standups`,
/// with `@ObservableState`) is the current way.
public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
  let viewStore: ViewStore<ViewState, ViewAction>
  let content: (ViewStore<ViewState, ViewAction>) -> Content

  /// Content drawn from a view store of `store` observing what `toViewState` derives; a new
  /// value counts only when `isDuplicate` says it differs from the last.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.viewStore = ViewStore(store, observe: toViewState, removeDuplicates: isDuplicate)
    self.content = content
  }

  /// Content drawn from a view store of `store` observing what `toViewState` derives and
  /// sending its actions as `fromViewAction` makes them.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.viewStore = ViewStore(
      store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate)
    self.content = content
  }

  /// Content drawn from `viewStore`, a view store made elsewhere.
  init(
    viewStore: ViewStore<ViewState, ViewAction>,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.viewStore = viewStore
    self.content = content
  }

  /// The content, drawn from the view store; reading the state here tracks it.
  public var body: Content {
    _ = viewStore.state
    return content(viewStore)
  }
}

extension WithViewStore where ViewState: Equatable {
  /// Content drawn from a view store of `store` observing what `toViewState` derives; a new
  /// value counts when it is not equal to the last.
  ///
  /// ```swift
  /// WithViewStore(store, observe: { $0 }) { viewStore in
  ///   Text(viewStore.standup.title)
  /// }
  /// ```
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 }, content: content)
  }

  /// Content drawn from a view store of `store` observing what `toViewState` derives and
  /// sending its actions as `fromViewAction` makes them; a new value counts when it is not
  /// equal to the last.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(
      store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 },
      content: content)
  }
}
