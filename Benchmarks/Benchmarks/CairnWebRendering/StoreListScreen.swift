import BenchmarkScreens
import CairnArchitecture
@_spi(Runtime) import CairnWeb
import Observation

/// The 100-row list screen of `RowsView`, driven by a store instead of an `@Observable` model:
/// the same view tree, reading the rows through `store.rows`.
@Reducer
struct RowsFeature {
  @ObservableState
  struct State {
    var rows = IdentifiedArray(
      uniqueElements: (0..<100).map {
        Row(id: $0, title: "Row \($0)", detail: "Detail for row \($0)")
      }
    )
  }

  @ObservableState
  struct Row: Identifiable {
    let id: Int
    var title: String
    var detail: String
  }

  enum Action {
    case rename(id: Int, title: String)
    case rowTapped(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rename(let id, let title):
        state.rows[id: id]?.title = title
      case .rowTapped:
        break
      }
      return .none
    }
  }
}

struct StoreRowsView: View {
  let store: StoreOf<RowsFeature>

  var body: some View {
    NavigationStack {
      List {
        Section("Rows") {
          ForEach(store.rows) { row in
            Button(action: { store.send(.rowTapped(id: row.id)) }) {
              VStack {
                Text(row.title).font(.headline)
                Text(row.detail).font(.caption)
              }
            }
          }
        }
      }
      .navigationTitle("Rows")
      .toolbar { Button("Add", systemImage: "plus") {} }
    }
  }
}

/// Renders `view` the way a live session does: tracking what it reads.
@MainActor
func trackedRender(_ renderer: Renderer, _ view: some View) -> Node {
  withObservationTracking {
    renderer.render(view).tree
  } onChange: {
  }
}
