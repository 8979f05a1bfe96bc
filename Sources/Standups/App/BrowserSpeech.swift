import CairnSpeech
import CairnWeb
import ConcurrencyExtras
import StandupsFeatures

/// One tab's speech client: the tab's microphone, captured by the browser and streamed over
/// the tab's socket, transcribed on the server by PocketSphinx. Nothing leaves the machine.
///
/// Authorisation is the browser's: its permission prompt is the request. Granted is
/// authorised, blocked is denied, and a server without the recogniser (or a page that cannot
/// capture at all) is restricted.
///
/// When the server already transcribes as many meetings as its recogniser allows, a new
/// meeting goes on without a transcript: no microphone is opened, the page says why
/// (``busyMessage``), and the feature sees a recognition that ended with nothing heard.
@MainActor
final class BrowserSpeech: Sendable {
  private nonisolated let recognizer: SpeechRecognizer
  private nonisolated let permission = LockIsolated(Microphone.Permission.unknown)
  private var microphone: Microphone?
  private var page: BrowserPage?

  nonisolated init(recognizer: SpeechRecognizer) {
    self.recognizer = recognizer
  }

  /// Connects the client to the tab's page once it exists.
  func attach(_ page: BrowserPage) {
    self.page = page
    let microphone = page.microphone
    self.microphone = microphone
    let current = microphone.permission
    permission.setValue(current)
    let mirror = permission
    microphone.onPermissionChange = { mirror.setValue($0) }
  }

  /// The speech client over this tab.
  nonisolated var client: SpeechClient {
    SpeechClient(
      authorizationStatus: { self.authorizationStatus() },
      requestAuthorization: { await self.requestAuthorization() },
      startTask: { await self.startTask() }
    )
  }

  /// The authorisation for a recogniser in `availability` and a browser reporting
  /// `permission`.
  nonisolated static func status(
    recognizer availability: SpeechRecognizer.Availability,
    permission: Microphone.Permission
  ) -> SpeechAuthorizationStatus {
    guard availability == .available else { return .restricted }
    switch permission {
    case .granted: return .authorized
    case .denied: return .denied
    case .unavailable: return .restricted
    case .unknown, .prompt: return .notDetermined
    }
  }

  nonisolated func authorizationStatus() -> SpeechAuthorizationStatus {
    Self.status(recognizer: recognizer.availability, permission: permission.value)
  }

  func requestAuthorization() async -> SpeechAuthorizationStatus {
    guard recognizer.availability == .available, let microphone else { return .restricted }
    let answer = await microphone.requestPermission()
    return Self.status(recognizer: recognizer.availability, permission: answer)
  }

  func startTask() -> AsyncThrowingStream<SpeechRecognitionResult, any Error> {
    guard let microphone else { return .finished(throwing: Microphone.CaptureError.unavailable) }
    let transcriptions: AsyncThrowingStream<Transcription, any Error>
    do {
      // Each client address holds at most its share of the places, so one client's tabs
      // cannot take every transcription from the others.
      transcriptions = try recognizer.transcribe(
        for: page?.clientAddress, startingAudio: { microphone.capture() })
    } catch {
      let busy = Self.busyMessage(for: error)
      page?.showMessage(title: busy.title, message: busy.message)
      return .finished()
    }
    return AsyncThrowingStream { continuation in
      let task = Task {
        do {
          for try await transcription in transcriptions {
            continuation.yield(
              SpeechRecognitionResult(
                bestTranscription: transcription.text, isFinal: transcription.isFinal))
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// What the page says when the server transcribes as many meetings as it may already, in
  /// all or for this client's address.
  static func busyMessage(for busy: SpeechRecognizer.Busy) -> (title: String, message: String) {
    let meetings = busy.limit == 1 ? "a meeting" : "\(busy.limit) meetings"
    return (
      title: "Transcription is busy",
      message: busy.isOwnersShare
        ? "Your network is already transcribing \(meetings), as many as one network may at once. This meeting continues without a transcript."
        : "The server is already transcribing \(meetings), as many as it can at once. This meeting continues without a transcript."
    )
  }

  /// How to allow the microphone again, for "Open settings": a web page cannot open the
  /// browser's settings, so the page explains where they are.
  static let microphoneHelp = (
    title: "Allow the microphone",
    message:
      "To record meetings, let this site use your microphone: click the icon at the left of the address bar (a lock or sliders), set Microphone to Allow, then start the meeting again."
  )
}
