import CairnArchitecture
import Foundation
import Testing

/// `$store.scope(state:action:)`: the binding a view hands to `sheet(item:)` and friends.
@MainActor
@Suite("Presentation bindings")
struct PresentationBindingTests {
  @Test func theBindingIsTheChildStoreWhilePresentedAndNilSendsDismiss() {
    @UIBindable var store = Store(initialState: Host.State()) { Host() }
    let ticker = $store.scope(state: \.ticker, action: \.ticker)
    #expect(ticker.wrappedValue == nil)

    store.send(.presentTicker("A"))
    let child = ticker.wrappedValue
    #expect(child?.name == "A")
    child?.send(.tick)
    #expect(store.ticker?.ticks == 1)
    // The same store for as long as the same child is presented.
    #expect(ticker.wrappedValue === child)

    // The user closes the sheet: the parent sees `.dismiss`, then the state is nil.
    ticker.wrappedValue = nil
    #expect(store.ticker == nil)
    #expect(store.log == ["tick seen at 1", "dismiss seen with A"])
    #expect(ticker.wrappedValue == nil)
  }

  @Test func aNewChildGetsANewStore() {
    @UIBindable var store = Store(initialState: Host.State()) { Host() }
    let ticker = $store.scope(state: \.ticker, action: \.ticker)
    store.send(.presentTicker("A"))
    let first = ticker.wrappedValue
    store.send(.presentTicker("B"))
    let second = ticker.wrappedValue
    #expect(first !== second)
    #expect(second?.name == "B")
  }

  @Test func anEnumDestinationCaseScopesThroughTheCase() {
    @UIBindable var store = Store(initialState: Host.State()) { Host() }
    let destination = $store.scope(state: \.destination?.ticker, action: \.destination.ticker)
    #expect(destination.wrappedValue == nil)
    store.send(.presentDestinationTicker("D"))
    destination.wrappedValue?.send(.tick)
    #expect(store.destination?.ticker?.ticks == 1)
    destination.wrappedValue = nil
    #expect(store.destination == nil)
  }

  @Test func twoBindingsDerivedTheSameWayAreEqual() {
    @UIBindable var store = Store(initialState: Host.State()) { Host() }
    #expect(
      $store.scope(state: \.ticker, action: \.ticker)
        == $store.scope(state: \.ticker, action: \.ticker))
  }
}
