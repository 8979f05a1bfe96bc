import CairnArchitecture
import Foundation

/// The screens a navigator pushes: tickers and counters.
@Reducer
enum PathElement {
  case ticker(Ticker)
  case counter(Counter)
}
extension PathElement.State: Equatable {}

/// A root screen with a navigation stack of tickers and counters.
@Reducer
struct Navigator {
  @ObservableState
  struct State: Equatable {
    var path = StackState<PathElement.State>()
    var log: [String] = []
  }

  enum Action {
    case path(StackAction<PathElement.State, PathElement.Action>)
    case pushTicker(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushTicker(let name):
        state.path.append(.ticker(Ticker.State(name: name)))
      case .path(.element(let id, .ticker(.tick))):
        state.log.append("tick \(id) at \(state.path[id: id]?.ticker?.ticks ?? -1)")
      case .path(.popFrom(let id)):
        state.log.append("pop \(id) of \(state.path.count)")
      case .path:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path)
  }
}
