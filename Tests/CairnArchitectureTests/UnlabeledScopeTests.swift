import CairnArchitecture
import Testing

/// Today's Composable Architecture spells scoping with the state's key path unlabelled, and
/// reaches a presented child through its presentation (`\.$ticker`).
@MainActor
@Suite struct UnlabeledScopeTests {
  @Test func anUnlabelledScopeGivesTheSameStoreAsTheLabelledOne() {
    let store = Store(initialState: Host.State()) { Host() }
    store.send(.presentTicker("A"))
    let unlabelled = store.scope(\.ticker, action: \.ticker.presented)
    #expect(unlabelled === store.scope(state: \.ticker, action: \.ticker.presented))
    #expect(unlabelled?.name == "A")
  }

  @Test func aBindingThroughThePresentationPresentsAndDismisses() {
    @UIBindable var store = Store(initialState: Host.State()) { Host() }
    let ticker = $store.scope(\.$ticker, action: \.ticker)
    #expect(ticker.wrappedValue == nil)
    store.send(.presentTicker("B"))
    #expect(ticker.wrappedValue?.name == "B")
    #expect(ticker.wrappedValue === $store.scope(\.$ticker, action: \.ticker).wrappedValue)
    ticker.wrappedValue = nil
    #expect(store.ticker == nil)
    #expect(store.log == ["dismiss seen with B"])
    #expect($store.scope(state: \.$ticker, action: \.ticker).wrappedValue == nil)
  }
}
