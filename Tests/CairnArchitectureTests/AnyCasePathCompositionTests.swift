import CairnArchitecture
import Foundation
import Testing

/// A child that ticks every second once started: long-living effects to see cancelled.
private struct Ticking: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// An action that is `CasePathable`, wrapping the child's.
@CasePathable
private enum TickingWrapper: Equatable {
  case ticking(Ticking.Action)
}

/// Case paths written by hand, as swift-case-paths' `/Action.child` makes them: the 1.0
/// spellings take these for enums that are not `CasePathable`.
private func casePath<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root, _ extract: @escaping @Sendable (Root) -> Value?
) -> AnyCasePath<Root, Value> {
  AnyCasePath(embed: embed, extract: extract)
}

/// Composable Architecture 1.0's composition spellings: case paths (`/Action.child`) for
/// actions that are not `CasePathable`, and the operators' effect cancellation.
@MainActor
@Suite("Composition with case paths (TCA 1.0 spellings)")
struct AnyCasePathCompositionTests {
  // MARK: ifLet over an optional

  private struct OptionalParent: Reducer {
    struct State: Equatable { var child: Ticking.State? }
    enum Action: Equatable {
      case child(Ticking.Action)
      case show(Int)
      case hide
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child: break
        case .show(let id): state.child = Ticking.State(id: id)
        case .hide: state.child = nil
        }
        return .none
      }
      .ifLet(
        \.child,
        action: casePath(Action.child) {
          if case .child(let action) = $0 { action } else { nil }
        }
      ) { Ticking() }
    }
  }

  @Test func ifLetWithACasePathRunsTheChildAndCancelsItsEffectsWhenItGoes() async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State()) {
      OptionalParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.show(1)) { $0.child = Ticking.State(id: 1) }
    await store.send(.child(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) { $0.child?.ticks = 1 }
    await store.send(.hide) { $0.child = nil }
    // The timer ended with its child: nothing more arrives and nothing is left running.
    await clock.advance(by: .seconds(3))
  }

  @Test func ifLetCancelsTheEffectsOfAChildReplacedByOneWithAnotherID() async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalParent.State()) {
      OptionalParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.show(1)) { $0.child = Ticking.State(id: 1) }
    await store.send(.child(.start))
    await store.send(.show(2)) { $0.child = Ticking.State(id: 2) }
    await clock.advance(by: .seconds(2))
    #expect(store.state.child?.ticks == 0)
  }

  // MARK: ifLet over a presentation

  private struct Presenter: Reducer {
    struct State: Equatable {
      @PresentationState var sheet: Ticking.State?
    }
    enum Action: Equatable {
      case sheet(PresentationAction<Ticking.Action>)
      case open
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .open = action { state.sheet = Ticking.State() }
        return .none
      }
      .ifLet(
        \.$sheet,
        action: casePath(Action.sheet) {
          if case .sheet(let action) = $0 { action } else { nil }
        }
      ) { Ticking() }
    }
  }

  @Test func presentationIfLetWithACasePathDismissesAndCancels() async {
    let clock = TestClock()
    let store = TestStore(initialState: Presenter.State()) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.open) { $0.sheet = Ticking.State() }
    await store.send(.sheet(.presented(.start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.tick))) { $0.sheet?.ticks = 1 }
    await store.send(.sheet(.dismiss)) { $0.sheet = nil }
    await clock.advance(by: .seconds(3))
  }

  // MARK: forEach over an identified array, 1.0's `(id:action:)` case

  private struct Rows: Reducer {
    struct State: Equatable { var rows: IdentifiedArrayOf<Ticking.State> = [] }
    enum Action: Equatable {
      case row(id: Int, action: Ticking.Action)
      case add(Int)
      case remove(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .row: break
        case .add(let id): state.rows.append(Ticking.State(id: id))
        case .remove(let id): state.rows.remove(id: id)
        }
        return .none
      }
      .forEach(
        \.rows,
        action: casePath({ Action.row(id: $0.0, action: $0.1) }) {
          if case .row(let id, let action) = $0 { (id, action) } else { nil }
        }
      ) { Ticking() }
    }
  }

  @Test func forEachWithAnIDAndActionCaseRunsTheRowAndCancelsARemovedRowsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rows.State()) {
      Rows()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.add(1)) { $0.rows.append(Ticking.State(id: 1)) }
    await store.send(.add(2)) { $0.rows.append(Ticking.State(id: 2)) }
    await store.send(.row(id: 1, action: .start))
    await store.send(.row(id: 2, action: .start))
    await store.send(.remove(1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    // Only the row that is still there ticks.
    await store.receive(.row(id: 2, action: .tick)) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.remove(2)) { $0.rows.remove(id: 2) }
    await clock.advance(by: .seconds(2))
  }

  // MARK: forEach over a stack

  private struct Stack: Reducer {
    struct State: Equatable { var path = StackState<Ticking.State>() }
    enum Action: Equatable {
      case path(StackAction<Ticking.State, Ticking.Action>)
      case pushTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .pushTapped = action { state.path.append(Ticking.State()) }
        return .none
      }
      .forEach(
        \.path,
        action: casePath(Action.path) {
          if case .path(let action) = $0 { action } else { nil }
        }
      ) { Ticking() }
    }
  }

  @Test func stackForEachWithACasePathPushesRunsAndPops() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stack.State()) {
      Stack()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.pushTapped) { $0.path.append(Ticking.State()) }
    await store.send(.path(.element(id: 0, action: .start)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await clock.advance(by: .seconds(2))
  }

  // MARK: ifCaseLet and Scope over an enum

  private enum Screen: Equatable {
    case ticking(Ticking.State)
    case idle
  }

  private struct Switcher: Reducer {
    typealias State = Screen
    enum Action: Equatable {
      case ticking(Ticking.Action)
      case goIdle
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .goIdle = action { state = .idle }
        return .none
      }
      .ifCaseLet(
        casePath(Screen.ticking) { if case .ticking(let state) = $0 { state } else { nil } },
        action: casePath(Action.ticking) {
          if case .ticking(let action) = $0 { action } else { nil }
        }
      ) { Ticking() }
    }
  }

  @Test func ifCaseLetWithCasePathsCancelsTheChildsEffectsWhenTheCaseChanges() async {
    let clock = TestClock()
    let store = TestStore(initialState: Screen.ticking(Ticking.State())) {
      Switcher()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.ticking(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticking(.tick)) { $0 = .ticking(Ticking.State(ticks: 1)) }
    await store.send(.goIdle) { $0 = .idle }
    await clock.advance(by: .seconds(2))
  }

  @Test func scopeOverACaseReportsAnActionWhileTheStateIsInAnotherCase() async {
    let store = TestStore(initialState: Screen.idle) {
      Scope(
        state: casePath(Screen.ticking) {
          if case .ticking(let state) = $0 { state } else { nil }
        },
        action: casePath(Switcher.Action.ticking) {
          if case .ticking(let action) = $0 { action } else { nil }
        }
      ) { Ticking() }
    }
    await withKnownIssue {
      await store.send(.ticking(.tick))
    } matching: {
      issueText($0).contains(
        "A \"Scope\" received a child action while the state was in another case")
    }
  }

  @Test func scopeWithoutTheStateLabelRunsTheChild() async {
    let store = TestStore(initialState: Ticking.State()) {
      Scope(\.self, action: \TickingWrapper.Cases.ticking) { Ticking() }
    }
    await store.send(.ticking(.tick)) { $0.ticks = 1 }
  }

  // MARK: the builder and recursion

  @Test func aReducerKnownOnlyAsAnExistentialRunsInABuilder() async {
    let store = TestStore(initialState: Ticking.State()) {
      CombineReducers {
        Ticking()
        Ticking() as any ReducerOf<Ticking>
      }
    }
    await store.send(.tick) { $0.ticks = 2 }
  }

  private struct Nested: Reducer {
    struct State: Equatable {
      var depth = 0
      @PresentationState var child: State?
    }
    // Recursive through `PresentationAction` without `indirect`.
    enum Action: Equatable {
      case child(PresentationAction<Action>)
      case dive
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .dive = action { state.child = State(depth: state.depth + 1) }
        return .none
      }
      .ifLet(
        \.$child,
        action: casePath(Action.child) { if case .child(let action) = $0 { action } else { nil } }
      ) { Nested() }
    }
  }

  @Test func aFeatureCanPresentItselfWithoutAnIndirectAction() async {
    let store = TestStore(initialState: Nested.State()) { Nested() }
    await store.send(.dive) { $0.child = Nested.State(depth: 1) }
    await store.send(.child(.presented(.dive))) { $0.child?.child = Nested.State(depth: 2) }
    await store.send(.child(.presented(.child(.dismiss)))) { $0.child?.child = nil }
  }
}

/// A feature whose sheet another reducer, outside its `ifLet`, can close.
struct OutsideCloser: Reducer {
  @ObservableState
  struct State: Equatable {
    @Presents var sheet: OutsideTicking.State?
  }
  enum Action: Equatable {
    case sheet(PresentationAction<OutsideTicking.Action>)
    case open
    case closeOutside
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .closeOutside = action { state.sheet = nil }
      return .none
    }
    Reduce { state, action in
      if case .open = action { state.sheet = OutsideTicking.State() }
      return .none
    }
    .ifLet(
      \.$sheet,
      action: AnyCasePath(
        embed: { .sheet($0) }, extract: { if case .sheet(let action) = $0 { action } else { nil } })
    ) { OutsideTicking() }
  }
}

/// `Ticking` under a name the file-level feature above can see.
struct OutsideTicking: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable {
    case start
    case tick
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@MainActor
@Suite("A presented child dismissed outside its ifLet")
struct OutsideDismissalTests {
  @Test func itsEffectsAreCancelledOnceAnActionReachesTheIfLet() async {
    let clock = TestClock()
    let store = TestStore(initialState: OutsideCloser.State()) {
      OutsideCloser()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.open) { $0.sheet = OutsideTicking.State() }
    await store.send(.sheet(.presented(.start)))
    await store.send(.closeOutside) { $0.sheet = nil }
    // No tick arrives: the ifLet saw its child gone and cancelled the timer.
    await clock.advance(by: .seconds(3))
  }
}
