import CairnArchitecture
import CairnArchitectureWeb
import CairnWeb

/// A counter as a reducer, with an alert presented from state.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case decrementButtonTapped
    case incrementButtonTapped
    case resetButtonTapped

    enum Alert: Equatable {
      case confirmReset
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmReset)):
        state.count = 0
        return .none
      case .alert:
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .resetButtonTapped:
        state.alert = AlertState {
          TextState("Reset the count?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmReset) { TextState("Reset") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// The store's screen; it re-renders when `count` changes.
struct CounterView: View {
  @UIBindable var store: StoreOf<Counter>

  var body: some View {
    NavigationStack {
      Form {
        Text("Count: \(store.count)")
        Button("Increment") { store.send(.incrementButtonTapped) }
        Button("Decrement") { store.send(.decrementButtonTapped) }
        Button("Reset", role: .destructive) { store.send(.resetButtonTapped) }
      }
      .navigationTitle("Counter")
      .alert($store.scope(state: \.alert, action: \.alert))
    }
  }
}

/// `swift run hello-reducers` serves the counter; every browser tab gets its own store.
@main
struct HelloReducersApp: App {
  let store = Store(initialState: Counter.State()) { Counter() }

  var body: some Scene {
    WindowGroup {
      CounterView(store: store)
    }
  }
}
