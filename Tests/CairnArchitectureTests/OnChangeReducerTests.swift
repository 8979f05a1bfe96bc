import CairnArchitecture
import Testing

/// `onChange(of:)`: a reducer that runs when the reducer it is attached to changes a value.
@MainActor
@Suite("onChange(of:)")
struct OnChangeReducerTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var other = 0
      var changes: [String] = []
    }
    enum Action: Equatable {
      case increment
      case touchOther
      case parentIncrement
      case changed(Int)
    }
    var body: some ReducerOf<Self> {
      // A change made before the observed reducer is not one it made.
      Reduce { state, action in
        if action == .parentIncrement { state.count += 1 }
        return .none
      }
      Reduce { state, action in
        switch action {
        case .increment: state.count += 1
        case .touchOther: state.other += 1
        case .changed(let value): state.changes.append("effect \(value)")
        case .parentIncrement: break
        }
        return .none
      }
      .onChange(of: \.count) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("\(oldValue) -> \(newValue)")
          return newValue == 2 ? .send(.changed(newValue)) : .none
        }
      }
    }
  }

  @Test func theBuiltReducerRunsOnlyWhenTheValueChanged() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.increment) {
      $0.count = 1
      $0.changes = ["0 -> 1"]
    }
    await store.send(.touchOther) { $0.other = 1 }
    await store.send(.increment) {
      $0.count = 2
      $0.changes.append("1 -> 2")
    }
    await store.receive(.changed(2)) { $0.changes.append("effect 2") }
  }

  @Test func aChangeMadeByAnotherReducerIsNotSeen() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.parentIncrement) { $0.count = 1 }
  }

  struct Pair: Reducer {
    struct State: Equatable {
      var a = 0
      var b = 0
      var sums: [Int] = []
    }
    enum Action: Equatable { case incrementA, swap, noop }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementA: state.a += 1
        case .swap: (state.a, state.b) = (state.b, state.a)
        case .noop: break
        }
        return .none
      }
      .onChange(
        of: { ($0.a, $0.b) },
        removeDuplicates: { $0.0 + $0.1 == $1.0 + $1.1 },
        { _, new in
          Reduce { state, _ in
            state.sums.append(new.0 + new.1)
            return .none
          }
        }
      )
    }
  }

  @Test func removeDuplicatesDecidesWhatCountsAsAChange() async {
    let store = TestStore(initialState: Pair.State(a: 1, b: 2)) { Pair() }
    await store.send(.swap) {
      $0.a = 2
      $0.b = 1
    }
    await store.send(.incrementA) {
      $0.a = 3
      $0.sums = [4]
    }
    await store.send(.noop)
  }

  struct Toggle: Reducer {
    struct State: Equatable {
      var isOn = false
      var saved: [Bool] = []
    }
    enum Action: Equatable {
      case toggle
      case saved(Bool)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .toggle: state.isOn.toggle()
        case .saved(let value): state.saved.append(value)
        }
        return .none
      }
      .onChange(of: \.isOn) { oldValue, state in
        #expect(oldValue != state.isOn)
        return .send(.saved(state.isOn))
      }
    }
  }

  @Test func theEffectFormGetsTheOldValueAndTheState() async {
    let store = TestStore(initialState: Toggle.State()) { Toggle() }
    await store.send(.toggle) { $0.isOn = true }
    await store.receive(.saved(true)) { $0.saved = [true] }
  }
}
