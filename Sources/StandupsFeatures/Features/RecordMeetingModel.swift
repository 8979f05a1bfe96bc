import Cairn
import Clocks
import Dependencies
import Foundation
import StandupsDomain

/// A meeting in progress: the timer rotating between speakers, the ding, speech
/// transcription, and the end-meeting and speech-failure alerts.
///
/// A meeting nobody attends does not run on its own: while its scene (the tab) is not
/// active the timer stands still and speech is not taken, and it carries on where it stopped
/// when the scene comes back. If it never does, the screen's task is cancelled and nothing
/// is saved.
@MainActor @Observable
public final class RecordMeetingModel: Hashable {
  /// The standup being met; a new one if the person kept a meeting whose standup another
  /// tab deleted.
  public private(set) var standup: Standup
  /// The alert showing, if any; the timer does not advance while one is up.
  public var alert: AlertState<AlertAction>?
  /// Seconds since the meeting started.
  public private(set) var secondsElapsed = 0
  /// The index of the attendee speaking.
  public private(set) var speakerIndex = 0
  /// What speech recognition heard so far.
  public private(set) var transcript = ""
  /// Whether the meeting is over (finished or discarded).
  public private(set) var isOver = false
  /// Whether anyone is at the meeting's scene; the timer does not advance, and speech is not
  /// taken, unless it is active.
  public private(set) var scenePhase = ScenePhase.active

  /// The buttons of the meeting's alerts.
  public enum AlertAction: Equatable, Sendable {
    case confirmSave
    case confirmDiscard
    case resume
    case keepAsNewStandup
  }

  /// Called with the transcript when the meeting finishes and is to be saved.
  @ObservationIgnored public var onMeetingFinished: (String) -> Void = { _ in }
  /// Called when the meeting is discarded.
  @ObservationIgnored public var onDiscard: () -> Void = {}
  /// Called with the new standup when the person keeps a meeting whose standup was deleted.
  @ObservationIgnored public var onKeepAsNewStandup: (Standup) -> Void = { _ in }
  @ObservationIgnored @Dependency(\.uuid) private var uuid

  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored @Dependency(\.soundEffectClient) private var soundEffect
  @ObservationIgnored @Dependency(\.speechClient) private var speechClient

  /// A meeting of `standup`, not yet started (``task()`` starts it).
  public init(standup: Standup) {
    self.standup = standup
  }

  /// Runs the meeting: loads the ding, asks for speech authorisation if undetermined, then
  /// runs speech recognition (if authorised) and the timer until the meeting ends or the task
  /// is cancelled (the screen left).
  public func task() async {
    await soundEffect.load(name: "ding")
    var status = speechClient.authorizationStatus()
    if status == .notDetermined {
      status = await speechClient.requestAuthorization()
    }
    // The meeting lasts as long as the timer; speech recognition may end earlier (or fail)
    // and is cancelled when the timer ends.
    enum Child { case speech, timer }
    await withTaskGroup(of: Child.self) { group in
      if status == .authorized {
        group.addTask {
          await self.startSpeechRecognition()
          return .speech
        }
      }
      group.addTask {
        await self.startTimer()
        return .timer
      }
      for await child in group where child == .timer {
        group.cancelAll()
      }
    }
  }

  /// Moves to the next speaker, or on the last one asks whether to end the meeting.
  public func nextButtonTapped() async {
    guard !isLastSpeaker else {
      alert = .endMeeting(isDiscardable: false)
      return
    }
    speakerIndex += 1
    secondsElapsed = speakerIndex * secondsPerAttendee
    await soundEffect.play()
  }

  /// The meeting's scene came or went (the tab attached or left): a meeting nobody attends
  /// stands still until someone is back.
  public func scenePhaseChanged(_ phase: ScenePhase) {
    scenePhase = phase
  }

  /// Asks whether to save, discard or resume.
  public func endMeetingButtonTapped() {
    alert = .endMeeting(isDiscardable: true)
  }

  /// The browser's back button on this screen: it does not silently throw the meeting away.
  public func backRequested() {
    endMeetingButtonTapped()
  }

  /// Another tab deleted this meeting's standup: the meeting pauses and the person decides
  /// whether to keep it, as a new standup, or discard it. Nothing is dropped silently.
  public func standupWasDeleted() {
    guard !isOver else { return }
    alert = .standupDeleted(title: standup.title)
  }

  /// Handles the alerts' buttons.
  public func alertButtonTapped(_ action: AlertAction) {
    alert = nil
    switch action {
    case .confirmSave: finishMeeting()
    case .confirmDiscard:
      isOver = true
      onDiscard()
    case .resume: break
    case .keepAsNewStandup:
      var copy = Standup(
        id: .init(uuid()), attendees: standup.attendees, duration: standup.duration,
        theme: standup.theme, title: standup.title)
      copy.meetings = []
      standup = copy
      onKeepAsNewStandup(copy)
    }
  }

  private func startSpeechRecognition() async {
    do {
      for try await result in await speechClient.startTask() where scenePhase == .active {
        transcript = result.bestTranscription
      }
    } catch {
      guard !Task.isCancelled else { return }
      if !transcript.isEmpty { transcript += " ❌" }
      alert = .speechRecognizerFailed
    }
  }

  private func startTimer() async {
    for await _ in clock.timer(interval: .seconds(1)) {
      guard !isOver else { return }
      guard alert == nil, scenePhase == .active else { continue }
      secondsElapsed += 1
      guard secondsElapsed.isMultiple(of: secondsPerAttendee) else { continue }
      if isLastSpeaker {
        finishMeeting()
        return
      }
      speakerIndex += 1
      await soundEffect.play()
    }
  }

  private func finishMeeting() {
    guard !isOver else { return }
    isOver = true
    onMeetingFinished(transcript)
  }

  /// Meetings in progress are path elements, equal only to themselves.
  public nonisolated static func == (lhs: RecordMeetingModel, rhs: RecordMeetingModel) -> Bool {
    lhs === rhs
  }

  /// Hashes the model's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension AlertState where Action == RecordMeetingModel.AlertAction {
  /// Asks what to do when the meeting is ended early (or the last speaker is done).
  public static func endMeeting(isDiscardable: Bool) -> AlertState {
    AlertState {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) { TextState("Save and end") }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
      }
      ButtonState(role: .cancel, action: .resume) { TextState("Resume") }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }

  /// Says that another tab deleted the standup of the meeting in progress, and asks what to
  /// do with the meeting.
  public static func standupDeleted(title: String) -> AlertState {
    AlertState {
      TextState("Standup deleted")
    } actions: {
      ButtonState(action: .keepAsNewStandup) { TextState("Keep as new standup") }
      ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard meeting") }
    } message: {
      TextState(
        "“\(title.isBlank ? "Untitled standup" : title)” was deleted in another window while this meeting was running. Keep the meeting in a new standup with the same attendees, or discard it?"
      )
    }
  }

  /// Explains that speech recognition failed.
  public static let speechRecognizerFailed = AlertState {
    TextState("Speech recognition failure")
  } actions: {
    ButtonState(role: .cancel, action: .resume) { TextState("Continue meeting") }
    ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard meeting") }
  } message: {
    TextState(
      "The speech recognizer has failed for some reason and so your meeting will no longer be recorded. What do you want to do?"
    )
  }
}

/// The model's time left, progress and speaker come from the domain's rules.
extension RecordMeetingModel: @MainActor MeetingInProgress {}
