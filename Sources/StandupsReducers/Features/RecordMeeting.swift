import Cairn
import CairnArchitecture
import Foundation
import StandupsDomain
import StandupsFeatures

/// A meeting in progress in the reducer style: the timer rotating between speakers, the ding,
/// speech transcription, and the end-meeting, speech-failure and standup-deleted alerts. The
/// timer and speech are effects on the `continuousClock` and `speechClient` dependencies.
///
/// A meeting nobody attends does not run on its own: while its scene (the tab) is not
/// active the ticks and speech results change nothing, and it carries on where it stopped
/// when the scene comes back. If it never does, the screen's task is cancelled and nothing
/// is saved.
@Reducer
public struct RecordMeeting {
  /// The meeting so far; its time left, progress and speaker come from the domain's rules
  /// (`MeetingInProgress`), the same as the models flavour's.
  @ObservableState
  public struct State: Equatable, Sendable, MeetingInProgress {
    /// The standup being met; a new one if the person kept a meeting whose standup another
    /// tab deleted.
    public var standup: Standup
    /// The alert showing, if any; the timer does not advance while one is up.
    @Presents public var alert: AlertState<Alert>?
    /// Seconds since the meeting started.
    public var secondsElapsed = 0
    /// The index of the attendee speaking.
    public var speakerIndex = 0
    /// What speech recognition heard so far.
    public var transcript = ""
    /// Whether the meeting is over (finished or discarded).
    public var isOver = false
    /// Whether anyone is at the meeting's scene; the timer does not advance, and speech is
    /// not taken, unless it is active.
    public var scenePhase = ScenePhase.active

    /// A meeting of `standup`, not yet started (`.onTask` starts it).
    public init(standup: Standup) {
      self.standup = standup
    }
  }

  /// The buttons of the meeting's alerts: the same as the models flavour's.
  public typealias Alert = RecordMeetingModel.AlertAction

  /// What can happen.
  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case backRequested
    case delegate(Delegate)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    case scenePhaseChanged(ScenePhase)
    case speechFailure
    case speechResult(String)
    case standupWasDeleted
    case timerTick

    /// What the meeting tells the app.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      /// Save a meeting with this transcript (the screen dismisses itself).
      case save(transcript: String)
      /// Keep the meeting in this new standup (its old one was deleted in another tab).
      case keepAsNewStandup(Standup)
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.soundEffectClient) var soundEffect
  @Dependency(\.speechClient) var speechClient
  @Dependency(\.uuid) var uuid

  /// The meeting.
  public init() {}

  /// Ticks, speakers, speech results, and the alerts' answers.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onTask:
        return .run { [clock, soundEffect, speechClient] send in
          await soundEffect.load(name: "ding")
          var status = speechClient.authorizationStatus()
          if status == .notDetermined { status = await speechClient.requestAuthorization() }
          await withTaskGroup(of: Void.self) { group in
            if status == .authorized {
              group.addTask {
                do {
                  for try await result in await speechClient.startTask() {
                    await send(.speechResult(result.bestTranscription))
                  }
                } catch {
                  guard !Task.isCancelled else { return }
                  await send(.speechFailure)
                }
              }
            }
            group.addTask {
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.timerTick)
              }
            }
          }
        }
      case .scenePhaseChanged(let phase):
        state.scenePhase = phase
        return .none
      case .timerTick:
        guard state.alert == nil, !state.isOver, state.scenePhase == .active else { return .none }
        state.secondsElapsed += 1
        guard state.secondsElapsed.isMultiple(of: state.secondsPerAttendee) else { return .none }
        if state.isLastSpeaker { return finish(&state) }
        state.speakerIndex += 1
        return .run { [soundEffect] _ in await soundEffect.play() }
      case .nextButtonTapped:
        guard !state.isLastSpeaker else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed = state.speakerIndex * state.secondsPerAttendee
        return .run { [soundEffect] _ in await soundEffect.play() }
      case .endMeetingButtonTapped, .backRequested:
        state.alert = .endMeeting(isDiscardable: true)
        return .none
      case .speechResult(let transcript):
        guard state.scenePhase == .active else { return .none }
        state.transcript = transcript
        return .none
      case .speechFailure:
        if !state.transcript.isEmpty { state.transcript += " ❌" }
        state.alert = .speechRecognizerFailed
        return .none
      case .standupWasDeleted:
        guard !state.isOver else { return .none }
        state.alert = .standupDeleted(title: state.standup.title)
        return .none
      case .alert(.presented(.confirmSave)):
        return finish(&state)
      case .alert(.presented(.confirmDiscard)):
        state.isOver = true
        return .run { [dismiss] _ in await dismiss() }
      case .alert(.presented(.keepAsNewStandup)):
        var copy = Standup(
          id: Standup.ID(uuid()), attendees: state.standup.attendees,
          duration: state.standup.duration, theme: state.standup.theme,
          title: state.standup.title)
        copy.meetings = []
        state.standup = copy
        return .send(.delegate(.keepAsNewStandup(copy)))
      case .alert, .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Ends the meeting and asks the app to save it; the screen dismisses itself.
  private func finish(_ state: inout State) -> Effect<Action> {
    guard !state.isOver else { return .none }
    state.isOver = true
    return .run { [transcript = state.transcript, dismiss] send in
      await send(.delegate(.save(transcript: transcript)))
      await dismiss()
    }
  }
}
