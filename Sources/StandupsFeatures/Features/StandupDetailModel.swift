import Cairn
import CairnSharing
import Dependencies
import Foundation
import StandupsDomain

/// One standup: its info, past meetings and attendees; the edit sheet, the delete alerts (a
/// standup's, and a past meeting's: deleting one asks first, as its transcript cannot be
/// brought back) and the speech-authorisation alerts.
@MainActor @Observable
public final class StandupDetailModel: Hashable {
  /// The standup's id.
  public let standupID: Standup.ID
  /// What the detail presents.
  public var destination: Destination? {
    didSet {
      if destination?[case: \.edit] == nil { editObservation = nil }
    }
  }
  /// The standup, shared with the list (and every tab): derived from the shared standups by
  /// id, so a change made anywhere shows here, and after another tab deletes it, it stays as
  /// last seen.
  @ObservationIgnored @Shared public var standup: Standup
  @ObservationIgnored private var editObservation: ObserveToken?

  /// What the detail can present.
  @CasePathable
  public enum Destination {
    case alert(AlertState<AlertAction>)
    case edit(StandupFormModel)
  }

  /// The buttons of the detail's alerts.
  public enum AlertAction: Equatable, Sendable {
    case confirmDeletion
    case confirmMeetingDeletion([Meeting.ID])
    case continueWithoutRecording
    case openSettings
  }

  /// Called to start a meeting.
  @ObservationIgnored public var onStartMeeting: (Standup) -> Void = { _ in }
  /// Called when the user confirmed deletion; the parent pops and removes the standup.
  @ObservationIgnored public var onConfirmDeletion: (Standup.ID) -> Void = { _ in }
  /// Called when the user taps a past meeting.
  @ObservationIgnored public var onMeetingTapped: (Meeting) -> Void = { _ in }

  @ObservationIgnored @Dependency(\.speechClient.authorizationStatus) private
    var authorizationStatus
  @ObservationIgnored @Dependency(\.openSettings) private var openSettings

  /// The detail of the shared `standup`.
  public init(standup: Shared<Standup>, destination: Destination? = nil) {
    self.standupID = standup.wrappedValue.id
    self._standup = standup
    self.destination = destination
  }

  /// Opens the edit sheet on a draft of the standup, kept up to date with what other tabs
  /// save meanwhile to fields this person has not touched.
  public func editButtonTapped() {
    let form = childModel(of: self) { StandupFormModel(standup: standup) }
    form.onDiscard = { [weak self, weak form] in
      guard let self, let form, self.destination?[case: \.edit] === form else { return }
      self.destination = nil
    }
    destination = .edit(form)
    editObservation = observe { [weak self, weak form] in
      guard let self, let form else { return }
      form.rebase(onto: self.standup)
    }
  }

  /// Closes the edit sheet, discarding every change.
  public func cancelEditButtonTapped() {
    destination = nil
  }

  /// Applies what the person changed to the standup as it is now, and closes the sheet;
  /// without a title it refuses and focuses the title field instead.
  public func doneEditingButtonTapped() {
    guard case .edit(let form) = destination, form.validateForSaving() else { return }
    // By id and by the fields the person changed: the standup as it is now takes only those.
    $standup.withLock { form.applyChanges(to: &$0) }
    destination = nil
  }

  /// Asks whether to delete the standup.
  public func deleteButtonTapped() {
    destination = .alert(.deleteStandup)
  }

  /// Asks whether to delete past meetings (a meeting's transcript cannot be brought back),
  /// naming each meeting by its date and time in `timeZone`, the viewer's.
  public func deleteMeetingsButtonTapped(ids: [Meeting.ID], timeZone: TimeZone) {
    let meetings = ids.compactMap { standup.meetings[id: $0] }
    guard !meetings.isEmpty else { return }
    destination = .alert(.deleteMeetings(meetings, timeZone: timeZone))
  }

  /// Deletes past meetings by id. Meetings already gone (another tab deleted them) are
  /// skipped: a position on a screen can be stale, an id cannot.
  public func deleteMeetings(ids: some Sequence<Meeting.ID>) {
    $standup.withLock { standup in
      for id in ids { standup.meetings.remove(id: id) }
    }
  }

  /// Reports a tap on a past meeting.
  public func meetingTapped(_ meeting: Meeting) {
    onMeetingTapped(meeting)
  }

  /// Starts a meeting, or explains why speech recognition will not record it.
  public func startMeetingButtonTapped() {
    switch authorizationStatus() {
    case .notDetermined, .authorized: onStartMeeting(standup)
    case .denied: destination = .alert(.speechRecognitionDenied)
    case .restricted: destination = .alert(.speechRecognitionRestricted)
    }
  }

  /// Handles the buttons of the detail's alerts.
  public func alertButtonTapped(_ action: AlertAction) async {
    switch action {
    case .confirmDeletion: onConfirmDeletion(standupID)
    case .confirmMeetingDeletion(let ids): deleteMeetings(ids: ids)
    case .continueWithoutRecording: onStartMeeting(standup)
    case .openSettings: await openSettings.open()
    }
  }

  /// Details are path elements, equal only to themselves.
  public nonisolated static func == (lhs: StandupDetailModel, rhs: StandupDetailModel) -> Bool {
    lhs === rhs
  }

  /// Hashes the model's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension AlertState where Action == StandupDetailModel.AlertAction {
  /// Confirms deleting a standup.
  public static let deleteStandup = AlertState {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
    ButtonState(role: .cancel) { TextState("Nevermind") }
  } message: {
    TextState("Are you sure you want to delete this standup?")
  }

  /// Confirms deleting past meetings and their transcripts; each is named by its date and
  /// time in `timeZone`.
  public static func deleteMeetings(_ meetings: [Meeting], timeZone: TimeZone) -> AlertState {
    let dates = meetings.map { Meeting.formattedDate($0.date, in: timeZone) }
    let what =
      dates.count == 1
      ? "The meeting of \(dates[0]) and its transcript"
      : "\(dates.count) meetings (\(dates.joined(separator: "; "))) and their transcripts"
    return AlertState {
      TextState(dates.count == 1 ? "Delete meeting?" : "Delete \(dates.count) meetings?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmMeetingDeletion(meetings.map(\.id))) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("\(what) will be deleted. This cannot be undone.")
    }
  }

  /// Explains that the user denied speech recognition.
  public static let speechRecognitionDenied = AlertState {
    TextState("Speech recognition denied")
  } actions: {
    ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
    ButtonState(action: .openSettings) { TextState("Open settings") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState(
      "You previously denied speech recognition and so your meeting will not be recorded. You can enable speech recognition in settings, or you can continue without recording."
    )
  }

  /// Explains that speech recognition is not available on this device.
  public static let speechRecognitionRestricted = AlertState {
    TextState("Speech recognition restricted")
  } actions: {
    ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState(
      "Your device does not support speech recognition and so your meeting will not be recorded."
    )
  }
}
