import CairnArchitecture
import CairnWeb
import CaseStudyFeatures

/// The counter study, drawn from a store: the view reads state and sends actions, nothing
/// more.
struct CounterStudyView: View {
  @UIBindable var store: StoreOf<CounterFeature>

  var body: some View {
    List {
      Section("Counter") {
        CounterControls(
          count: store.count,
          decrement: { store.send(.decrementButtonTapped) },
          increment: { store.send(.incrementButtonTapped) })
      }
      Section("Fact") {
        Button("Number fact") { store.send(.factButtonTapped) }
          .disabled(store.isLoading)
        if store.isLoading {
          Text("Fetching a fact…")
        } else if let fact = store.fact {
          Text(fact)
        }
      }
    }
    .navigationTitle("Counter with reducers")
  }
}

/// A count between − and + buttons.
struct CounterControls: View {
  let count: Int
  let decrement: @MainActor () -> Void
  let increment: @MainActor () -> Void

  var body: some View {
    HStack {
      Button("Decrement", systemImage: "minus") { decrement() }
      Spacer()
      Text("\(count)").font(.headline)
      Spacer()
      Button("Increment", systemImage: "plus") { increment() }
    }
  }
}
