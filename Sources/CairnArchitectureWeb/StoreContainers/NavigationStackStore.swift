import CairnArchitecture
import CairnWeb

/// A navigation stack driven by the store of a `StackState`, as TCA 1.0 wrote it:
///
/// ```swift
/// NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
///   StandupsListView(store: store.scope(state: \.list, action: { .list($0) }))
/// } destination: { state in
///   switch state {
///   case .detail: CaseLet(/Path.State.detail, action: Path.Action.detail, then: DetailView.init)
///   }
/// }
/// ```
///
/// Each element is drawn from its own store; the back button (the page's or the browser's)
/// sends `.popFrom(id:)`, and a `NavigationLink(state:)` inside sends `.push(id:state:)`.
/// `NavigationStack(path: $store.scope(state: \.path, action: \.path))` is the current
/// spelling.
public struct NavigationStackStore<State, Action, Root: View, Destination: View>: View {
  private let stack: NavigationStack<StackElementID, Root, Destination?>

  /// A stack whose elements are drawn by `destination` from their stores.
  public init(
    _ store: Store<StackState<State>, StackAction<State, Action>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
  ) {
    self.stack = NavigationStack(
      path: UIBinding(get: { store }, set: { _ in }), root: root, destination: destination)
  }

  /// A stack whose elements are drawn by `destination` from their state, inside a
  /// ``SwitchStore`` of the element's store, so `CaseLet` views take their case's store.
  @_disfavoredOverload
  public init<D: View>(
    _ store: Store<StackState<State>, StackAction<State, Action>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (_ initialState: State) -> D
  ) where Destination == SwitchStore<State, Action, D> {
    self.init(store, root: root) { SwitchStore($0, content: destination) }
  }

  /// The stack.
  public var body: some View {
    stack
  }
}
