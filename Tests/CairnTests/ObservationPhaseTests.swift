import Cairn
import Testing

@MainActor
@Suite("Observation: the display phase")
struct ObservationPhaseTests {
  @Test func aDisplayObserverRunsOnceAfterTheBatchsUpdates() async {
    let counter = Counter()
    let log = RunLog<String>()
    // Registered first, so without phases it would run first and draw a half-updated state.
    let display = observe(phase: .display) { _ in
      log.append("display count=\(counter.count) other=\(counter.other)")
    }
    // An update observer that, like a controller pushing a screen, changes more state.
    let update = observe {
      log.append("update \(counter.count)")
      if counter.count == 1 { counter.other = 10 }
    }
    #expect(log.values == ["display count=0 other=0", "update 0"])

    counter.count = 1
    await settleObservations()
    #expect(
      log.values == [
        "display count=0 other=0", "update 0", "update 1", "display count=1 other=10",
      ], "the display re-ran once, after the update and the change it made")
    display.cancel()
    update.cancel()
  }

  @Test func aDisplayObserverAloneRunsAsAnyOther() async {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe(phase: .display) { _ in log.append(counter.count) }
    counter.count = 3
    await settleObservations()
    #expect(log.values == [0, 3])
    token.cancel()
  }
}
