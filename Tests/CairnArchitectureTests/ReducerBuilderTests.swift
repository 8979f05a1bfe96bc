import CairnArchitecture
import Testing

/// `@ReducerBuilder`: reducers listed in a body run in order on the same state and action.
@MainActor
@Suite("Reducer builder")
struct ReducerBuilderTests {
  struct Log: Reducer {
    struct State: Equatable { var entries: [String] = [] }
    enum Action: Equatable { case go }
    let extra: Bool
    let repeats: Int

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.entries.append("first")
        return .none
      }
      if extra {
        Reduce { state, _ in
          state.entries.append("extra")
          return .none
        }
      }
      if repeats > 1 {
        Reduce { state, _ in
          state.entries.append("many")
          return .none
        }
      } else {
        Reduce { state, _ in
          state.entries.append("one")
          return .none
        }
      }
      for index in 0..<repeats {
        Reduce { state, _ in
          state.entries.append("loop \(index)")
          return .none
        }
      }
      CombineReducers {
        EmptyReducer()
        Reduce { state, _ in
          state.entries.append("combined")
          return .none
        }
      }
    }
  }

  @Test func everyBuilderFormRunsInOrder() {
    var state = Log.State()
    _ = Log(extra: true, repeats: 2).reduce(into: &state, action: .go)
    #expect(state.entries == ["first", "extra", "many", "loop 0", "loop 1", "combined"])

    state = Log.State()
    _ = Log(extra: false, repeats: 1).reduce(into: &state, action: .go)
    #expect(state.entries == ["first", "one", "loop 0", "combined"])
  }

  @Test func anEmptyBodyDoesNothing() {
    struct Nothing: Reducer {
      struct State: Equatable { var value = 1 }
      enum Action { case tap }
      var body: some ReducerOf<Self> {}
    }
    var state = Nothing.State()
    _ = Nothing().reduce(into: &state, action: .tap)
    #expect(state == Nothing.State())
  }

  struct Mapping: Reducer {
    struct State: Equatable { var received: [Int] = [] }
    @CasePathable enum Action {
      case start
      case child(Int)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        let child: Effect<Int> = .merge(.send(1), .run { send in await send(2) })
        return child.map(Action.child)
      case .child(let value):
        state.received.append(value)
        return .none
      }
    }
  }

  @Test func mappedEffectsSendTheParentsActions() async {
    let store = Store(initialState: Mapping.State()) { Mapping() }
    await store.send(.start).finish()
    #expect(store.received == [1, 2])
  }
}
