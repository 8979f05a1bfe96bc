import CairnArchitecture
import Testing

/// A tally kept in shared state, with a caption derived from it by `onChange`.
@Reducer
private struct Tally {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("tally")) var tally = 0
    var caption = ""
  }

  enum Action: Equatable {
    case addButtonTapped
    case addInBackgroundButtonTapped
    case added
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.$tally.withLock { $0 += 1 }
        return .none
      case .addInBackgroundButtonTapped:
        return .run { [tally = state.$tally] send in
          tally.withLock { $0 += 5 }
          await send(.added)
        }
      case .added:
        return .none
      }
    }
    .onChange(of: \.tally) { oldValue, newValue in
      Reduce { state, _ in
        state.caption = "\(oldValue) → \(newValue)"
        return .none
      }
    }
  }
}

/// Reducers over shared state: `onChange` sees a shared value change, an effect's `withLock`
/// reaches every holder, a store reads it, and `_printChanges` shows it.
@MainActor
@Suite struct SharedReducerTests {
  @Test func onChangeRunsWhenASharedValueChanges() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.addButtonTapped) {
      $0.$tally.withLock { $0 = 1 }
      $0.caption = "0 → 1"
    }
    await store.send(.addButtonTapped) {
      $0.$tally.withLock { $0 = 2 }
      $0.caption = "1 → 2"
    }
  }

  @Test func onChangeDoesNotSeeAnEffectsWriteMadeOutsideTheReducer() async {
    let store = TestStore(initialState: Tally.State()) { Tally() }
    await store.send(.addInBackgroundButtonTapped)
    await store.receive(.added) {
      // The effect wrote before sending `.added`, outside any reducer: as in TCA, `onChange`
      // compares the value before and after a reducer runs, so the caption stays.
      $0.$tally.withLock { $0 = 5 }
    }
  }

  @Test func aStoreReadsTheSharedValueAndAnEffectWritesIt() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    store.send(.addButtonTapped)
    #expect(store.tally == 1)
    #expect(store.caption == "0 → 1")
    await store.send(.addInBackgroundButtonTapped).finish()
    #expect(store.tally == 6)
    @Shared(.inMemory("tally")) var tally = 0
    #expect(tally == 6, "every holder of the key sees the effect's write")
    #expect(store.caption == "0 → 1", "onChange runs for changes made by a reducer")
  }

  @Test func aViewReadingTheStoresSharedValueReRunsWhenItChanges() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let seen = Collected<[Int]>([])
    let token = observe { seen.withValue { $0.append(store.tally) } }
    store.send(.addButtonTapped)
    await settleObservations()
    @Shared(.inMemory("tally")) var tally = 0
    $tally.withLock { $0 = 40 }
    await settleObservations()
    #expect(seen.value == [0, 1, 40])
    token.cancel()
  }

  @Test func printChangesShowsASharedChange() {
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: Tally.State()) {
      Tally()._printChanges(_ReducerPrinter { text in output.withValue { $0.append(text) } })
    }
    store.send(.addButtonTapped)
    #expect(output.value.count == 1)
    let text = output.value.first ?? ""
    #expect(text.contains("−   tally: 0,"), "\(text)")
    #expect(text.contains("+   tally: 1,"), "\(text)")
  }
}
