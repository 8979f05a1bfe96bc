import CPocketSphinx

/// An offline speech recogniser: CMU PocketSphinx over a ``SpeechModel``, with nothing sent
/// anywhere.
///
/// ```swift
/// let recognizer = SpeechRecognizer()
/// guard recognizer.availability == .available else { … }   // say why
/// for try await transcription in recognizer.transcribe(audio) {
///   print(transcription.text)                                // best guess so far
/// }
/// ```
///
/// Each ``transcribe(_:)`` gets its own decoder and decodes on a task of its own, off the
/// caller's actor.
public struct SpeechRecognizer: Sendable {
  /// Whether recognition can run, and if not, why.
  public enum Availability: Equatable, Sendable {
    /// The library and the model are there.
    case available
    /// This build has no PocketSphinx: `libpocketsphinx-dev` was missing when it was built.
    case notBuiltIn
    /// The model file or directory at this path is missing (`pocketsphinx-en-us` is not
    /// installed).
    case modelMissing(String)
  }

  /// The samples per second the recogniser expects (mono, signed 16-bit).
  public static let sampleRate = 16_000

  /// The model the recogniser loads for each transcription.
  public let model: SpeechModel

  /// A recogniser over `model` (by default Debian's US English).
  public init(model: SpeechModel = .usEnglish) {
    self.model = model
  }

  /// Whether recognition can run here; checked on every call, so installing the model makes
  /// it available without a restart.
  public var availability: Availability {
    guard cairn_ps_is_built_in() != 0 else { return .notBuiltIn }
    if let missing = model.missingFile { return .modelMissing(missing) }
    return .available
  }

  /// Transcribes `audio` (chunks of 16 kHz mono samples) as it arrives: yields the best
  /// transcription of everything heard so far whenever it changes, then a final one when the
  /// audio ends. Cancelling the consumer stops decoding; an audio stream that fails makes the
  /// transcription fail with its error.
  public func transcribe(
    _ audio: AsyncThrowingStream<[Int16], any Error>
  ) -> AsyncThrowingStream<Transcription, any Error> {
    let model = model
    return AsyncThrowingStream { continuation in
      let task = Task.detached {
        do {
          let decoder = try SpeechDecoder(model: model)
          for try await chunk in audio {
            try Task.checkCancellation()
            if let text = try decoder.feed(chunk) {
              continuation.yield(Transcription(text: text, isFinal: false))
            }
          }
          continuation.yield(Transcription(text: decoder.finish(), isFinal: true))
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

/// What a recogniser heard so far.
public struct Transcription: Equatable, Sendable {
  /// The best transcription of everything heard so far, in lower case words.
  public var text: String
  /// Whether the audio has ended and this is the last transcription.
  public var isFinal: Bool

  /// A transcription.
  public init(text: String, isFinal: Bool) {
    self.text = text
    self.isFinal = isFinal
  }
}
