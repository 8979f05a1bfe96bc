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

  Benchmark("Store.send of an effect-less action") { benchmark in
    await measureOnMain(benchmark, { Store(initialState: Tally.State()) { Tally() } }) {
      blackHole($0.send(.increment))
    }
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
    await measureOnMain(
      benchmark, { Store(initialState: ObservedTally.State()) { ObservedTally() } }
    ) {
      blackHole($0.send(.increment))
    }
  }

  Benchmark("Store.send to the root of a 10-deep feature") { benchmark in
    await measureOnMain(benchmark, { Store(initialState: Nest.State(depth: 10)) { Nest() } }) {
      blackHole($0.send(.increment))
    }
  }

  // The same action from the root, embedded by hand: the reducer work is the same as the
  // scoped send's, so the ratio is what scoping the store costs.
  Benchmark("Store.send from the root of the action 10 levels deep") { benchmark in
    let deep = (0..<10).reduce(Nest.Action.increment) { action, _ in .deeper(action) }
    await measureOnMain(benchmark, { Store(initialState: Nest.State(depth: 10)) { Nest() } }) {
      blackHole($0.send(deep))
    }
  }

  Benchmark("Store.send to a store scoped 10 levels deep") { benchmark in
    await measureOnMain(benchmark, { deepNestStore() }) { blackHole($0.send(.increment)) }
  }

  // Ten presentation levels: each level presents the next with @Presents and ifLet.
  Benchmark("Store.send from the root of the action 10 presentation levels deep") { benchmark in
    let deep = (0..<10).reduce(Level.Action.increment) { action, _ in .child(.presented(action)) }
    await measureOnMain(benchmark, { Store(initialState: Level.State(depth: 10)) { Level() } }) {
      blackHole($0.send(deep))
    }
  }

  Benchmark("Store.send to a child store 10 presentation levels deep") { benchmark in
    await measureOnMain(benchmark, { deepLevelStore() }) { blackHole($0.send(.increment)) }
  }

  // A row's action through `forEach`: the list's readers are not told (only the row's field
  // changed), which takes one pass over the rows' identities.
  Benchmark("Store.send to one row of a 100-row list") { benchmark in
    await measureOnMain(benchmark, { Store(initialState: Rows.State(count: 100)) { Rows() } }) {
      blackHole($0.send(.rows(.element(id: 50, action: .increment))))
    }
  }

  Benchmark("read a field through the root store") { benchmark in
    await measureOnMain(benchmark, { Store(initialState: Nest.State(depth: 10)) { Nest() } }) {
      blackHole($0.value)
    }
  }

  Benchmark("read a field through a 10-deep scoped store") { benchmark in
    await measureOnMain(benchmark, { deepNestStore() }) { blackHole($0.value) }
  }
}

/// Makes a subject on the main actor (stores live there), then runs `operation` on it once per
/// iteration in a single hop, so only the loop is measured and the hop is not part of it: the
/// measurement starts and stops on the main actor, around the loop. (A hop on this loaded
/// 2-core machine can take tens of microseconds, which, measured, added tens of nanoseconds
/// to every iteration of a 1,000-iteration sample.)
func measureOnMain<Subject: Sendable>(
  _ benchmark: Benchmark,
  _ make: @escaping @MainActor @Sendable () -> Subject,
  _ operation: @escaping @MainActor @Sendable (Subject) -> Void
) async {
  let subject = await MainActor.run { make() }
  let iterations = benchmark.scaledIterations.count
  let measured = UncheckedBenchmark(benchmark)
  await MainActor.run {
    measured.benchmark.startMeasurement()
    for _ in 0..<iterations { operation(subject) }
    measured.benchmark.stopMeasurement()
  }
}

/// The running benchmark, handed to the main actor for the length of one measured loop while
/// its own task waits for that loop: nothing uses it from two places at once.
struct UncheckedBenchmark: @unchecked Sendable {
  let benchmark: Benchmark

  init(_ benchmark: Benchmark) {
    self.benchmark = benchmark
  }
}

/// A store of `Nest` scoped ten levels down.
@MainActor
func deepNestStore() -> StoreOf<Nest> {
  var store = Store(initialState: Nest.State(depth: 10)) { Nest() }
  for _ in 0..<10 { store = store.scope(state: \.deeper, action: \.deeper) }
  return store
}

/// A store of `Level` scoped through ten presentations.
@MainActor
func deepLevelStore() -> StoreOf<Level> {
  var store = Store(initialState: Level.State(depth: 10)) { Level() }
  for _ in 0..<10 { store = store.scope(state: \.child, action: \.child.presented)! }
  return store
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

/// A list of observable counters, run by `forEach`.
@Reducer
struct Rows {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<Row.State>

    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) })
    }
  }

  enum Action {
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// A row of `Rows`.
@Reducer
struct Row {
  @ObservableState
  struct State: Identifiable {
    let id: Int
    var value = 0
  }

  enum Action {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.value += 1
    return .none
  }
}
