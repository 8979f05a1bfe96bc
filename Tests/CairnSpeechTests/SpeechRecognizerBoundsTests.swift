import CairnSpeech
import Testing

/// The fixture in 100 ms chunks, as the browser sends them.
func fixtureChunks() throws -> [[Int16]] {
  let samples = try fixtureSamples()
  return stride(from: 0, to: samples.count, by: 1_600).map {
    Array(samples[$0..<min($0 + 1_600, samples.count)])
  }
}

/// What speech may cost a process: a bound on transcriptions running at once, decoders kept
/// and reused instead of loaded per meeting, and decoding that stops when its meeting does.
@Suite(
  "Speech recogniser bounds",
  .enabled(
    if: SpeechRecognizer().availability == .available,
    "Needs PocketSphinx and its US English model (apt-get install libpocketsphinx-dev pocketsphinx-en-us)"
  )
)
struct SpeechRecognizerBoundsTests {
  @Test func aTranscriptionOverTheBoundIsRefusedAtOnceWithoutStartingItsAudio() async throws {
    let recognizer = SpeechRecognizer(maximumTranscriptions: 1)
    let (audio, feed) = AsyncThrowingStream.makeStream(of: [Int16].self)
    var first = recognizer.transcribe(audio).makeAsyncIterator()
    #expect(recognizer.activity.running == 1)

    var startedAudio = false
    #expect(throws: SpeechRecognizer.Busy(limit: 1)) {
      try recognizer.transcribe(startingAudio: {
        startedAudio = true
        return AsyncThrowingStream { $0.finish() }
      })
    }
    #expect(!startedAudio, "no microphone is opened for a refused transcription")
    // The stream form fails with the same error.
    let (other, _) = AsyncThrowingStream.makeStream(of: [Int16].self)
    await #expect(throws: SpeechRecognizer.Busy(limit: 1)) {
      for try await _ in recognizer.transcribe(other) {}
    }
    #expect(recognizer.activity.refused == 2)

    // The running one is not disturbed, and once it ends the place is free again.
    for chunk in try fixtureChunks() { feed.yield(chunk) }
    feed.finish()
    var last: Transcription?
    while let result = try await first.next() { last = result }
    #expect(last?.isFinal == true)
    #expect(last?.text.contains("settings") == true, "\(String(describing: last))")
    await recognizer.idle()
    #expect(recognizer.activity.running == 0)
    let (again, end) = AsyncThrowingStream.makeStream(of: [Int16].self)
    end.finish()
    var results: [Transcription] = []
    for try await result in try recognizer.transcribe(startingAudio: { again }) {
      results.append(result)
    }
    #expect(results == [Transcription(text: "", isFinal: true)])
  }

  /// Issue 28, item 11: one client (its address) holds at most its share of the places, so
  /// its tabs cannot take every transcription from everyone else.
  @Test func oneOwnerHoldsAtMostItsShareWhileOthersStillStart() async throws {
    let recognizer = SpeechRecognizer(maximumTranscriptions: 4)
    #expect(recognizer.maximumTranscriptionsPerOwner == 2, "half of the places by default")
    var feeds: [AsyncThrowingStream<[Int16], any Error>.Continuation] = []
    var running: [AsyncThrowingStream<Transcription, any Error>] = []
    func start(_ owner: String) throws(SpeechRecognizer.Busy) {
      let (audio, feed) = AsyncThrowingStream.makeStream(of: [Int16].self)
      running.append(try recognizer.transcribe(for: owner, startingAudio: { audio }))
      feeds.append(feed)
    }
    try start("198.51.100.7")
    try start("198.51.100.7")
    #expect(throws: SpeechRecognizer.Busy(limit: 2, isOwnersShare: true)) {
      try start("198.51.100.7")
    }
    try start("203.0.113.9")
    #expect(recognizer.activity.running == 3, "another client still got a place")

    for feed in feeds { feed.finish() }
    for transcription in running {
      for try await _ in transcription {}
    }
    await recognizer.idle()
    running = []
    feeds = []
    try start("198.51.100.7")
    #expect(recognizer.activity.running == 1, "its places came back when its meetings ended")
    for feed in feeds { feed.finish() }
    for try await _ in running[0] {}
    await recognizer.idle()
  }

  @Test func transcriptionsOneAfterAnotherReuseOneDecoder() async throws {
    let recognizer = SpeechRecognizer(maximumTranscriptions: 2)
    let chunks = try fixtureChunks()
    for _ in 0..<10 {
      let (audio, feed) = AsyncThrowingStream.makeStream(of: [Int16].self)
      for chunk in chunks { feed.yield(chunk) }
      feed.finish()
      var final = ""
      for try await result in recognizer.transcribe(audio) { final = result.text }
      for word in fixtureKeyWords { #expect(final.contains(word), "\(final)") }
      await recognizer.idle()
    }
    #expect(recognizer.activity.loads == 1, "one decoder loaded, then reused nine times")
    #expect(recognizer.activity.decoders == 1)
  }

  @Test func manyTranscriptionsAtOnceLoadNoMoreDecodersThanTheBound() async throws {
    let recognizer = SpeechRecognizer(maximumTranscriptions: 3)
    var feeds: [AsyncThrowingStream<[Int16], any Error>.Continuation] = []
    var running: [AsyncThrowingStream<Transcription, any Error>] = []
    var refused = 0
    for _ in 0..<10 {
      let (audio, feed) = AsyncThrowingStream.makeStream(of: [Int16].self)
      do {
        running.append(try recognizer.transcribe(startingAudio: { audio }))
        feeds.append(feed)
      } catch {
        refused += 1
      }
    }
    #expect(running.count == 3)
    #expect(refused == 7)
    let chunks = try fixtureChunks()
    for feed in feeds {
      for chunk in chunks { feed.yield(chunk) }
      feed.finish()
    }
    for transcription in running {
      var final = ""
      for try await result in transcription { final = result.text }
      #expect(final.contains("settings"), "\(final)")
    }
    await recognizer.idle()
    #expect(recognizer.activity.loads == 3)
    #expect(recognizer.activity.decoders == 3, "kept for the next meetings, within the bound")
  }

  @Test func aCancelledTranscriptionStopsDecodingBetweenChunks() async throws {
    let recognizer = SpeechRecognizer(maximumTranscriptions: 1)
    let chunks = try fixtureChunks()
    let (audio, feed) = AsyncThrowingStream.makeStream(of: [Int16].self)
    // Ten seconds of audio wait when the meeting ends after its first words.
    for _ in 0..<3 { for chunk in chunks { feed.yield(chunk) } }
    var results = recognizer.transcribe(audio).makeAsyncIterator()
    let first = try await results.next()
    #expect(first?.isFinal == false)
    results = AsyncThrowingStream { $0.finish() }.makeAsyncIterator()  // the consumer leaves
    await recognizer.idle()
    let decoded = recognizer.activity.chunksDecoded
    #expect(decoded < chunks.count, "decoding stopped within the first sentence: \(decoded)")
    // More audio for the stopped transcription is never decoded.
    for chunk in chunks { feed.yield(chunk) }
    feed.finish()
    await recognizer.idle()
    #expect(recognizer.activity.chunksDecoded == decoded)
    #expect(recognizer.activity.running == 0)
  }
}
