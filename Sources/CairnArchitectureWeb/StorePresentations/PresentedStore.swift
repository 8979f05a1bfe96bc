@_spi(StoreViews) import CairnArchitecture
import CairnWeb

/// The store of a presented child, identified by its presentation: a sheet or a drill-down
/// keyed on it stays up while the same child is presented, however often the view is drawn.
struct PresentedStore<State, Action>: Identifiable {
  let id: AnyHashable
  let store: Store<State, Action>
}

/// A binding to the store of the child a presentation store presents: `nil` while nothing
/// is presented, and writing `nil` (Escape, the backdrop, the back button) sends `.dismiss`.
@MainActor
func presentedStore<ChildState, ChildAction>(
  _ store: Store<PresentationState<ChildState>, PresentationAction<ChildAction>>
) -> UIBinding<PresentedStore<ChildState, ChildAction>?> {
  UIBinding(
    get: { store.presentedChild().map { PresentedStore(id: $0.id, store: $0.store) } },
    set: { newValue in dismissIfPresented(store, newValue) })
}

/// A binding to the store of the part of a presented child that `toDestinationState` picks
/// out, as `presentedStore(_:)`.
@MainActor
func presentedStore<ChildState, ChildAction, DestinationState, DestinationAction>(
  _ store: Store<PresentationState<ChildState>, PresentationAction<ChildAction>>,
  state toDestinationState: @escaping (ChildState) -> DestinationState?,
  action fromDestinationAction: @escaping (DestinationAction) -> ChildAction
) -> UIBinding<PresentedStore<DestinationState, DestinationAction>?> {
  UIBinding(
    get: {
      store.presentedChild(state: toDestinationState, action: fromDestinationAction)
        .map { PresentedStore(id: $0.id, store: $0.store) }
    },
    set: { newValue in dismissIfPresented(store, newValue) })
}

/// Sends `.dismiss` when `newValue` is `nil` and the store still presents a child.
@MainActor
private func dismissIfPresented<ChildState, ChildAction, Item>(
  _ store: Store<PresentationState<ChildState>, PresentationAction<ChildAction>>,
  _ newValue: Item?
) {
  guard newValue == nil, store.withState({ $0.wrappedValue != nil }) else { return }
  store.send(.dismiss)
}
