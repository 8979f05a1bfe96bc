import CairnSpeech
import CairnWeb
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
}
