import CairnArchitecture
import Foundation
import Testing

/// `@ObservableState` through a store: a reader re-runs for the fields it read and no others.
@MainActor
@Suite("Observable state")
struct ObservableStateTests {
  @Test func aReaderOfOneFieldReRunsWhenThatFieldChangesAndNotForAnother() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    var countRuns = 0
    var factRuns = 0
    let countToken = observe {
      _ = store.count
      countRuns += 1
    }
    let factToken = observe {
      _ = store.fact
      factRuns += 1
    }
    #expect((countRuns, factRuns) == (1, 1))

    store.send(.incrementButtonTapped)
    await settleObservations()
    #expect((countRuns, factRuns) == (2, 1))

    store.send(.factResponse("2 is even."))
    await settleObservations()
    // `factResponse` sets `fact`, `isLoading` and `responses`, never `count`.
    #expect((countRuns, factRuns) == (2, 2))
    countToken.cancel()
    factToken.cancel()
  }

  @Test func settingAFieldToTheValueItHasNotifiesNoOne() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    var runs = 0
    let token = observe {
      _ = store.isLoading
      runs += 1
    }
    // `cancelFactButtonTapped` sets `isLoading = false`, which it already is.
    store.send(.cancelFactButtonTapped)
    await settleObservations()
    #expect(runs == 1)
    token.cancel()
  }

  @Test func aChildStoreReaderReRunsOnlyForItsChildsField() async {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = store.scope(state: \.left, action: \.left)
    var leftRuns = 0
    var rightRuns = 0
    let leftToken = observe {
      _ = left.count
      leftRuns += 1
    }
    let rightToken = observe {
      _ = store.right.count
      rightRuns += 1
    }

    store.send(.left(.incrementButtonTapped))
    await settleObservations()
    #expect((leftRuns, rightRuns) == (2, 1))
    #expect(left.count == 1)

    store.send(.right(.incrementButtonTapped))
    await settleObservations()
    #expect((leftRuns, rightRuns) == (2, 2))
    leftToken.cancel()
    rightToken.cancel()
  }

  @Test func replacingAChildWithANewValueNotifiesItsReaders() async {
    let store = Store(initialState: Resettable.State()) { Resettable() }
    var seen: [Int] = []
    let token = observe { seen.append(store.counter.count) }
    store.send(.counter(.incrementButtonTapped))
    store.send(.reset)
    await settleObservations()
    #expect(seen == [0, 0])
    store.send(.counter(.incrementButtonTapped))
    await settleObservations()
    #expect(seen == [0, 0, 1])
    token.cancel()
  }

  @Test func replacingTheWholeStateNotifiesEveryReader() async {
    let store = Store(initialState: Counter.State(count: 5)) {
      Reduce<Counter.State, Counter.Action> { state, _ in
        state = Counter.State()
        return .none
      }
    }
    var seen: [Int] = []
    let token = observe { seen.append(store.count) }
    store.send(.incrementButtonTapped)
    await settleObservations()
    #expect(seen == [5, 0])
    token.cancel()
  }

  @Test func aDumpShowsTheFieldsByTheirOwnNames() {
    var state = Counter.State()
    state.count = 2
    #expect(
      String(customDumping: state) == """
        Counter.State(
          count: 2,
          fact: nil,
          isLoading: false,
          responses: 0
        )
        """)
  }

  @Test func equalityAndHashingIgnoreTheRegistrar() {
    let one = Counter.State(count: 1)
    let other = Counter.State(count: 1)
    #expect(one == other)
    #expect(one._$id != other._$id)
    var copy = one
    copy.count = 2
    #expect(copy._$id == one._$id)
  }

  @Test func anEnumStateIsTheSameValueWhileItsCaseAndObservablePayloadAre() {
    let counter = Counter.State()
    let first = Screen.State.counter(counter)
    #expect(first._$id == Screen.State.counter(counter)._$id)
    #expect(first._$id != Screen.State.counter(Counter.State())._$id)
    #expect(Screen.State.about._$id == Screen.State.about._$id)
    #expect(Screen.State.about._$id != first._$id)
    // A payload that isn't observable state is never "the same value": its changes notify.
    let alert = Screen.State.alert(AlertState { TextState("Hi") })
    #expect(alert._$id != alert._$id)
  }

  @Test func enumStateIsObservedByCaseAndItsPayloadByField() async {
    let store = Store(initialState: Screen.State.counter(Counter.State())) {
      Reduce<Screen.State, Screen.Action> { state, action in
        if case .alert(.ok) = action { state = .about }
        return .none
      }
      Screen.body
    }
    var factRuns = 0
    var caseRuns = 0
    let factToken = observe {
      _ = store.state.counter?.fact
      factRuns += 1
    }
    let caseToken = observe {
      _ = store.state.about != nil
      caseRuns += 1
    }

    store.send(.counter(.incrementButtonTapped))
    await settleObservations()
    // The payload's `count` changed in place: the case is the same value, `fact` untouched.
    #expect((factRuns, caseRuns) == (1, 1))

    store.send(.alert(.ok))
    await settleObservations()
    #expect((factRuns, caseRuns) == (2, 2))
    #expect(store.state.about != nil)
    factToken.cancel()
    caseToken.cancel()
  }

  @Test func anEnumReducerRunsEachChildInItsCase() {
    let store = Store(initialState: Screen.State.counter(Counter.State())) { Screen.body }
    store.send(.counter(.incrementButtonTapped))
    #expect(store.state.counter?.count == 1)
    withKnownIssue {
      Store(initialState: Screen.State.about) { Screen.body }.send(.counter(.incrementButtonTapped))
    } matching: {
      $0.description.contains("another case")
    }
  }
}

/// A counter that can be reset to a new value.
@Reducer
struct Resettable {
  @ObservableState
  struct State: Equatable {
    var counter = Counter.State()
  }
  enum Action {
    case counter(Counter.Action)
    case reset
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { Counter() }
    Reduce { state, action in
      if case .reset = action { state.counter = Counter.State() }
      return .none
    }
  }
}

/// Screens of an app, as a reducer of child features.
@Reducer
enum Screen {
  case counter(Counter)
  case about
  case alert(AlertState<Alert>)
  @CasePathable
  enum Alert { case ok }
}
