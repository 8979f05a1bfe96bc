import Benchmark
import CairnArchitecture

/// Benchmarks of the reducer architecture: what a store adds to running a reducer, and what
/// reading through scoped stores costs.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(2)
  )

  Benchmark("reduce(into:action:) directly") { benchmark in
    var state = Tally.State()
    let reducer = Tally()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: .increment))
    }
    blackHole(state)
  }

  // Stores live on the main actor: each is made there first, and the measured loop runs in one
  // hop, so the hop is not part of the per-iteration cost.
  Benchmark("Store.send of an effect-less action") { benchmark in
    let store = await MainActor.run { Store(initialState: Tally.State()) { Tally() } }
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.send(.increment)) }
    }
    benchmark.stopMeasurement()
  }

  Benchmark("read a field through the root store") { benchmark in
    let store = await MainActor.run {
      Store(initialState: Nest.State(depth: 10)) { EmptyReducer<Nest.State, Nest.Action>() }
    }
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.value) }
    }
    benchmark.stopMeasurement()
  }

  Benchmark("read a field through a 10-deep scoped store") { benchmark in
    let store = await MainActor.run {
      var store = Store(initialState: Nest.State(depth: 10)) {
        EmptyReducer<Nest.State, Nest.Action>()
      }
      for _ in 0..<10 { store = store.scope(state: \.deeper, action: \.deeper) }
      return store
    }
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.value) }
    }
    benchmark.stopMeasurement()
  }
}

/// A counter with no effects.
struct Tally: Reducer {
  struct State { var count = 0 }
  enum Action { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// State nested in itself, for scoping ten levels deep.
enum Nest {
  struct State {
    var value = 1
    var children: [State] = []

    init(depth: Int) {
      if depth > 0 { children = [State(depth: depth - 1)] }
    }

    /// The nested state (itself at the bottom).
    var deeper: State {
      get { children.first ?? self }
      set { if children.isEmpty { self = newValue } else { children[0] = newValue } }
    }
  }

  @CasePathable
  indirect enum Action {
    case deeper(Action)
  }
}
