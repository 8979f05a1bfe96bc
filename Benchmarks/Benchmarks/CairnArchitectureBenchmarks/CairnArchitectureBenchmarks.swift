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

  Benchmark("reduce(into:action:) directly, observable state") { benchmark in
    var state = ObservedTally.State()
    let reducer = ObservedTally()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: .increment))
    }
    blackHole(state)
  }

  Benchmark("Store.send of an effect-less action, observable state") { benchmark in
    let store = await MainActor.run { Store(initialState: ObservedTally.State()) { ObservedTally() } }
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.send(.increment)) }
    }
    benchmark.stopMeasurement()
  }

  Benchmark("Store.send to the root of a 10-deep feature") { benchmark in
    let store = await MainActor.run { Store(initialState: Nest.State(depth: 10)) { Nest() } }
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.send(.increment)) }
    }
    benchmark.stopMeasurement()
  }

  // The same action from the root, embedded by hand: the reducer work is the same as the
  // scoped send's, so the ratio is what scoping the store costs.
  Benchmark("Store.send from the root of the action 10 levels deep") { benchmark in
    let store = await MainActor.run { Store(initialState: Nest.State(depth: 10)) { Nest() } }
    var action = Nest.Action.increment
    for _ in 0..<10 { action = .deeper(action) }
    let deep = action
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.send(deep)) }
    }
    benchmark.stopMeasurement()
  }

  Benchmark("Store.send to a store scoped 10 levels deep") { benchmark in
    let store = await MainActor.run {
      var store = Store(initialState: Nest.State(depth: 10)) { Nest() }
      for _ in 0..<10 { store = store.scope(state: \.deeper, action: \.deeper) }
      return store
    }
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.send(.increment)) }
    }
    benchmark.stopMeasurement()
  }

  // Ten presentation levels: each level presents the next with @Presents and ifLet.
  Benchmark("Store.send from the root of the action 10 presentation levels deep") { benchmark in
    let store = await MainActor.run { Store(initialState: Level.State(depth: 10)) { Level() } }
    var action = Level.Action.increment
    for _ in 0..<10 { action = .child(.presented(action)) }
    let deep = action
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.send(deep)) }
    }
    benchmark.stopMeasurement()
  }

  Benchmark("Store.send to a child store 10 presentation levels deep") { benchmark in
    let store = await MainActor.run {
      var store = Store(initialState: Level.State(depth: 10)) { Level() }
      for _ in 0..<10 { store = store.scope(state: \.child, action: \.child.presented)! }
      return store
    }
    let iterations = benchmark.scaledIterations.count
    benchmark.startMeasurement()
    await MainActor.run {
      for _ in 0..<iterations { blackHole(store.send(.increment)) }
    }
    benchmark.stopMeasurement()
  }

  Benchmark("read a field through the root store") { benchmark in
    let store = await MainActor.run {
      Store(initialState: Nest.State(depth: 10)) { Nest() }
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
      var store = Store(initialState: Nest.State(depth: 10)) { Nest() }
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

/// The same counter, with observable state.
@Reducer
struct ObservedTally {
  @ObservableState
  struct State { var count = 0 }
  enum Action { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A feature nested in itself: each level runs the next one for its `deeper` actions, so an
/// action sent to a store scoped ten levels deep goes through ten scopes.
@Reducer
struct Nest {
  @ObservableState
  struct State {
    var value = 1
    var children: [State] = []

    init(depth: Int) {
      if depth > 0 { children = [State(depth: depth - 1)] }
    }

    /// The nested state (itself at the bottom), changed in place.
    var deeper: State {
      get { children.first ?? self }
      _modify {
        if children.isEmpty {
          var bottom = self
          yield &bottom
          self = bottom
        } else {
          yield &children[0]
        }
      }
    }
  }

  indirect enum Action {
    case deeper(Action)
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.value += 1 }
      return .none
    }
    Scope(state: \.deeper, action: \.deeper) { Nest() }
  }
}

/// A feature that presents itself: ten levels deep, each a sheet over the one below.
@Reducer
struct Level {
  @ObservableState
  struct State {
    var value = 0
    @Presents var child: Level.State?

    init(depth: Int) {
      if depth > 0 { child = Level.State(depth: depth - 1) }
    }
  }

  indirect enum Action {
    case child(PresentationAction<Action>)
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.value += 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Level() }
  }
}
