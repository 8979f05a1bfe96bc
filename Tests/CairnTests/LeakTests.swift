import Cairn
import Testing

@MainActor
@Suite("Leaks: presented children and observed objects are released")
struct LeakTests {
  @Test func releasingATokenReleasesWhatItObserved() async {
    weak var weakCounter: Counter?
    var token: ObserveToken?
    do {
      let counter = Counter()
      weakCounter = counter
      token = observe { _ = counter.count }
    }
    #expect(weakCounter != nil, "the token keeps its closure, and so the counter, alive")
    #expect(token?.isCancelled == false)

    token = nil
    await settleObservations()
    #expect(weakCounter == nil)
  }

  @Test func cancellingATokenReleasesWhatItObserved() async {
    weak var weakCounter: Counter?
    let token: ObserveToken
    do {
      let counter = Counter()
      weakCounter = counter
      token = observe { _ = counter.count }
      counter.count = 1
    }
    token.cancel()
    await settleObservations()
    #expect(weakCounter == nil)
  }

  @Test func observationDoesNotKeepObservedObjectsAlive() async {
    weak var weakCounter: Counter?
    let log = RunLog<Int>()
    let token: ObserveToken
    do {
      let counter = Counter()
      weakCounter = counter
      token = observe { [weak counter] in log.append(counter?.count ?? -1) }
    }
    #expect(weakCounter == nil, "only the closure could hold the object, and it holds it weakly")
    #expect(log.values == [0])
    token.cancel()
  }

  @Test func presentedChildIsReleasedAfterDismissal() async {
    let model = FeatureModel()
    let host = FakeHost()
    let engine = PresentationEngine(
      item: FeatureView(model: model).$model.destination.add,
      present: { host.present($0.wrappedValue.title) },
      dismiss: { host.dismiss($0) }
    )
    let token = observe { engine.update() }
    weak var weakForm: FormModel?
    do {
      let form = FormModel(title: "Child")
      weakForm = form
      model.destination = .add(form)
    }
    await settleObservations()
    #expect(host.visible == ["Child"])

    engine.userDidDismiss()
    await settleObservations()

    #expect(model.destination == nil)
    #expect(host.visible.isEmpty)
    #expect(weakForm == nil, "the presented child model is deallocated")
    token.cancel()
  }
}
