import CairnArchitecture

/// Names the subscripts below in key paths; it carries nothing.
struct StoreBindingMarker: Hashable, Sendable {}

/// Names a stack store's element-ids subscript in key paths, with the stack's element types;
/// it carries nothing.
struct StackPathMarker<ElementState, ElementAction>: Hashable, Sendable {}

extension Store {
  /// The store's state, writable for a binding's sake: writes are ignored. Appended to a
  /// binding of an optional store, it gives a binding of optional state whose `nil` write
  /// sets the store binding to `nil`, which sends `.dismiss`.
  subscript(presentedState _: StoreBindingMarker) -> State {
    get { state }
    set {}
  }

  /// The ids of a stack's elements, bottom first. Writing a shorter prefix pops: it sends
  /// `.popFrom(id:)` for the first id left out, as the back button does. Anything else is
  /// reported as an issue and ignored, since an id carries no state to push.
  subscript<ElementState, ElementAction>(
    poppingElementIDs _: StackPathMarker<ElementState, ElementAction>
  ) -> [StackElementID]
  where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
    get { state.elementIDs }
    set {
      let ids = state.elementIDs
      guard newValue != ids else { return }
      guard newValue.count < ids.count, Array(ids.prefix(newValue.count)) == newValue else {
        reportIssue(
          """
          A stack's path can only be popped from the view: \(newValue) is not a prefix of \
          \(ids). Push by sending an action whose reducer appends the element's state.
          """
        )
        return
      }
      send(.popFrom(id: ids[newValue.count]))
    }
  }
}
