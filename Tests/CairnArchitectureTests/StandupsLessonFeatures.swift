import CairnArchitecture
import Foundation

// The call-site block at the top of the spec, written as it reads there, over small stand-ins
// for the Standups domain.

/// A standup, reduced to what the lesson needs.
struct Standup: Equatable, Identifiable, Sendable {
  /// A standup's id, made from a UUID as the spec writes it: `Standup.ID(uuid())`.
  struct ID: Hashable, Sendable {
    let rawValue: UUID
    init(_ rawValue: UUID) { self.rawValue = rawValue }
  }

  let id: ID
  var title = ""
}

/// The form that adds or edits a standup.
@Reducer
struct StandupForm {
  @ObservableState
  struct State: Equatable {
    var standup: Standup
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct StandupsList {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var standups: IdentifiedArrayOf<Standup> = []
  }
  enum Action {
    case addButtonTapped
    case confirmAddButtonTapped
    case destination(PresentationAction<Destination.Action>)
  }
  @Reducer
  enum Destination {
    case add(StandupForm)
    case alert(AlertState<Alert>)
    @CasePathable enum Alert { case confirmLoadMockData }
  }
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(StandupForm.State(standup: Standup(id: Standup.ID(uuid()))))
        return .none
      case .confirmAddButtonTapped:
        guard case .add(let form) = state.destination else { return .none }
        state.standups.append(form.standup)
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
extension StandupsList.Destination.State: Equatable {}

/// A standup's detail: edits it in a presented form, saved or discarded.
@Reducer
struct StandupDetail {
  @ObservableState
  struct State: Equatable {
    @Presents var edit: StandupForm.State?
    var standup: Standup
  }

  enum Action {
    case editButtonTapped
    case saveButtonTapped
    case edit(PresentationAction<StandupForm.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.edit = StandupForm.State(standup: state.standup)
      case .saveButtonTapped:
        guard let edited = state.edit?.standup else { return .none }
        state.standup = edited
        state.edit = nil
      case .edit:
        break
      }
      return .none
    }
    .ifLet(\.$edit, action: \.edit) { StandupForm() }
  }
}
