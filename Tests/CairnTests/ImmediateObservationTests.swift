@_spi(Renderers) import Cairn
import Testing

@MainActor
@Suite("Observation: re-runs at the end of a batch")
struct ImmediateObservationTests {
  @Test func changesInABatchReRunTheirObserversBeforeItReturns() async {
    let counter = Counter()
    let log = RunLog<String>()
    let display = observe(phase: .display) { _ in
      log.append("display \(counter.count) \(counter.other)")
    }
    let update = observe {
      log.append("update \(counter.count)")
      if counter.count == 2 { counter.other = 20 }
    }
    let result = withImmediateObservations {
      counter.count = 1
      counter.count = 2
      return "handled"
    }
    #expect(result == "handled")
    #expect(
      log.values == ["display 0 0", "update 0", "update 2", "display 2 20"],
      "one re-run for the burst, in phase order, with no await")
    await settleObservations()
    #expect(log.values.count == 4, "nothing was left for a later drain")
    display.cancel()
    update.cancel()
  }

  @Test func aNestedBatchLeavesTheReRunsToTheOuterOne() {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count) }
    withImmediateObservations {
      withImmediateObservations { counter.count = 1 }
      #expect(log.values == [0], "the inner batch ends inside the outer one: no re-run yet")
      counter.count = 2
    }
    #expect(log.values == [0, 2])
    token.cancel()
  }

  @Test func changesAfterTheBatchAreBatchedAsUsual() async {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count) }
    withImmediateObservations { counter.count = 1 }
    counter.count = 5
    #expect(log.values == [0, 1], "outside a batch, the re-run waits for the drain")
    await settleObservations()
    #expect(log.values == [0, 1, 5])
    token.cancel()
  }

  @Test(arguments: [0, 1, 2])
  func theObservationNamedFirstReRunsBeforeTheOthersOfItsPass(_ preferred: Int) {
    // Three screens showing one model: the one whose event made the change draws first.
    let counter = Counter()
    let log = RunLog<Int>()
    let screens = (0..<3).map { screen in
      observe(phase: .display) { _ in
        if counter.count > 0 { log.append(screen) }
      }
    }
    withImmediateObservations(first: screens[preferred]) { counter.count = 1 }
    #expect(log.values.first == preferred)
    #expect(log.values.sorted() == [0, 1, 2], "every screen still re-runs once")
    for screen in screens { screen.cancel() }
  }
}
