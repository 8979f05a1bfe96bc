import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

/// One standup in the reducer style: info, past meetings, attendees; the edit sheet, the
/// delete alerts (a standup's, and a past meeting's: deleting one asks first, as its
/// transcript cannot be brought back) and the speech-authorisation alerts.
///
/// The standup is `@Shared` in the state, as in SyncUps: the app hands down the list's
/// standup derived by id (`Shared($standups[id: id])`), so the detail shows every tab's
/// changes at once and writes its own with `state.$standup.withLock { … }`. Once another tab
/// deleted the standup, the reference keeps the last value and writes go nowhere: a deleted
/// standup is never brought back.
@Reducer
public struct StandupDetail {
  /// The shared standup, and what the detail presents.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// What the detail presents.
    @Presents public var destination: Destination.State?
    /// The standup, shared with the list and every tab.
    @Shared public var standup: Standup

    /// The detail of the shared `standup`.
    public init(standup: Shared<Standup>, destination: Destination.State? = nil) {
      self._standup = standup
      self.destination = destination
    }

    /// Brings an open edit sheet up to date with the shared standup: the person's changes
    /// stay, every field they have not touched takes what another tab saved. Returns whether
    /// the sheet changed.
    @discardableResult
    public mutating func rebaseEdit() -> Bool {
      guard case .edit(var form) = destination else { return false }
      let before = form
      form.rebase(onto: standup)
      guard form != before else { return false }
      destination = .edit(form)
      return true
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
        state.destination = nil
        // By id and by the fields the person changed: the standup as it is now takes only
        // those, never the whole draft.
        state.$standup.withLock { current in
          current = Self.applying(from: form.original, to: cleaned, onto: current)
        }
        return .none
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
        state.$standup.withLock { standup in
          for id in ids { standup.meetings.remove(id: id) }
        }
        return .none
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
        // Told from an effect, as SyncUps dismisses from one: the alert finishes closing
        // while this screen is still on the stack, and only then does the app pop it.
        return .run { [id = state.standup.id] send in
          await send(.delegate(.deleteStandup(id)))
        }
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
