import CairnArchitecture

// Features in the shapes today's `@Reducer` accepts, for ReducerMacroShapesTests.

/// A counter whose step is chosen by whoever runs it.
@Reducer
struct StepCounter {
  @ObservableState
  struct State: Hashable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
  }
  var step = 1

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += step
      return .none
    }
  }
}

/// A feature with nothing written: the macro gives it an empty state and action.
@Reducer
struct PlaceholderFeature {}

/// A feature that already says it is a `Reducer`.
@Reducer
struct SelfDeclaredFeature: Reducer {
  @ObservableState
  struct State: Equatable { var taps = 0 }
  enum Action { case tap }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.taps += 1
      return .none
    }
  }
}

/// A feature whose stored body names its state and action types.
@Reducer
struct IntegerFeature {
  let body = EmptyReducer<Int, Bool>()
}

/// Every kind of case a `@Reducer enum` takes.
@Reducer
enum MixedDestination {
  case counter(StepCounter)
  case fast(StepCounter = StepCounter(step: 5))
  case meeting(String, attendees: Int)
  @ReducerCaseIgnored
  case note(String)
  case alert(AlertState<Alert>)
  case empty
  #if os(Linux)
    case platform(StepCounter)
  #else
    case platform(StepCounter = StepCounter(step: 2))
  #endif
  #if CAIRN_NEVER_DEFINED
    case neverCompiled(StepCounter)
  #endif

  @CasePathable
  enum Alert: Equatable {
    case confirm
  }
}

extension MixedDestination.State: Equatable {}

/// A `@Reducer enum` that writes its own `Action`: the ignored alert case gets a store of the
/// alert and its buttons' actions.
@Reducer
enum PromptDestination {
  @ReducerCaseIgnored
  case confirm(AlertState<Choice>)
  case counter(StepCounter)

  enum Action {
    case confirm(Choice)
    case counter(StepCounter.Action)
  }

  @CasePathable
  enum Choice: Equatable {
    case yes
  }
}

/// A `@Reducer enum` with synthesized conformances on its state and actions.
@Reducer(state: .equatable, .hashable, action: .equatable)
enum SynthesizedDestination {
  case counter(StepCounter)
}

/// An `@ObservableState` enum with cases in `#if` blocks.
@CasePathable
@ObservableState
enum ConditionalState: Equatable {
  case counter(StepCounter.State)
  #if os(Linux)
    case linux(StepCounter.State)
  #else
    case other(StepCounter.State)
  #endif
  case idle
}
