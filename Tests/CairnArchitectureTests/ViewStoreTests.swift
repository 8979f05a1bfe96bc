import CairnArchitecture
import Observation
import Testing

/// A counter in TCA 1.0's style, with a presented child and a loading flag, for view stores.
struct ViewTally: Reducer {
  struct State: Equatable {
    var count = 0
    var isLoading = false
    @PresentationState var child: Child.State?
  }
  enum Action: Equatable {
    case child(PresentationAction<Child.Action>)
    case incrementButtonTapped
    case loaded
    case refresh
    case set(Int)
    case showChild
  }
  struct Child: Reducer {
    struct State: Equatable { var name = "" }
    enum Action: Equatable { case rename(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .rename(let name): state.name = name
      }
      return .none
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .child(.presented(let action)):
      guard var child = state.child else { return .none }
      _ = Child().reduce(into: &child, action: action)
      state.child = child
    case .child(.dismiss):
      state.child = nil
    case .incrementButtonTapped:
      state.count += 1
    case .loaded:
      state.isLoading = false
    case .refresh:
      state.isLoading = true
    case .set(let count):
      state.count = count
    case .showChild:
      state.child = Child.State()
    }
    return .none
  }
}

/// Actions with one case, for a key-path scope.
@CasePathable
enum ScopedAction { case child(Int) }

@MainActor
@Suite("ViewStore and closure scopes (TCA 1.0)")
struct ViewStoreTests {
  let store = Store(initialState: ViewTally.State()) { ViewTally() }

  @Test func aViewStoreSeesTheObservedStateRightAfterSend() {
    let viewStore = ViewStore(store, observe: \.count)
    #expect(viewStore.state == 0)
    viewStore.send(.incrementButtonTapped)
    #expect(viewStore.state == 1)
    let whole = ViewStoreOf<ViewTally>(store, observe: { $0 })
    #expect(whole.count == 1, "dynamic member lookup reads the observed state")
  }

  @Test func removeDuplicatesKeepsTheValueItCallsADuplicate() {
    // Counts that differ by less than ten are "the same" here: the view store keeps the value
    // it first saw until a count ten away arrives, as TCA's view store only publishes values
    // its removeDuplicates lets through.
    let viewStore = ViewStore(
      store, observe: \.count, removeDuplicates: { abs($0 - $1) < 10 })
    store.send(.set(5))
    #expect(viewStore.state == 0)
    store.send(.set(12))
    #expect(viewStore.state == 12)
  }

  @Test func sendMapsViewActionsThroughSend() {
    enum ViewAction { case tapped }
    let viewStore = ViewStore(
      store, observe: \.count, send: { (_: ViewAction) in ViewTally.Action.incrementButtonTapped })
    viewStore.send(.tapped)
    viewStore.send(.tapped)
    #expect(store.count == 2)
  }

  @Test func bindingsReadTheStateAndSendActionsOnWrite() {
    let viewStore = ViewStore(store, observe: { $0 })
    let count = viewStore.binding(get: \.count, send: { .set($0) })
    count.wrappedValue = 7
    #expect(store.count == 7)
    #expect(count.wrappedValue == 7)

    let tapped = viewStore.binding(get: \.count, send: .incrementButtonTapped)
    tapped.wrappedValue = 100
    #expect(store.count == 8, "the constant action is sent whatever is written")
  }

  @Test func sendWhileSuspendsUntilThePredicateStopsHolding() async {
    let viewStore = ViewStore(store, observe: { $0 })
    let refresh = Task { await viewStore.send(.refresh, while: \.isLoading) }
    await Task.megaYield()
    #expect(store.isLoading)
    store.send(.loaded)
    await refresh.value
    #expect(!store.isLoading)
  }

  @Test func sendWhileReturnsWhenItsTaskIsCancelled() async {
    let viewStore = ViewStore(store, observe: { $0 })
    let refresh = Task { await viewStore.send(.refresh, while: \.isLoading) }
    await Task.megaYield()
    refresh.cancel()
    await refresh.value
    #expect(store.isLoading, "nothing stopped loading; the wait ended with its task")
  }

  @Test func aClosureScopeReadsAndSendsThroughItsParent() {
    let child = store.scope(
      state: { String($0.count) }, action: { (_: Void) in .incrementButtonTapped })
    #expect(child.state == "0")
    child.send(())
    #expect(child.state == "1")
    #expect(store.withState(\.count) == 1)
  }

  @Test func aPresentationScopeGivesPresentationStateAndActions() {
    let presentation = store.scope(state: \.$child, action: { .child($0) })
    #expect(presentation.withState { $0.wrappedValue } == nil)
    store.send(.showChild)
    #expect(presentation.withState { $0.wrappedValue } == ViewTally.Child.State())
    presentation.send(.presented(.rename("Blob")))
    #expect(store.child?.name == "Blob")
    presentation.send(.dismiss)
    #expect(store.child == nil)
  }

  @Test func keyPathScopesStillGiveTheSameStoreEveryTime() {
    let parent = Store<Int, ScopedAction>(initialState: 0) { EmptyReducer() }
    let first = parent.scope(state: \.self, action: \.child)
    let second = parent.scope(state: \.self, action: \.child)
    #expect(first === second, "the closure overload did not take over key-path calls")
  }

  /// Deliberate difference: closures cannot be compared, so each closure scope is a new
  /// store; both read and send through the same parent.
  @Test func eachClosureScopeIsANewStoreOverTheSameState() {
    let first = store.scope(state: \.count, action: { (_: Void) in .incrementButtonTapped })
    let second = store.scope(state: \.count, action: { (_: Void) in .incrementButtonTapped })
    #expect(first !== second)
    first.send(())
    #expect(second.state == 1)
  }
}
