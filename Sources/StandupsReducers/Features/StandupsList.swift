import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

/// "Daily Standups" in the reducer style: the cards, the add sheet, sample data and the
/// load-failure alert.
///
/// The standups are `@Shared(.standups)` in the state, as in SyncUps: every tab of either
/// flavour holds the same reference, so a change made anywhere shows here at once, and this
/// reducer changes them with `state.$standups.withLock { … }`, by id.
@Reducer
public struct StandupsList {
  /// The shared standups, and what the list presents.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// What the list presents.
    @Presents public var destination: Destination.State?
    /// The standups every tab shares, in list order.
    @Shared(.standups) public var standups
    /// The saved files that did not decode whose alert some tab answered.
    @Shared(.answeredLoadFailures) public var answeredLoadFailures

    /// The list of the shared standups, with the load-failure alert up while loading failed
    /// and no tab answered it yet.
    public init(destination: Destination.State? = nil) {
      self.destination = destination
      if storageStatus.loadFailure != nil, destination == nil {
        self.destination = .alert(.dataFailedToLoad)
      }
    }

    /// What every tab shows of the standups' storage: the load-failure alert while it is
    /// due, and why the standups are not safely stored, if they are not.
    public var storageStatus: StorageStatus {
      StorageStatus($standups, answered: $answeredLoadFailures)
    }

    /// Whether sample data may be offered: not while the real standups exist but cannot be
    /// read.
    public var canLoadSampleData: Bool { storageStatus.canRead }
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
      /// Show the detail of this shared standup (derived from the list by id).
      case showDetail(Shared<Standup>)
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
        state.$standups.withLock { _ = $0.append(standup) }
        return .none
      case .loadSampleDataButtonTapped:
        loadSampleData(&state)
        return .none
      case .destination(.presented(.alert(.confirmLoadSampleData))):
        // Only the first answer, in whichever tab, loads them.
        if state.$answeredLoadFailures.answerLoadFailure(of: state.$standups) {
          loadSampleData(&state)
        }
        return .none
      case .destination(.presented(.alert(.declineLoadSampleData))):
        _ = state.$answeredLoadFailures.answerLoadFailure(of: state.$standups)
        return .none
      case .standupTapped(let id):
        guard let standup = Shared(state.$standups[id: id]) else { return .none }
        return .send(.delegate(.showDetail(standup)))
      case .delegate, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  /// Adds the sample standups; appended, never replacing, so a standup another tab added
  /// meanwhile stays.
  private func loadSampleData(_ state: inout State) {
    let samples = Standup.samples(now: now, makeID: { uuid() })
    state.$standups.withLock { standups in
      for sample in samples { standups.append(sample) }
    }
  }
}

extension StandupsList.Destination.State: Equatable, Sendable {}
extension StandupsList.Destination.Action: Equatable, Sendable {}
