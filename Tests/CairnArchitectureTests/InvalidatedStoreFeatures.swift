import CairnArchitecture
import Foundation

/// A pushed screen that asks before deleting (an alert) and can present a ticker; confirming
/// the deletion tells its parent, which pops it, as the Standups detail screen does.
@Reducer
struct DeletableDetail {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var isPinned = false
    @Presents var destination: HostDestination.State?
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case deleteButtonTapped
    case tickerButtonTapped
    case destination(PresentationAction<HostDestination.Action>)
    case delegate(Delegate)

    enum Delegate { case deleteConfirmed }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none
      case .tickerButtonTapped:
        state.destination = .ticker(Ticker.State(name: state.title))
        return .none
      case .destination(.presented(.alert(.confirmDelete))):
        return .send(.delegate(.deleteConfirmed))
      case .binding, .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

/// The screens `DeletingNavigator` pushes.
@Reducer
enum DeletablePath {
  case detail(DeletableDetail)
}
extension DeletablePath.State: Equatable {}

/// A root with a stack of deletable screens; it logs every action that reaches it, so a test
/// can tell that an action was (or was not) sent.
@Reducer
struct DeletingNavigator {
  @ObservableState
  struct State: Equatable {
    var path = StackState<DeletablePath.State>()
    var log: [String] = []
  }

  enum Action {
    case path(StackAction<DeletablePath.State, DeletablePath.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append(Self.describe(action))
      if case .path(.element(let id, .detail(.delegate(.deleteConfirmed)))) = action {
        state.path.pop(from: id)
      }
      return .none
    }
    .forEach(\.path, action: \.path)
  }

  /// A short name for `action`: which element it is for, and the case.
  static func describe(_ action: Action) -> String {
    switch action {
    case .path(.element(let id, let action)): "\(id): \(action)"
    case .path(let action): "\(action)"
    }
  }
}
