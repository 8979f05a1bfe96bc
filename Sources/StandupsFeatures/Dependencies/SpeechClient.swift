import Dependencies
import DependenciesMacros

/// Whether the user allowed speech recognition.
public enum SpeechAuthorizationStatus: Equatable, Sendable {
  case notDetermined, denied, restricted, authorized
}

/// One result of a recognition task.
public struct SpeechRecognitionResult: Equatable, Sendable {
  /// The best transcription of everything said so far.
  public var bestTranscription: String
  /// Whether this is the task's final result.
  public var isFinal: Bool

  /// A result.
  public init(bestTranscription: String, isFinal: Bool) {
    self.bestTranscription = bestTranscription
    self.isFinal = isFinal
  }
}

/// Transcribes what is said during a meeting.
@DependencyClient
public struct SpeechClient: Sendable {
  /// The current authorisation.
  public var authorizationStatus: @Sendable () -> SpeechAuthorizationStatus = { .denied }
  /// Asks the user for authorisation and returns the answer.
  public var requestAuthorization: @Sendable () async -> SpeechAuthorizationStatus = { .denied }
  /// Starts recognising speech; results arrive until the stream ends or fails.
  public var startTask:
    @Sendable () async -> AsyncThrowingStream<SpeechRecognitionResult, any Error> = {
      .finished()
    }
}

extension SpeechClient: DependencyKey {
  /// Outside a browser tab there is no microphone to listen to, and the client says so
  /// honestly: recognition is restricted, so the app offers "Continue without recording". The
  /// web app gives each tab its own client, which transcribes the tab's microphone with
  /// PocketSphinx (`BrowserSpeech` in the `Standups` module).
  public static let liveValue = SpeechClient(
    authorizationStatus: { .restricted },
    requestAuthorization: { .restricted },
    startTask: { .finished() }
  )

  /// Authorised, and says a few words, for previews.
  public static let previewValue = SpeechClient(
    authorizationStatus: { .authorized },
    requestAuthorization: { .authorized },
    startTask: {
      AsyncThrowingStream { continuation in
        continuation.yield(
          SpeechRecognitionResult(bestTranscription: "Hello, standup.", isFinal: false))
        continuation.finish()
      }
    }
  )

  /// Unimplemented: every endpoint reports an issue when a test calls it unexpectedly.
  public static let testValue = SpeechClient()
}

extension DependencyValues {
  /// The speech recogniser.
  public var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}
