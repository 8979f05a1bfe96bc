import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

/// "Daily Standups" in the reducer style: the cards, the add sheet, sample data and the
/// load-failure alert.
@Reducer
public struct StandupsList {
  /// The standups as the tab last saw them, and what the list presents.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The standups, in order: the shared data as the latest snapshot had it.
    public var standups: IdentifiedArrayOf<Standup>
    /// Whether the saved file could be read; sample data is only offered when it could.
    public var canLoadSampleData: Bool
    /// What the list presents.
    @Presents public var destination: Destination.State?

    /// The list of `snapshot`'s standups, with the load-failure alert up if loading failed.
    public init(
      snapshot: SharedStandups.Snapshot = SharedStandups.Snapshot(),
      destination: Destination.State? = nil
    ) {
      self.standups = snapshot.standups
      self.canLoadSampleData = snapshot.canLoadSampleData
      self.destination = destination
      if snapshot.loadFailure != nil, destination == nil {
        self.destination = .alert(.dataFailedToLoad)
      }
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case addStandupButtonTapped
    case confirmAddStandupButtonTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case dismissAddStandupButtonTapped
    case loadSampleDataButtonTapped
    case standupTapped(Standup.ID)

    /// What the list tells the app.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case showDetail(Standup)
    }
  }

  /// What the list presents.
  @Reducer
  public enum Destination {
    case add(StandupForm)
    case alert(AlertState<StandupsList.Alert>)
  }

  /// The buttons of the list's alerts: the same as the models flavour's, so both flavours show
  /// the very same alerts.
  public typealias Alert = StandupsListModel.AlertAction

  @Dependency(\.date.now) var now
  @Dependency(\.sharedStandups) var sharedStandups
  @Dependency(\.uuid) var uuid

  /// The list.
  public init() {}

  /// Adding appends to the shared standups (blank attendees dropped); the load-failure alert
  /// is answered once for every tab.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addStandupButtonTapped:
        state.destination = .add(StandupForm.State(standup: Standup(id: Standup.ID(uuid()))))
        return .none
      case .dismissAddStandupButtonTapped:
        state.destination = nil
        return .none
      case .confirmAddStandupButtonTapped:
        guard case .add(var form) = state.destination else { return .none }
        guard form.validateForSaving() else {
          state.destination = .add(form)
          return .none
        }
        let standup = form.cleanedStandup { Attendee.ID(uuid()) }
        state.destination = nil
        state.standups.append(standup)
        return .run { [sharedStandups] _ in await sharedStandups.append(standup) }
      case .loadSampleDataButtonTapped:
        return loadSampleData(&state)
      case .destination(.presented(.alert(.confirmLoadSampleData))):
        return .run { [sharedStandups] send in
          if await sharedStandups.acknowledgeLoadFailure() {
            await send(.loadSampleDataButtonTapped)
          }
        }
      case .destination(.presented(.alert(.declineLoadSampleData))):
        return .run { [sharedStandups] _ in _ = await sharedStandups.acknowledgeLoadFailure() }
      case .standupTapped(let id):
        guard let standup = state.standups[id: id] else { return .none }
        return .send(.delegate(.showDetail(standup)))
      case .delegate, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  private func loadSampleData(_ state: inout State) -> Effect<Action> {
    let samples = IdentifiedArray(
      uniqueElements: Standup.samples(now: now, makeID: { uuid() }))
    state.standups = samples
    return .run { [sharedStandups] _ in await sharedStandups.replaceAll(samples) }
  }
}

extension StandupsList.Destination.State: Equatable, Sendable {}
extension StandupsList.Destination.Action: Equatable, Sendable {}
