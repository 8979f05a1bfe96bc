import Cairn
import Testing

@MainActor
@Suite("Observation: observe and ObserveToken")
struct ObserveTests {
  @Test func firstRunIsSynchronous() {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count) }
    #expect(log.values == [0], "the closure ran before observe returned")
    token.cancel()
  }

  @Test func reRunsAfterAReadPropertyChangesAndSeesTheNewValue() async {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count) }

    counter.count = 1
    #expect(log.values == [0], "re-runs happen after the mutating code, not during willSet")
    await settleObservations()

    #expect(log.values == [0, 1])
    token.cancel()
  }

  @Test func changingAnUnreadPropertyNeverReRuns() async {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count) }

    counter.other = 5
    counter.label = "x"
    await settleObservations()

    #expect(log.values == [0])
    token.cancel()
  }

  @Test func onlyTheLastRunsReadsAreTracked() async {
    let counter = Counter()
    let log = RunLog<String>()
    let token = observe {
      log.append(counter.count == 0 ? "label:\(counter.label)" : "count:\(counter.count)")
    }

    counter.count = 1
    await settleObservations()
    counter.label = "ignored"
    await settleObservations()

    #expect(log.values == ["label:", "count:1"])
    token.cancel()
  }

  @Test func aBurstOfMutationsCausesOneReRun() async {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count + counter.other) }

    for _ in 0..<100 {
      counter.count += 1
      counter.other += 1
    }
    await settleObservations()

    #expect(log.values == [0, 200])
    token.cancel()
  }

  @Test func aMutationDuringARunIsNotLost() async {
    let counter = Counter()
    let log = RunLog<String>()
    let token = observe {
      log.append(counter.label)
      if counter.count == 1, counter.label.isEmpty {
        counter.label = "changed while running"
      }
    }

    counter.count = 1
    await settleObservations()

    #expect(log.values == ["", "", "changed while running"])
    token.cancel()
  }

  @Test func aMutationByAnotherObserverCausesARunInTheSamePass() async {
    let counter = Counter()
    let log = RunLog<String>()
    let mirror = observe { counter.label = "count is \(counter.count)" }
    let display = observe { log.append(counter.label) }

    counter.count = 3
    await settleObservations()

    #expect(log.values == ["count is 0", "count is 3"])
    mirror.cancel()
    display.cancel()
  }

  @Test func cancelStopsReRuns() async {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count) }

    token.cancel()
    #expect(token.isCancelled)
    counter.count = 1
    await settleObservations()

    #expect(log.values == [0])
  }

  @Test func cancelBetweenMutationAndReRunStopsThePendingReRun() async {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count) }

    counter.count = 1
    token.cancel()
    await settleObservations()

    #expect(log.values == [0])
  }

  @Test func releasingTheTokenStopsReRuns() async {
    let counter = Counter()
    let log = RunLog<Int>()
    var token: ObserveToken? = observe { log.append(counter.count) }
    _ = token
    token = nil

    counter.count = 1
    await settleObservations()

    #expect(log.values == [0])
  }

  @Test func tokensCanBeStoredTogether() async {
    let counter = Counter()
    let log = RunLog<Int>()
    var tokens = Set<ObserveToken>()
    observe { log.append(counter.count) }.store(in: &tokens)
    observe { log.append(counter.count * 10) }.store(in: &tokens)
    #expect(tokens.count == 2)

    counter.count = 1
    await settleObservations()
    #expect(log.values.sorted() == [0, 0, 1, 10])

    tokens.removeAll()
    counter.count = 2
    await settleObservations()
    #expect(log.count == 4)
  }

  @Test func reRunsKeepHappeningAcrossManyChanges() async {
    let counter = Counter()
    let log = RunLog<Int>()
    let token = observe { log.append(counter.count) }

    for value in 1...5 {
      counter.count = value
      await settleObservations()
    }

    #expect(log.values == [0, 1, 2, 3, 4, 5])
    token.cancel()
  }

  @Test func settleWithNothingPendingReturns() async {
    await settleObservations()
    let counter = Counter()
    let token = observe { _ = counter.count }
    await settleObservations()
    #expect(!token.isCancelled)
  }

  @Test func observingAChildThroughACaseBinding() async {
    let model = FeatureModel()
    let add = FeatureView(model: model).$model.destination.add
    let log = RunLog<String?>()
    let token = observe { log.append(add.wrappedValue?.title) }

    let form = FormModel(title: "New")
    model.destination = .add(form)
    await settleObservations()
    form.title = "Edited"
    await settleObservations()
    model.destination = nil
    await settleObservations()

    #expect(log.values == [nil, "New", "Edited", nil])
    token.cancel()
  }
}
