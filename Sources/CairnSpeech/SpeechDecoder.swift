import CPocketSphinx

/// Why a decoder could not start or go on.
public enum SpeechDecoderError: Error, Equatable, CustomStringConvertible {
  /// The recogniser is not available; the reason says why.
  case unavailable(SpeechRecognizer.Availability)
  /// PocketSphinx could not load the model.
  case modelNotLoaded(SpeechModel)
  /// PocketSphinx refused the audio.
  case decodingFailed

  /// A message for the log.
  public var description: String {
    switch self {
    case .unavailable(.notBuiltIn):
      "Speech recognition is not built in: install libpocketsphinx-dev and rebuild."
    case .unavailable(.modelMissing(let path)):
      "The speech model is missing (\(path)): install pocketsphinx-en-us."
    case .unavailable(.available), .decodingFailed: "PocketSphinx refused the audio."
    case .modelNotLoaded(let model): "PocketSphinx could not load \(model.acousticModel)."
    }
  }
}

/// One PocketSphinx decoder, fed audio synchronously: the engine under
/// ``SpeechRecognizer/transcribe(_:)``, usable directly where the caller owns a thread.
///
/// It splits what it hears into utterances at silences (as `pocketsphinx_continuous` does):
/// words of finished utterances are settled, and the current utterance's best guess follows
/// them. Not thread-safe: use one decoder from one task at a time.
public final class SpeechDecoder {
  let engine: PocketSphinxEngine
  private var settled: [String] = []
  private var partial = ""
  private var isInSpeech = false
  private var lastReported = ""

  /// Loads `model` (about 0.4 s of CPU and 94 MB for Debian's US English) and starts
  /// listening.
  /// - Throws: ``SpeechDecoderError`` when the recogniser is unavailable or the model does
  ///   not load.
  public convenience init(model: SpeechModel = .usEnglish) throws(SpeechDecoderError) {
    try self.init(engine: PocketSphinxEngine(model: model))
  }

  /// A decoder over `engine`, loaded before or used by an earlier decoder: whatever utterance
  /// it was in is ended and forgotten, and a new one starts.
  init(engine: PocketSphinxEngine) throws(SpeechDecoderError) {
    self.engine = engine
    engine.restart()
    guard cairn_ps_start_utterance(engine.decoder) >= 0 else { throw .decodingFailed }
    engine.isInUtterance = true
  }

  /// Everything heard so far: the settled utterances, then the current best guess.
  public var transcript: String {
    (settled + [partial]).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Feeds 16 kHz mono samples; returns the transcript when it changed, else `nil`.
  public func feed(_ samples: [Int16]) throws(SpeechDecoderError) -> String? {
    guard !samples.isEmpty else { return nil }
    let decoder = engine.decoder
    let status = samples.withUnsafeBufferPointer {
      cairn_ps_process(decoder, $0.baseAddress, $0.count)
    }
    guard status >= 0 else { throw .decodingFailed }
    let inSpeech = cairn_ps_in_speech(decoder) != 0
    if inSpeech {
      isInSpeech = true
      partial = hypothesis()
    } else if isInSpeech {
      // A silence after speech ends the utterance: its words are settled.
      isInSpeech = false
      endUtterance()
      guard cairn_ps_start_utterance(decoder) >= 0 else { throw .decodingFailed }
      engine.isInUtterance = true
    }
    let text = transcript
    guard text != lastReported else { return nil }
    lastReported = text
    return text
  }

  /// Ends the audio: settles the current utterance and returns the whole transcript.
  public func finish() -> String {
    endUtterance()
    return transcript
  }

  private func endUtterance() {
    guard engine.isInUtterance else { return }
    _ = cairn_ps_end_utterance(engine.decoder)
    engine.isInUtterance = false
    let words = hypothesis()
    if !words.isEmpty { settled.append(words) }
    partial = ""
  }

  private func hypothesis() -> String {
    guard let text = cairn_ps_hypothesis(engine.decoder) else { return "" }
    return String(cString: text)
  }
}

/// A loaded PocketSphinx decoder, freed with the object. Loading one is the expensive part
/// (its dictionary, language model and lexicon tree take about 94 MB), so a recogniser keeps
/// the ones its transcriptions give back for the next (``DecoderPool``).
final class PocketSphinxEngine {
  let decoder: UnsafeMutableRawPointer
  /// Whether an utterance was started and not ended.
  var isInUtterance = false

  init(model: SpeechModel) throws(SpeechDecoderError) {
    let availability = SpeechRecognizer.availability(of: model)
    guard availability == .available else { throw .unavailable(availability) }
    guard
      let decoder = cairn_ps_create(model.acousticModel, model.languageModel, model.dictionary)
    else { throw .modelNotLoaded(model) }
    self.decoder = decoder
  }

  deinit {
    cairn_ps_free(decoder)
  }

  /// Ends the utterance an earlier decoder left open, if any, so the next starts clean.
  func restart() {
    guard isInUtterance else { return }
    _ = cairn_ps_end_utterance(decoder)
    isInUtterance = false
  }
}
