import CairnArchitecture
import Foundation
import Testing

/// `forEach`, `ifCaseLet` and `_printChanges`.
@MainActor
@Suite("forEach, ifCaseLet, _printChanges")
struct CollectionAndCaseTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Rows: Reducer {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
      var seen: [Int] = []
    }
    @CasePathable enum Action { case rows(IdentifiedActionOf<Row>) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .rows(.element(let id, .increment)) = action {
          state.seen.append(state.rows[id: id]?.count ?? -1)
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @Test func forEachRunsTheElementByIDBeforeTheParent() async {
    let store = TestStore(initialState: Rows.State()) { Rows() }
    await store.send(.rows(.element(id: 2, action: .increment))) {
      $0.rows[id: 2]?.count = 1
      $0.seen = [1]
    }
  }

  @Test func forEachReportsAnActionForAMissingElement() async {
    let store = TestStore(initialState: Rows.State()) { Rows() }
    await withKnownIssue {
      await store.send(.rows(.element(id: 9, action: .increment))) { $0.seen = [-1] }
    } matching: { issue in
      issueText(issue).contains("not in the collection")
    }
  }

  struct Session: Reducer {
    @CasePathable
    enum State: Equatable {
      case loggedOut
      case loggedIn(Counter.State)
    }
    @CasePathable enum Action {
      case loggedIn(Counter.Action)
      case logIn
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .logIn = action { state = .loggedIn(Counter.State()) }
        return .none
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { Counter() }
    }
  }

  @Test func ifCaseLetRunsTheChildInItsCase() async {
    let store = TestStore(initialState: Session.State.loggedOut) { Session() }
    await store.send(.logIn) { $0 = .loggedIn(Counter.State()) }
    await store.send(.loggedIn(.incrementButtonTapped)) { $0 = .loggedIn(Counter.State(count: 1)) }
  }

  @Test func ifCaseLetReportsAChildActionInAnotherCase() async {
    let store = TestStore(initialState: Session.State.loggedOut) { Session() }
    await withKnownIssue {
      await store.send(.loggedIn(.incrementButtonTapped))
    } matching: { issue in
      issueText(issue).contains("in another case")
    }
  }

  @Test func printChangesShowsTheActionAndTheDiff() {
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(_ReducerPrinter { text in output.withValue { $0.append(text) } })
    }
    store.send(.incrementButtonTapped)
    store.send(.cancelFactButtonTapped)
    #expect(output.value.count == 2)
    let first = output.value[0]
    #expect(first.hasPrefix("received action:\n  Counter.Action.incrementButtonTapped"))
    #expect(first.contains("−   count: 0,"))
    #expect(first.contains("+   count: 1,"))
    #expect(output.value[1].hasSuffix("(No state changes)"))
  }
}
