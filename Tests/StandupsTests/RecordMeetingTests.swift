import Cairn
import CairnSharing
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures
import Testing

/// Timer tests run on the main serial executor, so `clock.advance` sees every task reach its
/// next suspension first: deterministic, with no real time passing.
@MainActor
@Suite("Record meeting", .serialized)
struct RecordMeetingTests {
  let now = Date(timeIntervalSince1970: 1_234_567_890)

  /// An app on the record screen of a 3-attendee, 3-minute standup (a minute each).
  struct Fixture {
    let app: AppModel
    let record: RecordMeetingModel
    let clock: TestClock<Duration>
    let dings: LockIsolated<Int>
    let speech: AsyncThrowingStream<SpeechRecognitionResult, any Error>.Continuation
  }

  func makeFixture(status: SpeechAuthorizationStatus = .authorized) -> Fixture {
    let clock = TestClock()
    let dings = LockIsolated(0)
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self)
    let app = withDependencies {
      $0.uuid = .incrementing
      $0.date.now = now
      $0.continuousClock = clock
      $0.soundEffectClient = SoundEffectClient(
        load: { _ in }, play: { dings.withValue { $0 += 1 } })
      $0.speechClient = SpeechClient(
        authorizationStatus: { status },
        requestAuthorization: { .authorized },
        startTask: { stream }
      )
    } operation: {
      @Dependency(\.uuid) var uuid
      let store = sharedStandups()
      let standup = Standup(
        id: .init(uuid()),
        attendees: .init(
          uniqueElements: ["Blob", "Blob Jr", "Blob Sr"].map {
            Attendee(id: .init(uuid()), name: $0)
          }),
        duration: .seconds(180),
        title: "Engineering")
      store.withLock { _ = $0.append(standup) }
      let app = AppModel()
      app.showDetail(of: standup)
      guard case .detail(let detail) = app.path.last else { fatalError("no detail") }
      detail.startMeetingButtonTapped()
      return app
    }
    guard case .record(let record) = app.path.last else { fatalError("no record screen") }
    return Fixture(app: app, record: record, clock: clock, dings: dings, speech: continuation)
  }

  @Test func timerRotatesSpeakersWithDingsAndFinishesOnTime() async {
    await withMainSerialExecutor {
      let fixture = makeFixture()
      fixture.speech.finish()
      let task = Task { await fixture.record.task() }

      await step(fixture.clock, by: .seconds(59))
      #expect(fixture.record.speakerIndex == 0)
      #expect(fixture.record.secondsElapsed == 59)
      await step(fixture.clock, by: .seconds(1))
      #expect(fixture.record.speakerIndex == 1)
      #expect(fixture.record.speakerName == "Blob Jr")
      #expect(fixture.dings.value == 1)
      await step(fixture.clock, by: .seconds(60))
      #expect(fixture.record.speakerIndex == 2)
      #expect(fixture.dings.value == 2)
      await step(fixture.clock, by: .seconds(60))
      await task.value

      #expect(fixture.app.path.count == 1, "back on the detail")
      let meetings = fixture.app.standups[0].meetings
      #expect(meetings.count == 1)
      #expect(meetings[0].date == now)
    }
  }

  @Test func nextSpeakerJumpsAheadAndOnTheLastAsksToEnd() async {
    let fixture = makeFixture()
    await fixture.record.nextButtonTapped()
    #expect(fixture.record.speakerIndex == 1)
    #expect(fixture.record.secondsElapsed == 60)
    await fixture.record.nextButtonTapped()
    #expect(fixture.record.speakerIndex == 2)
    #expect(fixture.record.isLastSpeaker)

    await fixture.record.nextButtonTapped()
    #expect(fixture.record.alert == .endMeeting(isDiscardable: false))
    #expect(fixture.record.alert?.buttons.map(\.label.string) == ["Save and end", "Resume"])
  }

  @Test func endMeetingPausesTheTimerAndResumeContinues() async {
    await withMainSerialExecutor {
      let fixture = makeFixture()
      fixture.speech.finish()
      let task = Task { await fixture.record.task() }
      await step(fixture.clock, by: .seconds(10))
      fixture.record.endMeetingButtonTapped()
      #expect(fixture.record.alert == .endMeeting(isDiscardable: true))

      await step(fixture.clock, by: .seconds(30))
      #expect(
        fixture.record.secondsElapsed == 10, "the timer does not advance while the alert is up")

      fixture.record.alertButtonTapped(.resume)
      await step(fixture.clock, by: .seconds(5))
      #expect(fixture.record.secondsElapsed == 15)
      task.cancel()
      await task.value
    }
  }

  @Test func saveAndEndInsertsTheMeeting() async {
    let fixture = makeFixture()
    fixture.record.endMeetingButtonTapped()
    fixture.record.alertButtonTapped(.confirmSave)
    #expect(fixture.app.path.count == 1)
    #expect(fixture.app.standups[0].meetings.count == 1)
  }

  @Test func discardSavesNothing() async {
    let fixture = makeFixture()
    fixture.record.endMeetingButtonTapped()
    fixture.record.alertButtonTapped(.confirmDiscard)
    #expect(fixture.app.path.count == 1)
    #expect(fixture.app.standups[0].meetings.isEmpty)
  }

  @Test func speechTranscriptIsRecordedIntoTheNewMeeting() async {
    await withMainSerialExecutor {
      let fixture = makeFixture()
      let task = Task { await fixture.record.task() }
      await step(fixture.clock, by: .seconds(1))
      fixture.speech.yield(
        SpeechRecognitionResult(bestTranscription: "I completed the project", isFinal: false))
      await step(fixture.clock, by: .seconds(1))
      #expect(fixture.record.transcript == "I completed the project")
      await step(fixture.clock, by: .seconds(178))
      await task.value
      #expect(fixture.app.standups[0].meetings.first?.transcript == "I completed the project")
    }
  }

  struct SpeechFailed: Error {}

  @Test func speechFailureContinueKeepsTheMeetingGoing() async {
    await withMainSerialExecutor {
      let fixture = makeFixture()
      let task = Task { await fixture.record.task() }
      await step(fixture.clock, by: .seconds(1))
      fixture.speech.yield(SpeechRecognitionResult(bestTranscription: "Hello", isFinal: false))
      fixture.speech.finish(throwing: SpeechFailed())
      await step(fixture.clock, by: .seconds(1))
      #expect(fixture.record.transcript == "Hello ❌")
      #expect(fixture.record.alert == .speechRecognizerFailed)

      fixture.record.alertButtonTapped(.resume)
      await step(fixture.clock, by: .seconds(180 - fixture.record.secondsElapsed))
      await task.value
      #expect(fixture.app.standups[0].meetings.first?.transcript == "Hello ❌")
    }
  }

  @Test func speechFailureDiscard() async {
    await withMainSerialExecutor {
      let fixture = makeFixture()
      let task = Task { await fixture.record.task() }
      await step(fixture.clock, by: .seconds(1))
      fixture.speech.finish(throwing: SpeechFailed())
      await step(fixture.clock, by: .seconds(1))
      fixture.record.alertButtonTapped(.confirmDiscard)
      task.cancel()
      await task.value
      #expect(fixture.app.path.count == 1)
      #expect(fixture.app.standups[0].meetings.isEmpty)
    }
  }

  // Issue 28, item 1: a meeting nobody attends must not save itself.

  @Test func aMeetingNobodyAttendsStandsStillAndCarriesOnWhenTheSceneComesBack() async {
    await withMainSerialExecutor {
      let fixture = makeFixture()
      let task = Task { await fixture.record.task() }
      await step(fixture.clock, by: .seconds(3))
      fixture.record.scenePhaseChanged(.background)

      fixture.speech.yield(SpeechRecognitionResult(bestTranscription: "unheard", isFinal: false))
      await step(fixture.clock, by: .seconds(300))
      #expect(fixture.record.secondsElapsed == 3, "the timer stands still")
      #expect(fixture.record.transcript == "", "speech does not count")
      #expect(fixture.dings.value == 0)
      #expect(!fixture.record.isOver)
      #expect(fixture.app.standups[0].meetings.isEmpty, "nothing saved itself")

      fixture.record.scenePhaseChanged(.active)
      fixture.speech.yield(SpeechRecognitionResult(bestTranscription: "Back", isFinal: false))
      await step(fixture.clock, by: .seconds(57))
      #expect(fixture.record.secondsElapsed == 60, "it carried on from where it stopped")
      #expect(fixture.record.speakerIndex == 1)
      await step(fixture.clock, by: .seconds(120))
      await task.value
      #expect(fixture.app.standups[0].meetings.map(\.transcript) == ["Back"])
    }
  }

  @Test func aMeetingNobodyCameBackToEndsWithoutSavingWhenItsTaskIsCancelled() async {
    await withMainSerialExecutor {
      let fixture = makeFixture()
      let task = Task { await fixture.record.task() }
      await step(fixture.clock, by: .seconds(3))
      fixture.record.scenePhaseChanged(.background)
      await step(fixture.clock, by: .seconds(60))

      // The session expired: its screen's tasks are cancelled.
      task.cancel()
      await task.value
      await step(fixture.clock, by: .seconds(300))
      #expect(fixture.record.secondsElapsed == 3)
      #expect(!fixture.record.isOver)
      #expect(fixture.app.standups[0].meetings.isEmpty, "an abandoned meeting is not saved")
    }
  }

  @Test func undeterminedSpeechAsksForAuthorization() async {
    await withMainSerialExecutor {
      let fixture = makeFixture(status: .notDetermined)
      fixture.speech.finish()
      let task = Task { await fixture.record.task() }
      await step(fixture.clock, by: .seconds(180))
      await task.value
      #expect(fixture.app.standups[0].meetings.count == 1)
    }
  }
}

/// Advances `clock` one second at a time, so each timer tick is delivered and handled before the
/// next: a busy machine cannot make a tick miss the advance that should have fired it.
@MainActor
func step(_ clock: TestClock<Duration>, by duration: Duration) async {
  let seconds = Int(duration.components.seconds)
  for _ in 0..<seconds {
    await clock.advance(by: .seconds(1))
  }
  let rest = duration - .seconds(seconds)
  if rest > .zero { await clock.advance(by: rest) }
}
