import CairnArchitecture
import Foundation
import Testing

/// Stacks: `StackState`, `StackAction`, `forEach(\.path, action: \.path)`, and `store.case`.
@MainActor
@Suite("Navigation stacks")
struct StackTests {
  func navigator(_ clock: TestClock<Duration>) -> TestStore<Navigator.State, Navigator.Action> {
    TestStore(initialState: Navigator.State()) {
      Navigator()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func idsIncreaseAndAreNeverReused() {
    var stack: StackState<String> = ["a", "b"]
    #expect(stack.elementIDs == [0, 1])
    stack.popLast()
    stack.append("c")
    #expect(stack.elementIDs == [0, 2])
    stack.append("d")
    stack.pop(to: 0)
    #expect(Array(stack) == ["a"])
    stack.append("e")
    stack[id: 0] = nil
    #expect(Array(stack) == ["e"])
    stack.pop(from: 4)
    #expect(stack.isEmpty)
    #expect(String(customDumping: StackState(["x"])) == "[\n  #0: \"x\"\n]")
  }

  @Test func theElementRunsFirstAndAPopIsSeenBeforeItHappens() async {
    let store = navigator(TestClock())
    await store.send(.pushTicker("A")) { $0.path.append(.ticker(Ticker.State(name: "A"))) }
    await store.send(.path(.element(id: 0, action: .ticker(.tick)))) {
      $0.path[id: 0] = .ticker(Ticker.State(name: "A", ticks: 1))
      $0.log = ["tick #0 at 1"]
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
      $0.log.append("pop #0 of 1")
    }
  }

  @Test func anElementsDismissPopsIt() async {
    let store = navigator(TestClock())
    await store.send(.pushTicker("A")) { $0.path.append(.ticker(Ticker.State(name: "A"))) }
    await store.send(.pushTicker("B")) { $0.path.append(.ticker(Ticker.State(name: "B"))) }
    await store.send(\.path[id: 0].ticker.closeButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path.removeAll()
      $0.log = ["pop #0 of 2"]
    }
  }

  @Test func poppingCancelsThePoppedElementsEffects() async {
    let clock = TestClock()
    let store = navigator(clock)
    await store.send(.pushTicker("A")) { $0.path.append(.ticker(Ticker.State(name: "A"))) }
    await store.send(\.path[id: 0].ticker.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].ticker.tick) {
      $0.path[id: 0] = .ticker(Ticker.State(name: "A", ticks: 1))
      $0.log = ["tick #0 at 1"]
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path.removeAll()
      $0.log.append("pop #0 of 1")
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func twoElementsWithTheSameCancelIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = navigator(clock)
    store.exhaustivity = .off
    await store.send(.pushTicker("A"))
    await store.send(.pushTicker("B"))
    await store.send(\.path[id: 0].ticker.startButtonTapped)
    await store.send(\.path[id: 1].ticker.startButtonTapped)
    await store.send(\.path[id: 0].ticker.stopButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].ticker.tick)
    #expect(store.state.path[id: 0]?.ticker?.ticks == 0)
    #expect(store.state.path[id: 1]?.ticker?.ticks == 1)
    await store.send(.path(.popFrom(id: 0)))
    await store.finish()
  }

  @Test func pushAddsTheStateWithItsIdAndAStaleIdIsReported() async {
    let store = navigator(TestClock())
    await store.send(.path(.push(id: 0, state: .counter(Counter.State())))) {
      $0.path.append(.counter(Counter.State()))
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: .counter(Counter.State()))))
    } matching: {
      $0.description.contains("id that is already on the stack")
    }
  }

  @Test func anActionForAMissingElementIsReportedByName() async {
    let store = navigator(TestClock())
    await withKnownIssue {
      await store.send(.path(.element(id: 7, action: .ticker(.tick)))) {
        $0.log = ["tick #7 at -1"]
      }
    } matching: {
      $0.description.contains("not on the stack") && $0.description.contains("#7")
    }
  }

  @Test func aStoreOfAnEnumFeatureSwitchesByCase() {
    let store = Store(initialState: PathElement.State.ticker(Ticker.State(name: "A"))) {
      PathElement.body
    }
    guard case .ticker(let ticker) = store.case else {
      Issue.record("expected the ticker case")
      return
    }
    ticker.send(.tick)
    #expect(ticker.ticks == 1)
    #expect(store.state.ticker?.ticks == 1)
  }
}
