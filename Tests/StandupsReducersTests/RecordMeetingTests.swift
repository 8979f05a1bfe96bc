import CairnArchitecture
import CairnTestSupport
import Clocks
import ConcurrencyExtras
import Foundation
import StandupsDomain
import StandupsFeatures
import StandupsReducers
import Testing

/// A meeting in progress, exhaustively, on a `TestClock`: speakers rotate with a ding, the
/// meeting finishes on time, the timer pauses under an alert, speech fills the transcript.
@MainActor
@Suite("Record meeting (reducers)", .serialized, .mainSerialExecutor)
struct RecordMeetingTests {
  /// A 6-second meeting of 3 attendees: 2 seconds each.
  static let standup: Standup = {
    var standup = Standup.engineering
    standup.duration = .seconds(6)
    return standup
  }()

  struct Fixture {
    let store: TestStore<RecordMeeting.State, RecordMeeting.Action>
    let clock: TestClock<Duration>
    let dings: LockIsolated<Int>
    let speech: AsyncThrowingStream<SpeechRecognitionResult, any Error>.Continuation
  }

  func makeFixture(status: SpeechAuthorizationStatus = .authorized) -> Fixture {
    let clock = TestClock()
    let dings = LockIsolated(0)
    let (stream, speech) = AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self)
    let store = TestStore(initialState: RecordMeeting.State(standup: Self.standup)) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.soundEffectClient = SoundEffectClient(
        load: { _ in }, play: { dings.withValue { $0 += 1 } })
      $0.speechClient = SpeechClient(
        authorizationStatus: { status },
        requestAuthorization: { .authorized },
        startTask: { stream })
    }
    return Fixture(store: store, clock: clock, dings: dings, speech: speech)
  }

  @Test func theTimerRotatesSpeakersWithADingAndFinishesOnTime() async {
    let fixture = makeFixture()
    let store = fixture.store
    await store.send(.onTask)
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    await fixture.clock.advance(by: .seconds(2))
    await store.receive(.timerTick) { $0.secondsElapsed = 3 }
    await store.receive(.timerTick) {
      $0.secondsElapsed = 4
      $0.speakerIndex = 2
    }
    await fixture.clock.advance(by: .seconds(2))
    await store.receive(.timerTick) { $0.secondsElapsed = 5 }
    await store.receive(.timerTick) {
      $0.secondsElapsed = 6
      $0.isOver = true
    }
    await store.receive(.delegate(.save(transcript: "")))
    #expect(store.isDismissed)
    #expect(fixture.dings.value == 2)
  }

  @Test func nextSpeakerJumpsToTheirStartAndOnTheLastAsksToEnd() async {
    let fixture = makeFixture()
    let store = fixture.store
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }
    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }
    await store.send(.nextButtonTapped) { $0.alert = .endMeeting(isDiscardable: false) }
    await store.send(.alert(.presented(.confirmSave))) {
      $0.alert = nil
      $0.isOver = true
    }
    await store.receive(.delegate(.save(transcript: "")))
    #expect(store.isDismissed)
    #expect(fixture.dings.value == 2)
  }

  @Test func endingEarlyPausesTheTimerUnderTheAlertThenResumesOrDiscards() async {
    let fixture = makeFixture()
    let store = fixture.store
    await store.send(.onTask)
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    // Under the alert the ticks change nothing.
    await fixture.clock.advance(by: .seconds(3))
    await store.receive(.timerTick)
    await store.receive(.timerTick)
    await store.receive(.timerTick)
    await store.send(.alert(.presented(.resume))) { $0.alert = nil }
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(.alert(.presented(.confirmDiscard))) {
      $0.alert = nil
      $0.isOver = true
    }
    #expect(store.isDismissed)
  }

  @Test func saveAndEndSavesTheTranscriptSoFar() async {
    let fixture = makeFixture()
    let store = fixture.store
    await store.send(.onTask)
    fixture.speech.yield(SpeechRecognitionResult(bestTranscription: "I finished", isFinal: false))
    await store.receive(.speechResult("I finished")) { $0.transcript = "I finished" }
    fixture.speech.yield(
      SpeechRecognitionResult(bestTranscription: "I finished the form", isFinal: false))
    await store.receive(.speechResult("I finished the form")) {
      $0.transcript = "I finished the form"
    }
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(.alert(.presented(.confirmSave))) {
      $0.alert = nil
      $0.isOver = true
    }
    await store.receive(.delegate(.save(transcript: "I finished the form")))
    #expect(store.isDismissed)
  }

  @Test func undeterminedSpeechIsRequestedThenTranscribes() async {
    let fixture = makeFixture(status: .notDetermined)
    let store = fixture.store
    await store.send(.onTask)
    fixture.speech.yield(SpeechRecognitionResult(bestTranscription: "Granted", isFinal: false))
    await store.receive(.speechResult("Granted")) { $0.transcript = "Granted" }
    await store.skipInFlightEffects()
  }

  struct SpeechFailed: Error {}

  @Test func aSpeechFailureMarksTheTranscriptAndAsksThenTheMeetingGoesOn() async {
    let fixture = makeFixture()
    let store = fixture.store
    await store.send(.onTask)
    fixture.speech.yield(SpeechRecognitionResult(bestTranscription: "Hello", isFinal: false))
    await store.receive(.speechResult("Hello")) { $0.transcript = "Hello" }
    fixture.speech.finish(throwing: SpeechFailed())
    await store.receive(.speechFailure) {
      $0.transcript = "Hello ❌"
      $0.alert = .speechRecognizerFailed
    }
    await store.send(.alert(.presented(.resume))) { $0.alert = nil }
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.skipInFlightEffects()
  }

  @Test func aSpeechFailureCanDiscardTheMeeting() async {
    let fixture = makeFixture()
    let store = fixture.store
    await store.send(.onTask)
    fixture.speech.finish(throwing: SpeechFailed())
    await store.receive(.speechFailure) { $0.alert = .speechRecognizerFailed }
    await store.send(.alert(.presented(.confirmDiscard))) {
      $0.alert = nil
      $0.isOver = true
    }
    #expect(store.isDismissed)
  }

  @Test(arguments: [SpeechAuthorizationStatus.denied, .restricted])
  func withoutSpeechTheMeetingRunsOnTheTimerAlone(status: SpeechAuthorizationStatus) async {
    let fixture = makeFixture(status: status)
    let store = fixture.store
    await store.send(.onTask)
    fixture.speech.yield(SpeechRecognitionResult(bestTranscription: "unheard", isFinal: false))
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.skipInFlightEffects()
  }

  // Issue 28, item 1: a meeting nobody attends must not save itself.

  @Test func aMeetingNobodyAttendsStandsStillAndCarriesOnWhenTheSceneComesBack() async {
    let fixture = makeFixture()
    let store = fixture.store
    await store.send(.onTask)
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.send(.scenePhaseChanged(.background)) { $0.scenePhase = .background }

    // Past the end of the 6-second meeting: the ticks and what speech hears change nothing.
    for _ in 0..<10 {
      await fixture.clock.advance(by: .seconds(1))
      await store.receive(.timerTick)
    }
    fixture.speech.yield(SpeechRecognitionResult(bestTranscription: "unheard", isFinal: false))
    await store.receive(.speechResult("unheard"))
    #expect(fixture.dings.value == 0)

    await store.send(.scenePhaseChanged(.active)) { $0.scenePhase = .active }
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsElapsed = 2
      $0.speakerIndex = 1
    }
    await store.skipInFlightEffects()
  }

  @Test func aMeetingNobodyCameBackToEndsWithoutSavingWhenItsTaskIsCancelled() async {
    let fixture = makeFixture()
    let store = fixture.store
    let task = await store.send(.onTask)
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.send(.scenePhaseChanged(.background)) { $0.scenePhase = .background }
    await fixture.clock.advance(by: .seconds(1))
    await store.receive(.timerTick)

    // The session expired: its screen's task is cancelled, and with it the meeting's effect.
    await task.cancel()
    await fixture.clock.advance(by: .seconds(60))
    #expect(!store.state.isOver)
    #expect(!store.isDismissed)
    #expect(fixture.dings.value == 0)
  }

  @Test func theStandupDeletedElsewhereAsksToKeepTheMeetingAsANewStandup() async {
    let fixture = makeFixture()
    let store = fixture.store
    await store.send(.standupWasDeleted) {
      $0.alert = .standupDeleted(title: "Engineering")
    }
    let copy = Standup(
      id: Standup.ID(UUID(0)), attendees: Self.standup.attendees,
      duration: Self.standup.duration, theme: Self.standup.theme, title: Self.standup.title)
    await store.send(.alert(.presented(.keepAsNewStandup))) {
      $0.alert = nil
      $0.standup = copy
    }
    await store.receive(.delegate(.keepAsNewStandup(copy)))
  }
}
