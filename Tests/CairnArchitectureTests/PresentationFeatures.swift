import CairnArchitecture
import Foundation

/// A presented child: a timer ticking on the clock, which can stop and close itself.
@Reducer
struct Ticker {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var ticks = 0
  }

  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case tick
    case closeButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startButtonTapped:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopButtonTapped:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      case .closeButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}

/// A parent presenting a ticker in a sheet and, through an enum of destinations, another
/// ticker or an alert.
@Reducer
struct Host {
  @ObservableState
  struct State: Equatable {
    @Presents var ticker: Ticker.State?
    @Presents var destination: HostDestination.State?
    var log: [String] = []
  }

  enum Action {
    case ticker(PresentationAction<Ticker.Action>)
    case destination(PresentationAction<HostDestination.Action>)
    case presentTicker(String)
    case presentDestinationTicker(String)
    case showAlert
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentTicker(let name):
        state.ticker = Ticker.State(name: name)
      case .presentDestinationTicker(let name):
        state.destination = .ticker(Ticker.State(name: name))
      case .showAlert:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
      case .ticker(.presented(.tick)):
        state.log.append("tick seen at \(state.ticker?.ticks ?? -1)")
      case .ticker(.dismiss):
        state.log.append("dismiss seen with \(state.ticker?.name ?? "nothing")")
      case .destination(.presented(.alert(.confirmDelete))):
        state.log.append("delete confirmed")
      case .ticker, .destination:
        break
      }
      return .none
    }
    .ifLet(\.$ticker, action: \.ticker) { Ticker() }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// The host's destinations: a ticker, or an alert.
@Reducer
enum HostDestination {
  case ticker(Ticker)
  case alert(AlertState<Alert>)

  @CasePathable
  enum Alert: Equatable { case confirmDelete }
}
extension HostDestination.State: Equatable {}
extension HostDestination.Action: Equatable {}

/// A parent with an optional (not presented) counter.
@Reducer
struct MaybeCounter {
  @ObservableState
  struct State: Equatable {
    var counter: Counter.State?
    var seen: [Int] = []
  }

  enum Action {
    case counter(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .counter = action, let count = state.counter?.count { state.seen.append(count) }
      return .none
    }
    .ifLet(\.counter, action: \.counter) { Counter() }
  }
}
