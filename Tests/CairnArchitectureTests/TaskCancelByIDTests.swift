import CairnArchitecture
import Testing

/// `Task.cancel(id:)` and `withTaskCancellation(id:)`: cancelling effects by id from outside
/// the store that runs them.
@MainActor
@Suite("Task.cancel(id:)")
struct TaskCancelByIDTests {
  enum CancelID: Hashable, Sendable { case timer, other }

  struct Timer: Reducer {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, startOther, tick }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start, .startOther:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
          .cancellable(id: action == .start ? CancelID.timer : CancelID.other)
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Test func cancelsATestStoresEffectFromTheTest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.send(.startOther)
    await clock.advance(by: .milliseconds(500))
    Task.cancel(id: CancelID.timer)
    await clock.advance(by: .seconds(1))
    // Only the other timer fires; the cancelled one has ended, so the store finishes.
    await store.receive(.tick) { $0.ticks = 1 }
    await store.finish()
  }

  @Test func cancelsAStoresEffectFromOutside() async {
    let clock = TestClock()
    let store = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start)
    await clock.advance(by: .milliseconds(500))
    Task.cancel(id: CancelID.timer)
    await task.finish()
    await clock.advance(by: .seconds(1))
    #expect(store.state.ticks == 0)
  }

  @Test func anIdThatNothingRunsUnderCancelsNothing() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await clock.advance(by: .milliseconds(500))
    Task.cancel(id: CancelID.other)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
  }

  @Test func withTaskCancellationReturnsTheResultOrStopsOnCancel() async {
    let value = await withTaskCancellation(id: CancelID.timer) { 42 }
    #expect(value == 42)

    let clock = TestClock()
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    let sleeper = Task {
      await withTaskCancellation(id: CancelID.timer) {
        didStart.yield()
        return (try? await clock.sleep(for: .seconds(10))) == nil
      }
    }
    for await _ in started { break }
    Task.cancel(id: CancelID.timer)
    let wasCancelled = await sleeper.value
    #expect(wasCancelled, "the sleep threw CancellationError")
  }

  @Test func cancelInFlightCancelsTheWorkAlreadyRunning() async {
    let clock = TestClock()
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    let first = Task {
      await withTaskCancellation(id: CancelID.other) {
        didStart.yield()
        return (try? await clock.sleep(for: .seconds(10))) == nil
      }
    }
    for await _ in started { break }
    let secondWasCancelled = await withTaskCancellation(id: CancelID.other, cancelInFlight: true) {
      Task.isCancelled
    }
    let firstWasCancelled = await first.value
    #expect(firstWasCancelled, "cancelled by the second")
    #expect(!secondWasCancelled, "ran to the end")
  }

  @Reducer
  struct Sheet {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, stopFromInside, tick }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
          .cancellable(id: CancelID.timer)
        case .stopFromInside:
          return .run { _ in Task.cancel(id: CancelID.timer) }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Reducer
  struct Host {
    struct State: Equatable {
      @PresentationState var sheet: Sheet.State?
      var ticks = 0
    }
    enum Action: Equatable {
      case sheet(PresentationAction<Sheet.Action>)
      case start, tick
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
          .cancellable(id: CancelID.timer)
        case .tick:
          state.ticks += 1
          return .none
        case .sheet:
          return .none
        }
      }
      .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    }
  }

  @Test func insideAPresentedChildItReachesOnlyThatChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State(sheet: Sheet.State())) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.send(.sheet(.presented(.start)))
    await clock.advance(by: .milliseconds(500))
    await store.send(.sheet(.presented(.stopFromInside)))
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.finish()
    #expect(store.state.sheet?.ticks == 0)
  }

  @Test func outsideAnyEffectItReachesPresentedChildrenToo() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State(sheet: Sheet.State())) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.send(.sheet(.presented(.start)))
    await clock.advance(by: .milliseconds(500))
    Task.cancel(id: CancelID.timer)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  /// Deliberate difference: a store's `.cancel(id:)` reaches the effects that store marked
  /// `.cancellable(id:)`, not work another task runs in `withTaskCancellation(id:)`.
  @Test func aStoresCancelDoesNotReachWithTaskCancellationWork() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, _ in .cancel(id: CancelID.timer) }
    }
    let (started, didStart) = AsyncStream.makeStream(of: Void.self)
    let (proceed, letProceed) = AsyncStream.makeStream(of: Void.self)
    let work = Task {
      await withTaskCancellation(id: CancelID.timer) {
        didStart.yield()
        for await _ in proceed { break }
        return Task.isCancelled
      }
    }
    for await _ in started { break }
    store.send(true)
    letProceed.yield()
    let wasCancelled = await work.value
    #expect(!wasCancelled)
  }
}
