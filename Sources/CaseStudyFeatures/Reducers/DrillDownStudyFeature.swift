import CairnArchitecture

/// The drill-down study with reducers: a list of counters, one of which is drilled into with
/// `navigationDestination(item:)` driven by `@Presents` state.
@Reducer
public struct DrillDownStudyFeature {
  /// The counters, and the one drilled into.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Every counter, by id.
    public var counters: IdentifiedArrayOf<CounterDetailFeature.State>
    /// The counter on screen, while one is.
    @Presents public var counter: CounterDetailFeature.State?

    /// Five counters at zero, none drilled into.
    public init(
      counters: IdentifiedArrayOf<CounterDetailFeature.State> = IdentifiedArray(
        uniqueElements: (1...5).map { CounterDetailFeature.State(id: $0) }),
      counter: CounterDetailFeature.State? = nil
    ) {
      self.counters = counters
      self.counter = counter
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case counter(PresentationAction<CounterDetailFeature.Action>)
    case counterTapped(id: Int)
  }

  /// The study.
  public init() {}

  /// Tapping a counter drills into it; its changes are copied into the list as they happen.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counterTapped(let id):
        state.counter = state.counters[id: id]
      case .counter(.presented):
        if let counter = state.counter { state.counters[id: counter.id] = counter }
      case .counter(.dismiss):
        break
      }
      return .none
    }
    .ifLet(\.$counter, action: \.counter) { CounterDetailFeature() }
  }
}

/// One counter, drilled into.
@Reducer
public struct CounterDetailFeature {
  /// The counter.
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    /// Which counter.
    public let id: Int
    /// Its count.
    public var count: Int

    /// Counter `id` at `count`.
    public init(id: Int, count: Int = 0) {
      self.id = id
      self.count = count
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  /// The counter.
  public init() {}

  /// Counts up and down, never below zero.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped: state.count = max(0, state.count - 1)
      case .incrementButtonTapped: state.count += 1
      }
      return .none
    }
  }
}
