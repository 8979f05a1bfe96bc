import CairnSpeech
@_spi(Runtime) import CairnWeb
import Foundation
import StandupsFeatures
import Testing

@testable import Standups

/// How the browser's microphone permission and the server's recogniser map onto the speech
/// client's authorisation, which the feature models decide on.
@Suite("Speech authorisation in the browser")
struct BrowserSpeechTests {
  static let available = SpeechRecognizer.Availability.available

  @Test func theBrowsersAnswerIsTheAuthorisation() {
    #expect(BrowserSpeech.status(recognizer: Self.available, permission: .granted) == .authorized)
    #expect(BrowserSpeech.status(recognizer: Self.available, permission: .denied) == .denied)
    #expect(
      BrowserSpeech.status(recognizer: Self.available, permission: .prompt) == .notDetermined)
    #expect(
      BrowserSpeech.status(recognizer: Self.available, permission: .unknown) == .notDetermined)
  }

  @Test func aPageThatCannotCaptureIsRestricted() {
    #expect(
      BrowserSpeech.status(recognizer: Self.available, permission: .unavailable) == .restricted)
  }

  @Test(arguments: [
    SpeechRecognizer.Availability.notBuiltIn, .modelMissing("/usr/share/pocketsphinx/model"),
  ])
  func noRecogniserOnTheServerIsRestrictedWhateverTheBrowserSays(
    availability: SpeechRecognizer.Availability
  ) {
    for permission in [Microphone.Permission.granted, .denied, .prompt, .unknown, .unavailable] {
      #expect(BrowserSpeech.status(recognizer: availability, permission: permission) == .restricted)
    }
  }

  @MainActor
  @Test func aServerWithoutTheModelSaysRestrictedAndStartsNoCapture() async {
    let speech = BrowserSpeech(
      recognizer: SpeechRecognizer(model: SpeechModel(directory: "/nonexistent")))
    #expect(speech.client.authorizationStatus() == .restricted)
    #expect(await speech.client.requestAuthorization() == .restricted)
  }

  /// A tab with a page, recording the frames its session sends.
  @MainActor
  final class Tab {
    var page: BrowserPage?
    var frames: [String] = []
    var session: Session!

    init(clientAddress: String? = nil) {
      session = Session(
        id: "s", secret: "secret",
        screen: AppScreen(onPage: { [unowned self] in self.page = $0 }, content: { Text("") }),
        clientAddress: clientAddress)
      session.connect { [unowned self] in self.frames.append($0) }
    }
  }

  @MainActor
  @Test(
    .enabled(
      if: SpeechRecognizer().availability == .available,
      "Needs PocketSphinx and its US English model"))
  func aBusyRecogniserLetsTheMeetingGoOnWithoutATranscriptAndSaysWhy() async throws {
    let recognizer = SpeechRecognizer(maximumTranscriptions: 1)
    let (held, end) = AsyncThrowingStream.makeStream(of: [Int16].self)
    let other = recognizer.transcribe(held)  // another tab's meeting takes the only place
    let tab = Tab()
    let speech = BrowserSpeech(recognizer: recognizer)
    speech.attach(try #require(tab.page))

    var results: [SpeechRecognitionResult] = []
    for try await result in await speech.client.startTask() { results.append(result) }
    #expect(results.isEmpty, "the recognition ends without failing: the meeting goes on")
    await tab.session.live.settle()
    let sent = tab.frames.joined()
    #expect(sent.contains("showMessage"))
    #expect(sent.contains("Transcription is busy"))
    #expect(sent.contains("This meeting continues without a transcript."))
    #expect(!sent.contains("startCapture"), "no microphone is opened for nothing")
    #expect(recognizer.activity.refused == 1)

    end.finish()
    for try await _ in other {}
  }

  /// Issue 28, item 11: tabs from one address hold at most that address's share of the
  /// transcriptions; the one past it is told why and its meeting goes on.
  @MainActor
  @Test(
    .enabled(
      if: SpeechRecognizer().availability == .available,
      "Needs PocketSphinx and its US English model"))
  func aClientPastItsShareIsToldItsNetworkIsBusy() async throws {
    let recognizer = SpeechRecognizer(maximumTranscriptions: 4, maximumTranscriptionsPerOwner: 1)
    let first = Tab(clientAddress: "198.51.100.7")
    let firstSpeech = BrowserSpeech(recognizer: recognizer)
    firstSpeech.attach(try #require(first.page))
    let running = await firstSpeech.client.startTask()
    #expect(recognizer.activity.running == 1)

    let second = Tab(clientAddress: "198.51.100.7")
    let secondSpeech = BrowserSpeech(recognizer: recognizer)
    secondSpeech.attach(try #require(second.page))
    var results: [SpeechRecognitionResult] = []
    for try await result in await secondSpeech.client.startTask() { results.append(result) }
    #expect(results.isEmpty, "the meeting goes on without a transcript")
    await second.session.live.settle()
    let sent = second.frames.joined()
    #expect(sent.contains("Your network is already transcribing a meeting"))
    #expect(!sent.contains("startCapture"))

    let elsewhere = Tab(clientAddress: "203.0.113.9")
    let elsewhereSpeech = BrowserSpeech(recognizer: recognizer)
    elsewhereSpeech.attach(try #require(elsewhere.page))
    let other = await elsewhereSpeech.client.startTask()
    #expect(recognizer.activity.running == 2, "another address still gets a place")

    // Ending the sessions ends their captures, and with them the transcriptions (which
    // then fail with the session's end: only that they end matters here).
    first.session.end()
    elsewhere.session.end()
    for stream in [running, other] {
      do { for try await _ in stream {} } catch {}
    }
    await recognizer.idle()
    #expect(recognizer.activity.running == 0)
  }
}
