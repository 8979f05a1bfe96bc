import CairnSpeech
import Foundation
import Testing

/// The speech fixture: Festival's `cmu_us_slt_arctic_hts` voice saying "Today I will work on
/// the settings page", 16 kHz mono, with a quarter second of silence before and half a second
/// after.
let fixtureURL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures/settings-page.wav")

func fixtureSamples() throws -> [Int16] {
  let (samples, rate) = try WAVFile.samples(try Data(contentsOf: fixtureURL))
  #expect(rate == SpeechRecognizer.sampleRate)
  return samples
}

/// The key words of the fixture, which a transcription must contain.
let fixtureKeyWords = ["today", "work", "settings", "page"]

@Suite(
  "PocketSphinx on a recorded sentence",
  .enabled(
    if: SpeechRecognizer().availability == .available,
    "Needs PocketSphinx and its US English model (apt-get install libpocketsphinx-dev pocketsphinx-en-us)"
  )
)
struct SpeechRecognizerTests {
  @Test func decoderFedInChunksHearsTheSentence() throws {
    let samples = try fixtureSamples()
    let decoder = try SpeechDecoder()
    var partials: [String] = []
    // 100 ms chunks, as the browser sends them.
    for start in stride(from: 0, to: samples.count, by: 1_600) {
      if let text = try decoder.feed(Array(samples[start..<min(start + 1_600, samples.count)])) {
        partials.append(text)
      }
    }
    let transcript = decoder.finish()
    for word in fixtureKeyWords { #expect(transcript.contains(word), "\(transcript)") }
    // Partial results came before the end, growing towards the sentence.
    #expect(partials.count >= 2, "\(partials)")
    #expect(partials.contains { $0.contains("today") && !$0.contains("page") }, "\(partials)")
  }

  @Test func transcribeStreamsPartialsThenAFinalResult() async throws {
    let samples = try fixtureSamples()
    let (audio, feed) = AsyncThrowingStream.makeStream(of: [Int16].self)
    // The sentence twice, with its silences, as a looping microphone would give it.
    for _ in 0..<2 {
      for start in stride(from: 0, to: samples.count, by: 1_600) {
        feed.yield(Array(samples[start..<min(start + 1_600, samples.count)]))
      }
    }
    feed.finish()
    var results: [Transcription] = []
    for try await result in SpeechRecognizer().transcribe(audio) { results.append(result) }
    let final = try #require(results.last)
    #expect(final.isFinal)
    #expect(results.dropLast().allSatisfy { !$0.isFinal })
    // Both sentences are kept: the first is settled at the silence, the second follows.
    #expect(final.text.components(separatedBy: "settings").count - 1 == 2, "\(final.text)")
    for word in fixtureKeyWords { #expect(final.text.contains(word)) }
  }

  @Test func aFailingAudioStreamFailsTheTranscription() async throws {
    struct MicrophoneLost: Error {}
    let (audio, feed) = AsyncThrowingStream.makeStream(of: [Int16].self)
    feed.yield(Array(repeating: 0, count: 1_600))
    feed.finish(throwing: MicrophoneLost())
    await #expect(throws: MicrophoneLost.self) {
      for try await _ in SpeechRecognizer().transcribe(audio) {}
    }
  }
}

@Suite("Speech recogniser availability")
struct SpeechAvailabilityTests {
  @Test func aMissingModelIsReportedWithItsPath() throws {
    let recognizer = SpeechRecognizer(model: SpeechModel(directory: "/nonexistent/model"))
    #expect(
      recognizer.availability == .modelMissing("/nonexistent/model/en-us")
        || recognizer.availability == .notBuiltIn)
    #expect(throws: SpeechDecoderError.self) { try SpeechDecoder(model: recognizer.model) }
  }

  @Test func aMissingModelFailsTheTranscriptionClearly() async throws {
    let recognizer = SpeechRecognizer(model: SpeechModel(directory: "/nonexistent/model"))
    let (audio, feed) = AsyncThrowingStream.makeStream(of: [Int16].self)
    feed.finish()
    await #expect(throws: SpeechDecoderError.self) {
      for try await _ in recognizer.transcribe(audio) {}
    }
  }

  @Test func theWAVReaderRefusesWhatItCannotRead() throws {
    #expect(throws: WAVFile.Unsupported.self) { try WAVFile.samples(Data("not audio".utf8)) }
    let samples = try fixtureSamples()
    #expect(samples.count == 4_000 + 40_161 + 8_000)
  }
}
