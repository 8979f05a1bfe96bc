import CairnArchitecture
import Testing

/// `$store.scope(\.$destination, action: \.destination).ticker`: a binding to one case's store.
@MainActor
@Suite struct DestinationCaseBindingTests {
  @Test func aCaseOfTheDestinationIsABindingToItsStore() {
    @UIBindable var store = Store(initialState: Host.State()) { Host() }
    let ticker = $store.scope(\.$destination, action: \.destination).ticker
    #expect(ticker.wrappedValue == nil)

    store.send(.presentDestinationTicker("C"))
    let child = ticker.wrappedValue
    #expect(child?.name == "C")
    child?.send(.tick)
    #expect(store.destination?.ticker?.ticks == 1)
    #expect(ticker.wrappedValue === child)

    ticker.wrappedValue = nil
    #expect(store.destination == nil)
  }

  @Test func anotherCaseGivesNilAndClosingItLeavesTheDestinationAlone() {
    @UIBindable var store = Store(initialState: Host.State()) { Host() }
    store.send(.showAlert)
    let ticker = $store.scope(\.$destination, action: \.destination).ticker
    #expect(ticker.wrappedValue == nil)
    ticker.wrappedValue = nil
    #expect(store.destination != nil)
  }
}
