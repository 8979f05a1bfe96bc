import CairnArchitecture
@_spi(Internals) import CasePaths
import Foundation
import Testing

/// The TestStore behaves as TCA's: the `strict:` skips, `finish(timeout:)`, `receive` by
/// predicate and by case and value, `assert`, `withExhaustivity`, mutable dependencies, the
/// main serial executor, and the task `send` returns.
@MainActor
@Suite("TestStore as TCA's")
struct TestStoreParityTests {
  static let stamp = Date(timeIntervalSince1970: 1_234_567_890)

  func relay(
    _ numbers: AsyncStream<Int> = AsyncStream { $0.finish() },
    clock: TestClock<Duration> = TestClock()
  ) -> TestStoreOf<Relay> {
    TestStore(initialState: Relay.State()) {
      Relay(numbers: numbers)
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Self.stamp
    }
  }

  // MARK: receive

  @Test func receiveTakesAPredicate() async {
    let store = relay()
    await store.send(.start)
    await store.receive({ $0 == .child }, assert: { $0.log = ["child"] })
    await store.skipInFlightEffects(strict: true)
  }

  @Test func receiveTakesACaseAndItsValue() async {
    let (numbers, feed) = AsyncStream.makeStream(of: Int.self)
    feed.yield(1)
    feed.finish()
    let store = relay(numbers)
    await store.send(.listen)
    await store.receive(\.number, 1) { $0.log = ["1"] }
    await store.receive(\.delegate.success, 42)
    await store.finish()
  }

  @Test func aCaseWithAnotherValueFailsWithADiffOfTheValues() async {
    let (numbers, feed) = AsyncStream.makeStream(of: Int.self)
    feed.yield(1)
    feed.finish()
    let store = relay(numbers)
    await store.send(.listen)
    await store.receive(\.number) { $0.log = ["1"] }
    await withKnownIssue {
      await store.receive(\.delegate.success, 43)
    } matching: { issue in
      let text = issueText(issue)
      return text.contains("Received unexpected action") && text.contains(".success(43)")
        && text.contains(".success(42)") && text.contains("(Expected: −, Actual: +)")
    }
    await store.finish()
  }

  @Test func aCaseCanBeSentWithItsValue() async {
    let (numbers, feed) = AsyncStream.makeStream(of: Int.self)
    feed.finish()
    let store = relay(numbers)
    await store.send(\.number, 1) { $0.log = ["1"] }
    await store.receive(\.delegate.success, 42)
  }

  @Test func nonExhaustiveReceiveKeepsWaitingPastActionsThatDoNotMatch() async {
    let (numbers, feed) = AsyncStream.makeStream(of: Int.self)
    let store = relay(numbers)
    store.exhaustivity = .off
    await store.send(.listen)
    // Each number arrives after the store began waiting; only the third one matches.
    let feeder = Task {
      for number in 1...3 {
        for _ in 0..<100 { await Task.yield() }
        feed.yield(number)
      }
      feed.finish()
    }
    await store.receive(.number(3)) { $0.log = ["1", "2", "3"] }
    #expect(store.state.log == ["1", "2", "3"])
    await feeder.value
  }

  @Test func anUnexpectedActionNamesItWithADiff() async {
    let store = relay()
    await store.send(.start)
    await withKnownIssue {
      await store.receive(.late)
    } matching: { issue in
      let text = issueText(issue)
      return text.contains("Received unexpected action") && text.contains("− Relay.Action.late")
        && text.contains("+ Relay.Action.child") && text.contains("(Expected: −, Received: +)")
    }
    await store.skipInFlightEffects()
  }

  @Test func aWrongStateNamesTheActionWithADiff() async {
    let store = relay()
    await withKnownIssue {
      await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 0) }
    } matching: { issue in
      let text = issueText(issue)
      return text.contains("A state change does not match expectation after Relay.Action.stamp")
        && text.contains("(Expected: −, Actual: +)")
    }
  }

  // MARK: Dependencies

  @Test func anAssertionClosureReadsTheStoresDependencies() async {
    let store = relay()
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stamp = now
    }
    #expect(store.state.stamp == Self.stamp)
  }

  @Test func dependenciesCanChangeMidTest() async {
    let store = relay()
    store.dependencies.uuid = .incrementing
    await store.send(.makeID) { $0.id = UUID(0) }
    let later = Date(timeIntervalSince1970: 987_654_321)
    store.dependencies.date.now = later
    await store.send(.stamp) { $0.stamp = later }
  }

  // MARK: Effects

  @Test func skippingInFlightEffectsLeavesThemRunning() async {
    let clock = TestClock()
    let store = relay(clock: clock)
    await store.send(.child) { $0.log = ["child"] }
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(10))
    await Task.megaYield()
    await store.receive(.late) { $0.log = ["child", "late"] }
  }

  @Test func strictSkipsFailWhenThereIsNothingToSkip() async {
    let store = relay()
    await withKnownIssue {
      await store.skipInFlightEffects(strict: true)
    } matching: {
      issueText($0).contains("There were no in-flight effects to skip.")
    }
    await withKnownIssue {
      await store.skipReceivedActions(strict: true)
    } matching: {
      issueText($0).contains("There were no received actions to skip.")
    }
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @Test func skippingReceivedActionsTakesTheLastState() async {
    let (numbers, feed) = AsyncStream.makeStream(of: Int.self)
    feed.yield(2)
    feed.yield(3)
    feed.finish()
    let store = relay(numbers)
    await store.send(.listen).finish()
    #expect(store.state.log == [])
    await store.skipReceivedActions(strict: false)
    #expect(store.state.log == ["2", "3"])
  }

  @Test func cancellingTheSendTaskCancelsTheEffectsOfTheActionsItsEffectsSentBack() async {
    let clock = TestClock()
    let store = relay(clock: clock)
    let task = await store.send(.start)
    await store.receive(.child) { $0.log = ["child"] }
    await task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(10))
    // `.late` never comes: the child's effect was cancelled with the task.
    await store.finish()
    #expect(store.state.log == ["child"])
  }

  @Test func theSendTaskFinishesWithTheEffectsOfTheActionsItsEffectsSentBack() async {
    let store = relay()
    store.dependencies.continuousClock = ImmediateClock()
    await store.send(.start).finish(timeout: .seconds(5))
    await store.receive(.child) { $0.log = ["child"] }
    await store.receive(.late) { $0.log = ["child", "late"] }
  }

  @Test func aSendTaskStillRunningAfterItsTimeoutFails() async {
    let store = relay()
    let task = await store.send(.child) { $0.log = ["child"] }
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(1))
    } matching: {
      issueText($0).contains("still in-flight")
    }
    await task.cancel()
    await store.finish()
  }

  @Test func timeoutsTakeNanosecondsAsTCA10Did() async {
    let store = relay()
    store.dependencies.continuousClock = ImmediateClock()
    let task = await store.send(.child) { $0.log = ["child"] }
    await task.finish(timeout: 1_000_000_000)
    await store.receive(.late, timeout: 1_000_000_000) { $0.log = ["child", "late"] }
    await store.finish(timeout: 1_000_000_000)
    #expect(TestStoreTask(rawValue: nil, timeout: .seconds(1)).isCancelled)
  }

  @Test func actionsEffectsSendAreReducedInTheOrderTheyWereSent() async {
    let store = TestStore(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        switch action {
        case "a": return .merge(.send("b"), .concatenate(.send("c"), .send("d")))
        case "b": return .send("e")
        default: return .none
        }
      }
    }
    await store.send("a") { $0 = ["a"] }
    // Breadth first, as a Store does: "b"'s own "e" comes after the actions sent with it.
    await store.receive("b") { $0 = ["a", "b"] }
    await store.receive("c") { $0 = ["a", "b", "c"] }
    await store.receive("d") { $0 = ["a", "b", "c", "d"] }
    await store.receive("e") { $0 = ["a", "b", "c", "d", "e"] }
  }

  // MARK: assert and exhaustivity

  @Test func assertChecksTheStateWithoutSending() async {
    let store = relay()
    store.assert { $0.log = [] }
    await store.send(.stamp) { $0.stamp = Self.stamp }
    store.assert { $0.stamp = Self.stamp }
    withKnownIssue {
      store.assert { $0.log = ["never"] }
    } matching: {
      issueText($0).contains("A state change does not match expectation")
    }
  }

  @Test func withExhaustivityAppliesOnlyForItsOperation() async {
    let store = relay()
    await store.withExhaustivity(.off) {
      await store.send(.stamp)
      #expect(store.exhaustivity == .off)
    }
    #expect(store.exhaustivity == .on)
    store.withExhaustivity(.off) {
      store.assert { $0.log = [] }
    }
    #expect(store.state.stamp == Self.stamp)
  }

  @Test func xctModifyIsRelaxedOnlyWhenTheStoreIsNotExhaustive() async {
    let store = relay()
    await store.send(.stamp) {
      #expect(XCTModifyLocals.isExhaustive)
      $0.stamp = Self.stamp
    }
    store.exhaustivity = .off
    await store.send(.stamp) { _ in
      #expect(!XCTModifyLocals.isExhaustive)
    }
  }

  // MARK: Executor

  @Test func workRunsOnTheMainSerialExecutorWhileATestStoreIsAlive() async {
    let store = relay()
    #expect(store.useMainSerialExecutor)
    // A detached task's job is enqueued on the main actor: it cannot run while the test (on
    // the main actor) keeps it busy, only once the test suspends.
    let ran = LockIsolated(false)
    let task = Task.detached { ran.setValue(true) }
    var ranWhileBusy = false
    for _ in 0..<200_000 where ran.value {
      ranWhileBusy = true
      break
    }
    #expect(!ranWhileBusy)
    await task.value
    #expect(ran.value)
    await store.send(.stamp) { $0.stamp = Self.stamp }
  }

  // MARK: Store

  @Test func aStoreTaskGivesItsValueAndTCAsOptionalTaskForm() async {
    let store = Store(initialState: Relay.State()) {
      Relay()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.child).value
    #expect(store.state.log == ["child", "late"])
    let task: Task<Void, Never>? = store.send(.child)
    await task?.value
    #expect(store.state.log == ["child", "late", "child", "late"])
    #expect(store.send(.late).isCancelled, "a send without effects has nothing to run")
  }
}

/// An effect's actions, run alone, outside any store.
@Suite("Effect.actions")
struct EffectActionsTests {
  @Test func mergedEffectsSendAllTheirActionsAndConcatenatedOnesInOrder() async {
    var merged: [Int] = []
    for await action in Effect<Int>.merge(.send(1), .run { send in await send(2) }).actions {
      merged.append(action)
    }
    #expect(merged.sorted() == [1, 2])
    var concatenated: [Int] = []
    let steps = Effect<Int>.concatenate(
      .run { send in
        await Task.yield()
        await send(1)
      },
      .send(2),
      .run { send in await send(3) }
    )
    for await action in steps.actions { concatenated.append(action) }
    #expect(concatenated == [1, 2, 3])
  }
}
