import Cairn
import Observation
import Testing

/// `observe` from any isolation: the closure always runs on the caller's actor.
@Suite("Observation from any isolation")
struct ObserveIsolationTests {
  /// A model owned by an actor, not by the main actor.
  @Observable
  final class Gauge {
    var value = 0
  }

  /// An actor that observes its own model: its closure reads actor state, which only compiles
  /// because the closure is isolated to the actor, and runs there every time.
  actor Thermostat {
    let gauge = Gauge()
    private(set) var seen: [Int] = []
    private var token: ObserveToken?
    let (runs, report) = AsyncStream.makeStream(of: Int.self)

    func start() {
      // A strong capture: a weak `self` would leave the closure outside the actor. `stop()`
      // breaks the cycle.
      token = observe {
        self.preconditionIsolated("a re-run left the actor")
        self.seen.append(self.gauge.value)
        self.report.yield(self.gauge.value)
      }
    }

    func set(_ value: Int) { gauge.value = value }

    func burst(to last: Int) {
      for value in 1...last { gauge.value = value }
    }

    func stop() { token?.cancel() }
  }

  @Test func anActorsObservationReRunsOnTheActor() async {
    let thermostat = Thermostat()
    await thermostat.start()
    var runs = thermostat.runs.makeAsyncIterator()
    #expect(await runs.next() == 0, "the first run happened inside start()")

    await thermostat.set(21)
    #expect(await runs.next() == 21)
    #expect(await thermostat.seen == [0, 21])
    await thermostat.stop()
  }

  @Test func aBurstOnTheActorCausesOneReRun() async {
    let thermostat = Thermostat()
    await thermostat.start()
    var runs = thermostat.runs.makeAsyncIterator()
    _ = await runs.next()

    await thermostat.burst(to: 100)
    #expect(await runs.next() == 100)
    await thermostat.set(7)
    #expect(await runs.next() == 7)
    #expect(await thermostat.seen == [0, 100, 7], "the burst of 100 writes re-ran once")
    await thermostat.stop()
  }

  @Test func cancellingStopsAnActorsReRuns() async {
    let thermostat = Thermostat()
    await thermostat.start()
    var runs = thermostat.runs.makeAsyncIterator()
    _ = await runs.next()
    await thermostat.stop()

    await thermostat.set(1)
    await thermostat.set(2)
    thermostat.report.finish()
    #expect(await runs.next() == nil, "no run after the token was cancelled")
    #expect(await thermostat.seen == [0])
  }

  /// Observation outside any actor: the first run happens in the call, re-runs on the global
  /// executor.
  nonisolated func startUnisolated(
    _ gauge: Gauge,
    report: AsyncStream<Int>.Continuation
  ) -> ObserveToken {
    observe { report.yield(gauge.value) }
  }

  @Test func anObservationOutsideAnyActorReRuns() async {
    let gauge = Gauge()
    let (runs, report) = AsyncStream.makeStream(of: Int.self)
    let token = startUnisolated(gauge, report: report)
    var iterator = runs.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    gauge.value = 5
    #expect(await iterator.next() == 5)
    token.cancel()
  }
}
