import CairnArchitecture
@_spi(Runtime) import CairnWeb

extension NavigationStack where Element == StackElementID {
  /// A stack driven by a store's `StackState`: each element is drawn by `destination` from
  /// its own store, and the back button (the page's or the browser's) sends `.popFrom(id:)`.
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
  ///   StandupsListView(store: store.scope(state: \.list, action: \.list))
  /// } destination: { store in
  ///   switch store.case {
  ///   case .detail(let store): StandupDetailView(store: store)
  ///   case .record(let store): RecordMeetingView(store: store)
  ///   }
  /// }
  /// ```
  ///
  /// Pushing is the feature's business: its reducer appends to the `StackState`, or a
  /// `NavigationLink(state:)` in the stack sends `.push(id:state:)`.
  public init<ElementState, ElementAction, Content: View>(
    path: UIBinding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Store<ElementState, ElementAction>) -> Content
  ) where Destination == Content? {
    let ids = path[
      dynamicMember:
        \Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>
        .[poppingElementIDs: StackPathMarker<ElementState, ElementAction>()]]
    self.init(path: ids, root: root) { id in
      path.wrappedValue.store(for: id).map(destination)
    }
    self = navigationLinks(
      push: { value in
        guard let state = value as? ElementState else { return false }
        let store = path.wrappedValue
        store.send(.push(id: store.state.nextElementID, state: state))
        return true
      },
      printable: { ids in
        let stack = path.wrappedValue.state
        return ids.compactMap { stack[id: $0] }
      }
    )
  }
}
