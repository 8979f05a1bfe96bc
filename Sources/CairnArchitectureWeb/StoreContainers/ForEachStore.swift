import CairnArchitecture
import CairnWeb
import Foundation
import IdentifiedCollections

/// Content for each element of an identified array, drawn from the element's own store, as
/// TCA 1.0 wrote it:
///
/// ```swift
/// ForEachStore(store.scope(state: \.todos, action: { .todo($0) })) { todoStore in
///   TodoView(store: todoStore)
/// }
/// ```
///
/// Each element's store sends its actions as `.element(id:action:)` (or, in TCA 1.0's tuple
/// form, `(id, action)`), and keeps answering the element's last state after it is removed,
/// for content going away. `ForEach(store.scope(state: \.todos, action: \.todos))` is the
/// current spelling.
public struct ForEachStore<
  EachState, EachAction, Data: Collection, ID: Hashable & Sendable, Content: View
>: View {
  /// The elements, as they were when the view was made.
  public let data: Data
  private let content: Content

  /// Content for each element, from a store whose actions are `IdentifiedAction`s.
  public init<EachContent: View>(
    _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
    @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
  ) where Data == IdentifiedArray<ID, EachState>, Content == ForEach<[ID], ID, EachContent> {
    let elements = store.state
    self.data = elements
    self.content = ForEach(Array(elements.ids), id: \.self) { id in
      content(
        elementStore(store, id: id, initial: elements[id: id]!) {
          .element(id: id, action: $0)
        })
    }
  }

  /// Content for each element, from a store whose actions are `(id, action)` pairs, as TCA
  /// 1.0 spelled the element actions of `forEach`.
  public init<EachContent: View>(
    _ store: Store<IdentifiedArray<ID, EachState>, (id: ID, action: EachAction)>,
    @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
  ) where Data == IdentifiedArray<ID, EachState>, Content == ForEach<[ID], ID, EachContent> {
    let elements = store.state
    self.data = elements
    self.content = ForEach(Array(elements.ids), id: \.self) { id in
      content(elementStore(store, id: id, initial: elements[id: id]!) { (id: id, action: $0) })
    }
  }

  private init(data: Data, content: Content) {
    self.data = data
    self.content = content
  }

  /// The elements' content.
  public var body: some View {
    content
  }
}

extension ForEachStore {
  /// Adds a delete button to every element's row; `action` receives the offsets to delete.
  public func onDelete<EachContent>(
    perform action: @escaping @MainActor (IndexSet) -> Void
  ) -> Self where Content == ForEach<[ID], ID, EachContent> {
    Self(data: data, content: content.onDelete(perform: action))
  }
}

/// The store of the element `id` of an identified array's store, answering the element's last
/// state after it is removed.
@MainActor
private func elementStore<ID: Hashable, EachState, Action, EachAction>(
  _ store: Store<IdentifiedArray<ID, EachState>, Action>,
  id: ID,
  initial: EachState,
  embed: @escaping (EachAction) -> Action
) -> Store<EachState, EachAction> {
  var last = initial
  return store.scope(
    state: { elements in
      if let element = elements[id: id] { last = element }
      return last
    },
    action: embed)
}
