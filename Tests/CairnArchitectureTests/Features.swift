import CairnArchitecture
import Foundation

/// A counter with a fact fetched over a controllable clock: the shape most tests use.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var responses = 0
  }

  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case cancelFactButtonTapped
  }

  enum CancelID { case fact }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count, clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.factResponse("\(count) is a good number."))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)
      case .factResponse(let fact):
        state.isLoading = false
        state.fact = fact
        state.responses += 1
        return .none
      case .cancelFactButtonTapped:
        state.isLoading = false
        return .cancel(id: CancelID.fact)
      }
    }
  }
}

/// Two counters side by side, each scoped.
@Reducer
struct Pair {
  @ObservableState
  struct State: Equatable {
    var left = Counter.State()
    var right = Counter.State()
    var log: [String] = []
  }

  enum Action {
    case left(Counter.Action)
    case right(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Counter() }
    Scope(state: \.right, action: \.right) { Counter() }
    Reduce { state, action in
      switch action {
      case .left(.incrementButtonTapped): state.log.append("left saw \(state.left.count)")
      case .right(.incrementButtonTapped): state.log.append("right saw \(state.right.count)")
      default: break
      }
      return .none
    }
  }
}
