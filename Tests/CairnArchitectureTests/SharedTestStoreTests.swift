import CairnArchitecture
import Testing

/// A counter whose count is shared: its changes must be asserted like any state change.
@Reducer
private struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var label = ""
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case incrementLaterButtonTapped
    case incrementedLater
    case quietlyIncrementLaterButtonTapped
    case relabelButtonTapped(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementLaterButtonTapped:
        return .run { [count = state.$count, clock] send in
          try await clock.sleep(for: .seconds(1))
          count.withLock { $0 += 1 }
          await send(.incrementedLater)
        }
      case .incrementedLater:
        return .none
      case .quietlyIncrementLaterButtonTapped:
        // Writes to shared state and sends nothing back: only the end of the test sees it.
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 10 }
        }
      case .relabelButtonTapped(let label):
        state.label = label
        return .none
      }
    }
  }
}

/// A test store asserts shared state as TCA's does: the change a `send` or `receive` made is
/// asserted in its closure with `$0.$count.withLock { … }`; a change left unasserted fails
/// with a diff, and so does one still unasserted when the test ends.
@MainActor
@Suite struct SharedTestStoreTests {
  @Test func aSharedChangeAssertedInTheClosurePasses() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 2 }
    }
    #expect(store.state.count == 2)
  }

  @Test func anUnassertedSharedChangeFailsWithADiff() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      let text = issueText(issue)
      return text.contains("State was not expected to change, but a change occurred")
        && text.contains("−   count: 0,") && text.contains("+   count: 1,")
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test func aWrongSharedExpectationFailsWithADiff() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 5 }
      }
    } matching: { issue in
      let text = issueText(issue)
      return text.contains("A state change does not match expectation")
        && text.contains("−   count: 5,") && text.contains("+   count: 1,")
    }
  }

  @Test func theClosureChangesTheExpectationNotTheLiveValue() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.relabelButtonTapped("A")) {
        $0.label = "A"
        $0.$count.withLock { $0 = 3 }
      }
    } matching: { issue in
      issueText(issue).contains("A state change does not match expectation")
    }
    #expect(store.state.count == 0, "an assertion never writes to the shared value")
  }

  @Test func aChangeToSharedStateOnlyNeedsNoOtherChange() async {
    // The closure changes only the shared value: not "expected state to change".
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 += 1 }
    }
  }

  @Test func anEffectsSharedChangeIsAssertedWhereItsActionIsReceived() async {
    let clock = TestClock()
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementLaterButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.incrementedLater) {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func anEffectsSharedChangeLeftUnassertedFailsTheReceive() async {
    let clock = TestClock()
    let store = TestStore(initialState: SharedCounter.State()) {
      SharedCounter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementLaterButtonTapped)
    await clock.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(.incrementedLater)
    } matching: { issue in
      issueText(issue).contains("+   count: 1,")
    }
  }

  @Test func finishingWithAnUnassertedSharedChangeFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.quietlyIncrementLaterButtonTapped)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      let text = issueText(issue)
      return text.contains("Test store finished before asserting against changes to shared state")
        && text.contains("−   count: 0,") && text.contains("+   count: 10,")
    }
  }

  @Test func storeAssertAssertsAnEffectsSharedChangeBeforeTheEnd() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.quietlyIncrementLaterButtonTapped)
    await Task.megaYield()
    store.assert {
      $0.$count.withLock { $0 = 10 }
    }
    await store.finish()
  }

  @Test func aNonExhaustiveStoreLetsUnassertedSharedChangesPass() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.relabelButtonTapped("B")) {
      $0.label = "B"
    }
    await store.send(.quietlyIncrementLaterButtonTapped)
    await store.finish()
    #expect(store.state.count == 11)
  }

  @Test func aNonExhaustiveStoreStillChecksWhatItAssertsOnSharedState() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 1 }
      }
    } matching: { issue in
      let text = issueText(issue)
      return text.contains("−   count: 1,") && text.contains("+   count: 2,")
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 3 }
    }
  }

  @Test func sharedChangesMadeByTheTestItselfAreNotTracked() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.state.$count.withLock { $0 = 41 }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 42 }
    }
  }
}
