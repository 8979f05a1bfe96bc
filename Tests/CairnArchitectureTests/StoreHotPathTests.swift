import CairnArchitecture
import Dependencies
import Foundation
import Testing

/// The store's fast path: a store that runs in the dependencies the caller already has skips
/// binding them again, and every other store still runs its reducer in its own.
@MainActor
@Suite("Store hot path")
struct StoreHotPathTests {
  @Test func aStoreMadeWithOverridesUsesThemWhenSentFromOutside() {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    store.send(.stamp)
    #expect(store.ids == [UUID(7)])
  }

  @Test func aStoreMadeWithoutOverridesIgnoresTheCallersOverrides() {
    let store = withDependencies {
      $0.uuid = .constant(UUID(1))
    } operation: {
      Store(initialState: Stamper.State()) { Stamper() }
    }
    withDependencies {
      $0.uuid = .constant(UUID(2))
    } operation: {
      store.send(.stamp)
    }
    store.send(.stamp)
    #expect(store.ids == [UUID(1), UUID(1)])
  }

  @Test func aStoreMadeInTheCallersDependenciesRunsInThem() {
    withDependencies {
      $0.uuid = .constant(UUID(3))
    } operation: {
      let store = Store(initialState: Stamper.State()) { Stamper() }
      store.send(.stamp)
      #expect(store.ids == [UUID(3)])
    }
  }

  @Test func actionsQueuedByAnEffectRunInTheStoresDependencies() {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    withDependencies {
      $0.uuid = .constant(UUID(9))
    } operation: {
      store.send(.stampTwice)
    }
    #expect(store.ids == [UUID(0), UUID(1)])
  }

  @Test func replacingObservableRootStateNotifiesAndChangingAFieldDoesNot() async {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    var wholeRuns = 0
    var idsRuns = 0
    let tokens = [
      observe {
        _ = store.state
        wholeRuns += 1
      },
      observe {
        _ = store.ids
        idsRuns += 1
      },
    ]
    store.send(.stamp)
    await settleObservations()
    #expect((wholeRuns, idsRuns) == (1, 2))
    store.send(.reset)
    await settleObservations()
    #expect((wholeRuns, idsRuns) == (2, 3))
    for token in tokens { token.cancel() }
  }
}

/// Stamps ids from the `uuid` dependency.
@Reducer
struct Stamper {
  @ObservableState
  struct State: Equatable {
    var ids: [UUID] = []
  }
  enum Action {
    case reset
    case stamp
    case stampTwice
  }
  @Dependency(\.uuid) var uuid
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reset:
        state = State()
        return .none
      case .stamp:
        state.ids.append(uuid())
        return .none
      case .stampTwice:
        return .merge(.send(.stamp), .send(.stamp))
      }
    }
  }
}
