import CairnArchitecture
import Testing

/// The TestStore passes when the feature does what the test says, and fails, with a readable
/// diff at the test's own line, when it does not.
@MainActor
@Suite("TestStore")
struct TestStoreTests {
  func makeStore(_ clock: TestClock<Duration>) -> TestStore<Counter.State, Counter.Action> {
    TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  /// A recorded issue's whole text: its description and its comments.
  nonisolated static func text(of issue: Issue) -> String {
    ([issueText(issue)] + issue.comments.map(\.rawValue)).joined(separator: "\n")
  }

  @Test func anExhaustiveTestOfEveryStepPasses() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
      $0.responses = 1
    }
    await store.finish()
  }

  @Test func anEffectsImmediateSendIsReceivedWithItsOwnState() async {
    let store = TestStore(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "first" ? .send("second") : .none
      }
    }
    // The sent action's step shows only its own change; the echo is a step of its own.
    await store.send("first") { $0 = ["first"] }
    await store.receive("second") { $0 = ["first", "second"] }
  }

  @Test func anActionCanBeSentByItsCaseKeyPath() async {
    let store = makeStore(TestClock())
    await store.send(\.factResponse, "Sent by path") {
      $0.fact = "Sent by path"
      $0.responses = 1
    }
  }

  @Test func aWrongExpectationFailsWithADiff() async {
    let store = makeStore(TestClock())
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      let text = issueText(issue)
      return text.contains("(Expected: −, Actual: +)") && text.contains("−   count: 2,")
        && text.contains("+   count: 1,")
    }
  }

  @Test func anUnassertedChangeFails() async {
    let store = makeStore(TestClock())
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issueText(issue).contains("+   count: 1,")
    }
  }

  @Test func aClosureThatExpectsAChangeWhenNoneHappenedFails() async {
    struct Idle: Reducer {
      struct State: Equatable { var value = 0 }
      enum Action { case noop }
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }
    let store = TestStore(initialState: Idle.State()) { Idle() }
    await withKnownIssue {
      await store.send(.noop) { $0.value = 0 }
    } matching: { issue in
      issueText(issue).contains("Expected state to change, but no change occurred")
    }
  }

  @Test func aRunningEffectAtTheEndFails() async {
    let store = makeStore(TestClock())
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(1))
    } matching: { issue in
      issueText(issue).contains("still running")
    }
    await store.skipInFlightEffects()
  }

  @Test func anActionNotReceivedFails() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issueText(issue).contains("unexpected action")
    }
    await store.skipReceivedActions()
    #expect(store.state.fact == "0 is a good number.", "skipping takes the received state")
  }

  @Test func receivingWhenNothingComesFails() async {
    let store = makeStore(TestClock())
    await withKnownIssue {
      await store.receive(\.factResponse)
    } matching: { issue in
      issueText(issue).contains("received none")
    }
  }

  @Test func nonExhaustiveTestsAssertOnlyWhatTheySay() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
    #expect(store.state.responses == 1, "the known state is the actual one")
  }

  @Test func nonExhaustiveTestsStillFailOnWhatTheySay() async {
    let store = makeStore(TestClock())
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 5 }
    } matching: { issue in
      issueText(issue).contains("−   count: 5,")
    }
  }

  @Test func showingSkippedAssertionsReportsThemWithoutFailing() async {
    let clock = TestClock()
    let store = makeStore(clock)
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.factButtonTapped)  // isLoading changed, not asserted: shown, not failed
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) { $0.fact = "0 is a good number." }
  }
}

/// A recorded issue's whole text: its description and its comments.
func issueText(_ issue: Issue) -> String {
  ([String(describing: issue)] + issue.comments.map(\.rawValue)).joined(separator: "\n")
}
