import CairnArchitecture
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import CaseStudies
import CaseStudyFeatures
import Testing

/// The counter-and-fact study in the reducer style: the feature, exhaustively and not, and
/// its screen.
@MainActor
@Suite("Counter with reducers")
struct CounterFeatureTests {
  @Test func exhaustively() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberFact = .liveValue
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .milliseconds(500))
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "1 is a perfect square."
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 2
      $0.fact = nil
    }
  }

  @Test func changingTheCountCancelsTheFactInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: CounterFeature.State(count: 6)) {
      CounterFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.numberFact = .liveValue
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.send(.decrementButtonTapped) {
      $0.count = 5
      $0.isLoading = false
    }
    await clock.run()
    await store.finish()  // no fact for 6 arrives after the count moved on
  }

  @Test func aFailedFetchSaysSo() async {
    struct Offline: Error {}
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factFailed) {
      $0.isLoading = false
      $0.fact = "No fact this time."
    }
  }

  @Test func nonExhaustively() async {
    let store = TestStore(initialState: CounterFeature.State(count: 6)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a test number." }
    }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "7 is a test number." }
  }

  @Test func factsAreWorkedOutFromTheNumber() {
    #expect(NumberFacts.fact(about: 7) == "7 is a prime number.")
    #expect(NumberFacts.fact(about: 9) == "9 is a perfect square.")
    #expect(NumberFacts.fact(about: 10) == "10 is even.")
    #expect(NumberFacts.fact(about: 0).hasPrefix("0 is the only number"))
  }

  /// Yields until something sleeps on `clock`, for at most 1,000 rounds of yields.
  func waitUntilSuspended(on clock: TestClock<Duration>) async {
    for _ in 0..<1_000 {
      // `checkSuspension` throws exactly when a sleep is pending.
      guard (try? await clock.checkSuspension()) != nil else { return }
    }
    Issue.record("nothing slept on the clock")
  }

  @Test func theScreenSendsActionsAndShowsTheState() async throws {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
      $0.numberFact = .liveValue
    } operation: {
      GalleryModel(deepLink: DeepLink(path: "/counter"))
    }
    let host = ViewHost(url: { model.deepLink }, { GalleryView(model: model) })
    #expect(host.find(.heading, "Counter with reducers") != nil)
    try await host.tap(host.button("Increment"))
    try await host.tap(host.button("Increment"))
    #expect(host.texts.contains("2"))
    try await host.tap(host.button("Number fact"))
    #expect(host.contains(text: "Fetching a fact…"))
    #expect(host.button("Number fact")?[attribute: "disabled"] != nil)
    // The fetch sleeps on the clock from an effect's task; advancing before that task has
    // reached its sleep would leave it asleep (seen on a loaded machine), so wait for it.
    await waitUntilSuspended(on: clock)
    await clock.advance(by: .milliseconds(500))
    await host.settle()
    #expect(host.contains(text: "2 is a prime number."))
  }
}
