import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

/// One standup in the reducer style: info, past meetings, attendees; the edit sheet, the
/// delete alerts (a standup's, and a past meeting's: deleting one asks first, as its
/// transcript cannot be brought back) and the speech-authorisation alerts.
@Reducer
public struct StandupDetail {
  /// The standup as the tab last saw it, and what the detail presents.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The standup: the shared data as the latest snapshot had it.
    public var standup: Standup
    /// What the detail presents.
    @Presents public var destination: Destination.State?

    /// The detail of `standup`.
    public init(standup: Standup, destination: Destination.State? = nil) {
      self.standup = standup
      self.destination = destination
    }

    /// Takes in the standup as another tab (or this one) saved it; an open edit sheet keeps
    /// the person's changes and takes in the rest.
    public mutating func sharedStandupChanged(_ current: Standup) {
      standup = current
      if case .edit(var form) = destination {
        form.rebase(onto: current)
        destination = .edit(form)
      }
    }
  }

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetingsButtonTapped(ids: [Meeting.ID], timeZone: TimeZone)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case meetingTapped(Meeting.ID)
    case startMeetingButtonTapped

    /// What the detail tells the app.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case deleteStandup(Standup.ID)
      case showMeeting(Meeting)
      case startMeeting(Standup)
    }
  }

  /// What the detail presents.
  @Reducer
  public enum Destination {
    case alert(AlertState<StandupDetail.Alert>)
    case edit(StandupForm)
  }

  /// The buttons of the detail's alerts: the same as the models flavour's, so both flavours show
  /// the very same alerts.
  public typealias Alert = StandupDetailModel.AlertAction

  @Dependency(\.openSettings) var openSettings
  @Dependency(\.sharedStandups) var sharedStandups
  @Dependency(\.speechClient.authorizationStatus) var authorizationStatus
  @Dependency(\.uuid) var uuid

  /// The detail.
  public init() {}

  /// Edits are applied by id and by the fields the person changed; deletion and meetings go
  /// to the app through delegate actions.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .edit(StandupForm.State(standup: state.standup))
        return .none
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none
      case .doneEditingButtonTapped:
        guard case .edit(var form) = state.destination else { return .none }
        guard form.validateForSaving() else {
          state.destination = .edit(form)
          return .none
        }
        let cleaned = form.cleanedStandup { Attendee.ID(uuid()) }
        let original = form.original
        state.destination = nil
        state.standup = Self.applying(from: original, to: cleaned, onto: state.standup)
        return .run { [id = state.standup.id, sharedStandups] _ in
          _ = await sharedStandups.update(id) { current in
            current = Self.applying(from: original, to: cleaned, onto: current)
          }
        }
      case .deleteButtonTapped:
        state.destination = .alert(.deleteStandup)
        return .none
      case .deleteMeetingsButtonTapped(let ids, let timeZone):
        let meetings = ids.compactMap { state.standup.meetings[id: $0] }
        guard !meetings.isEmpty else { return .none }
        state.destination = .alert(.deleteMeetings(meetings, timeZone: timeZone))
        return .none
      case .destination(.presented(.alert(.confirmMeetingDeletion(let ids)))):
        // By id: meetings another tab deleted meanwhile are skipped.
        for id in ids { state.standup.meetings.remove(id: id) }
        return .run { [id = state.standup.id, sharedStandups] _ in
          _ = await sharedStandups.update(id) { standup in
            for id in ids { standup.meetings.remove(id: id) }
          }
        }
      case .meetingTapped(let id):
        guard let meeting = state.standup.meetings[id: id] else { return .none }
        return .send(.delegate(.showMeeting(meeting)))
      case .startMeetingButtonTapped:
        switch authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting(state.standup)))
        case .denied:
          state.destination = .alert(.speechRecognitionDenied)
        case .restricted:
          state.destination = .alert(.speechRecognitionRestricted)
        }
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        return .send(.delegate(.deleteStandup(state.standup.id)))
      case .destination(.presented(.alert(.continueWithoutRecording))):
        return .send(.delegate(.startMeeting(state.standup)))
      case .destination(.presented(.alert(.openSettings))):
        return .run { [openSettings] _ in await openSettings.open() }
      case .delegate, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  /// `current` with the changes that turned `original` into `edited` applied, never without
  /// attendees.
  static func applying(from original: Standup, to edited: Standup, onto current: Standup)
    -> Standup
  {
    var current = current
    current.applyEdit(from: original, to: edited)
    if current.attendees.isEmpty, let first = edited.attendees.first {
      current.attendees.append(first)
    }
    return current
  }
}

extension StandupDetail.Destination.State: Equatable, Sendable {}
extension StandupDetail.Destination.Action: Equatable, Sendable {}
