import CairnArchitecture
import Foundation
import Testing

/// Stores whose state is gone: a popped stack element's store, a dismissed child's, and every
/// store and binding scoped from them answer their last state but send nothing, so no action
/// reaches a reducer for a screen that is no longer there and nothing is reported (any issue
/// reported would fail these tests).
@MainActor
@Suite("Stores whose state is gone")
struct InvalidatedStoreTests {
  /// A navigator with one detail screen pushed, titled "A", and that screen's store.
  func pushedDetail() -> (StoreOf<DeletingNavigator>, StoreOf<DeletableDetail>)? {
    let store = Store(
      initialState: DeletingNavigator.State(
        path: StackState([.detail(DeletableDetail.State(title: "A"))]))
    ) {
      DeletingNavigator()
    }
    guard let element = store.scope(state: \.path, action: \.path).store(for: 0),
      case .detail(let detail) = element.case
    else { return nil }
    return (store, detail)
  }

  @Test func theAlertClosingOverAPoppedScreenSendsNothing() throws {
    let (store, detail) = try #require(pushedDetail())
    @UIBindable var bindable = detail
    let alert = $bindable.scope(state: \.destination?.alert, action: \.destination.alert)
    detail.send(.deleteButtonTapped)
    #expect(alert.wrappedValue != nil)

    // "Delete" in the alert: its action, which pops the screen, then the alert closes by
    // setting its binding to nil, over a screen whose last state still shows the alert.
    alert.wrappedValue?.send(.confirmDelete)
    #expect(store.path.isEmpty)
    #expect(detail.destination != nil, "the popped screen answers its last state")
    let log = store.log
    alert.wrappedValue = nil
    #expect(store.log == log, "no .dismiss was sent for the popped screen")
    #expect(log.last?.hasPrefix("#0: ") == true)
    #expect(log.last?.contains("deleteConfirmed") == true)
  }

  @Test func aPoppedScreensSendsAndBindingsDoNothing() throws {
    let (store, detail) = try #require(pushedDetail())
    @UIBindable var bindable = detail
    let isPinned: UIBinding<Bool> = $bindable.isPinned
    let ticker = $bindable.scope(state: \.destination?.ticker, action: \.destination.ticker)
    let viewStore = ViewStore(detail, observe: \.title)
    let rename = viewStore.binding(get: { $0 }, send: { _ in .tickerButtonTapped })

    store.send(.path(.popFrom(id: 0)))
    let log = store.log
    detail.send(.deleteButtonTapped)
    isPinned.wrappedValue = true
    rename.wrappedValue = "B"
    viewStore.send(.tickerButtonTapped)
    #expect(ticker.wrappedValue == nil)
    #expect(store.log == log)
    #expect(detail.isPinned == false)
  }

  @Test func aChildPresentedByAPoppedScreenSendsNothing() throws {
    let (store, detail) = try #require(pushedDetail())
    @UIBindable var bindable = detail
    let tickerBinding = $bindable.scope(
      state: \.destination?.ticker, action: \.destination.ticker)
    detail.send(.tickerButtonTapped)
    let ticker = try #require(tickerBinding.wrappedValue)
    ticker.send(.tick)
    #expect(store.path[id: 0]?.detail?.destination?.ticker?.ticks == 1)
    #expect(ticker.ticks == 1)

    store.send(.path(.popFrom(id: 0)))
    let log = store.log
    ticker.send(.tick)
    ticker.send(.closeButtonTapped)
    tickerBinding.wrappedValue = nil
    #expect(store.log == log)
    #expect(ticker.ticks == 1, "the ticker answers its last state")
  }

  @Test func aDismissedChildsStoreSendsNothing() {
    let store = Store(initialState: Host.State()) { Host() }
    @UIBindable var bindable = store
    let binding = $bindable.scope(state: \.ticker, action: \.ticker)
    store.send(.presentTicker("A"))
    guard let ticker = binding.wrappedValue else {
      Issue.record("the ticker is not presented")
      return
    }
    binding.wrappedValue = nil
    #expect(store.log == ["dismiss seen with A"])
    ticker.send(.tick)
    binding.wrappedValue = nil
    #expect(store.log == ["dismiss seen with A"])
    #expect(ticker.name == "A")
  }

  @Test func aScreenStillOnTheStackSendsAsBefore() throws {
    let (store, detail) = try #require(pushedDetail())
    @UIBindable var bindable = detail
    let alert = $bindable.scope(state: \.destination?.alert, action: \.destination.alert)
    detail.send(.deleteButtonTapped)
    // Another screen pushed over it leaves it on the stack.
    store.send(.path(.push(id: 1, state: .detail(DeletableDetail.State(title: "B")))))
    alert.wrappedValue = nil
    #expect(store.path[id: 0]?.detail?.destination == nil)
    #expect(store.log.last?.hasPrefix("#0: ") == true)
    #expect(store.log.last?.contains("dismiss") == true)
    $bindable.isPinned.wrappedValue = true
    #expect(store.path[id: 0]?.detail?.isPinned == true)
  }
}
