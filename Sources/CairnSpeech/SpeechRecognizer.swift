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
/// A recogniser bounds what speech may cost its process, however many tabs ask:
/// - at most ``maximumTranscriptions`` transcriptions run at once; one more is refused at once
///   with ``Busy`` (nothing queues behind a meeting that may last an hour);
/// - each running transcription holds one decoder (about 94 MB for US English), and a decoder
///   a finished transcription gives back is kept for the next one, so memory stays within the
///   bound and nothing is loaded twice;
/// - all decoding runs on one thread of its own, off the caller's actor, so speech takes at
///   most one core and the main actor keeps the others;
/// - cancelling a transcription skips the audio it had queued: decoding stops between chunks.
///
/// Copies of a recogniser share its decoders and its bound.
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

  /// Why a transcription was refused: as many as the recogniser allows are running, in all
  /// or for the one owner (client address) asking.
  public struct Busy: Error, Equatable, CustomStringConvertible {
    /// How many transcriptions may run at once: in all, or for one owner when
    /// ``isOwnersShare``.
    public let limit: Int
    /// Whether the owner asking already runs its share, while others may still start.
    public let isOwnersShare: Bool

    /// The refusal of a recogniser that runs at most `limit` transcriptions (for one owner,
    /// when `isOwnersShare`).
    public init(limit: Int, isOwnersShare: Bool = false) {
      self.limit = limit
      self.isOwnersShare = isOwnersShare
    }

    /// A message for the log.
    public var description: String {
      isOwnersShare
        ? "Transcription is busy: this client has \(limit) recordings being transcribed already."
        : "Transcription is busy: \(limit) recordings are being transcribed already."
    }
  }

  /// What a recogniser is doing, for tests and monitoring.
  public struct Activity: Equatable, Sendable {
    /// Transcriptions running now.
    public var running = 0
    /// Decoders in memory: those of running transcriptions and those kept for the next.
    public var decoders = 0
    /// Decoders loaded since the recogniser was made.
    public var loads = 0
    /// Transcriptions refused because the recogniser was busy.
    public var refused = 0
    /// Chunks of audio fed to a decoder.
    public var chunksDecoded = 0

    /// Nothing done yet.
    public init() {}
  }

  /// The samples per second the recogniser expects (mono, signed 16-bit).
  public static let sampleRate = 16_000

  /// How many transcriptions may run at once unless told otherwise: four meetings, about
  /// 380 MB of decoders and (for speech at real time) about 40 % of one core.
  public static let defaultMaximumTranscriptions = 4

  /// The model the recogniser loads for each transcription.
  public let model: SpeechModel

  private let pool: DecoderPool

  /// A recogniser over `model` (by default Debian's US English) that runs at most
  /// `maximumTranscriptions` transcriptions at once, and at most
  /// `maximumTranscriptionsPerOwner` for any one owner (by default half of them, at least
  /// one), so one client cannot take every place.
  public init(
    model: SpeechModel = .usEnglish,
    maximumTranscriptions: Int = SpeechRecognizer.defaultMaximumTranscriptions,
    maximumTranscriptionsPerOwner: Int? = nil
  ) {
    self.model = model
    self.pool = DecoderPool(
      limit: maximumTranscriptions,
      limitPerOwner: maximumTranscriptionsPerOwner ?? max(1, maximumTranscriptions / 2))
  }

  /// How many transcriptions may run at once (at least one).
  public var maximumTranscriptions: Int { pool.limit }
  /// How many transcriptions one owner may run at once (at least one).
  public var maximumTranscriptionsPerOwner: Int { pool.limitPerOwner }

  /// Whether recognition can run here; checked on every call, so installing the model makes
  /// it available without a restart.
  public var availability: Availability {
    Self.availability(of: model)
  }

  static func availability(of model: SpeechModel) -> Availability {
    guard cairn_ps_is_built_in() != 0 else { return .notBuiltIn }
    if let missing = model.missingFile { return .modelMissing(missing) }
    return .available
  }

  /// What the recogniser is doing now.
  public var activity: Activity { pool.currentActivity }

  /// Returns when no transcription is running (at once if none is): for tests and for a
  /// shutdown that waits for decoding to stop.
  public func idle() async {
    await pool.idle()
  }

  /// Transcribes `audio` (chunks of 16 kHz mono samples) as it arrives: yields the best
  /// transcription of everything heard so far whenever it changes, then a final one when the
  /// audio ends. Cancelling the consumer stops decoding; an audio stream that fails makes the
  /// transcription fail with its error, and a recogniser at its bound with ``Busy``.
  public func transcribe(
    _ audio: AsyncThrowingStream<[Int16], any Error>
  ) -> AsyncThrowingStream<Transcription, any Error> {
    do {
      return try transcribe(startingAudio: { audio })
    } catch {
      return AsyncThrowingStream { $0.finish(throwing: error) }
    }
  }

  /// Takes a place among the transcriptions that may run at once and only then starts the
  /// audio (`startAudio` is not called when the recogniser is busy, so no microphone is
  /// opened for nothing); see ``transcribe(_:)``. `owner` names who asks (a client address):
  /// one owner holds at most ``maximumTranscriptionsPerOwner`` places.
  /// - Throws: ``Busy`` when ``maximumTranscriptions`` are running, or `owner`'s share.
  public func transcribe(
    for owner: String? = nil,
    startingAudio startAudio: () -> AsyncThrowingStream<[Int16], any Error>
  ) throws(Busy) -> AsyncThrowingStream<Transcription, any Error> {
    let pool = pool
    switch pool.reserve(owner: owner) {
    case nil: break
    case .full: throw Busy(limit: pool.limit)
    case .ownersShare: throw Busy(limit: pool.limitPerOwner, isOwnersShare: true)
    }
    let audio = startAudio()
    let model = model
    return AsyncThrowingStream { continuation in
      let cancelled = CancelFlag()
      let task = Task.detached {
        var decoder: Confined<SpeechDecoder>?
        var reusable = true
        do {
          let loaded = try await pool.decoder(for: model, cancelled: cancelled)
          decoder = loaded
          for try await chunk in audio {
            try Task.checkCancellation()
            if let text = try await pool.feed(chunk, to: loaded, cancelled: cancelled) {
              continuation.yield(Transcription(text: text, isFinal: false))
            }
          }
          try Task.checkCancellation()
          let text = try await pool.finish(loaded)
          continuation.yield(Transcription(text: text, isFinal: true))
          continuation.finish()
        } catch {
          // A decoder PocketSphinx failed on is not trusted with the next meeting.
          if error is SpeechDecoderError { reusable = false }
          continuation.finish(throwing: error)
        }
        pool.releaseShare(of: owner)
        pool.release(decoder, reusable: reusable)
      }
      continuation.onTermination = { _ in
        cancelled.set()
        task.cancel()
      }
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
