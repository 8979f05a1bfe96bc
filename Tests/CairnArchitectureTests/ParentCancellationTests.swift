import Testing

@testable import CairnArchitecture

/// A parent that presents a ticker and can cancel the ticker's timer id itself.
@Reducer
struct TimerOwner {
  @ObservableState
  struct State: Equatable {
    @Presents var ticker: Ticker.State?
  }

  enum Action {
    case ticker(PresentationAction<Ticker.Action>)
    case stopAllTimers
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .stopAllTimers:
        return .cancel(id: Ticker.CancelID.timer)
      case .ticker:
        return .none
      }
    }
    .ifLet(\.$ticker, action: \.ticker) { Ticker() }
  }
}

/// A feature's `.cancel(id:)` reaches the effects with that id that its presented children
/// started, as the Composable Architecture's navigation-scoped ids do; a child's never
/// reaches its parent's.
@MainActor
@Suite struct ParentCancellationTests {
  @Test func aParentsCancelStopsItsPresentedChildsEffectWithTheSameID() async {
    let clock = TestClock()
    let store = TestStore(initialState: TimerOwner.State(ticker: Ticker.State(name: "A"))) {
      TimerOwner()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.ticker.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.ticker.tick) { $0.ticker?.ticks = 1 }
    await store.send(.stopAllTimers)
    await clock.advance(by: .seconds(5))
    // Nothing more arrives, and the exhaustive store ends with no effect in flight.
    await store.finish()
    #expect(store.state.ticker?.ticks == 1)
  }

  @Test func theStoreDoesTheSame() async {
    let clock = TestClock()
    let store = Store(initialState: TimerOwner.State(ticker: Ticker.State(name: "A"))) {
      TimerOwner()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.ticker(.presented(.startButtonTapped)))
    await clock.advance(by: .seconds(1))
    #expect(store.ticker?.ticks == 1)
    await store.send(.stopAllTimers).finish()
    await clock.advance(by: .seconds(3))
    #expect(store.ticker?.ticks == 1)
  }

  @Test func theCancellationPathMatchesByScopePrefixAndID() {
    let child = AnyHashableSendable("child")
    let sibling = AnyHashableSendable("sibling")
    let id = AnyHashableSendable("timer")
    let inChild = AnyHashableSendable(ScopedCancelID(namespace: child, id: id))
    let inSibling = AnyHashableSendable(ScopedCancelID(namespace: sibling, id: id))
    #expect(id.reaches(inChild))
    #expect(id.reaches(inSibling))
    #expect(!inChild.reaches(id))
    #expect(!inChild.reaches(inSibling))
    #expect(!id.reaches(AnyHashableSendable("other")))
  }
}

/// A feature whose first effect sends an action that starts a second, clock-driven effect.
@Reducer
struct RelayFeature {
  @ObservableState
  struct State: Equatable { var stage = 0 }
  enum Action { case start, firstAnswer, secondAnswer }
  let clock: TestClock<Duration>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in await send(.firstAnswer) }
      case .firstAnswer:
        state.stage = 1
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.secondAnswer)
        }
      case .secondAnswer:
        state.stage = 2
        return .none
      }
    }
  }
}

/// Cancelling the task a `Store.send` returned leaves running the effects of the actions its
/// effects sent back: what the Composable Architecture's own `cancellation()` test says should
/// happen (it records today's TCA cancelling them as a known issue). `TestStore`'s send task
/// does cancel them, as TCA's does (see `TestingWithTestStore`).
@MainActor
@Suite struct StoreSendTaskCancellationTests {
  @Test func cancellingTheSendTaskLeavesFedBackEffectsRunning() async {
    let clock = TestClock()
    let store = Store(initialState: RelayFeature.State()) { RelayFeature(clock: clock) }
    let task = store.send(.start)
    await yield(until: { store.stage == 1 })
    #expect(store.stage == 1)
    task.cancel()
    await clock.advance(by: .seconds(1))
    await yield(until: { store.stage == 2 })
    #expect(store.stage == 2)
  }

  /// Gives other tasks turns until `condition` holds, a bounded number of times (no clock).
  private func yield(until condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
      await Task.yield()
    }
  }
}
