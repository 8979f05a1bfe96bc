@_spi(Runtime) import CairnWeb
import Foundation
import Testing

/// The microphone's part of the wire protocol: permission reports and requests, captures the
/// server starts and stops, and binary audio frames accepted only while a capture runs, capped
/// and validated, with the session carrying on after every rejection.
@MainActor
@Suite("Microphone protocol")
struct MicrophoneProtocolTests {
  @MainActor
  final class Tab {
    var page: BrowserPage?
    var frames: [String] = []
    var clicks = 0
    var session: Session!

    init() {
      let screen = AppScreen(
        onPage: { [unowned self] in self.page = $0 },
        content: { Button("Click") { self.clicks += 1 } }
      )
      session = Session(id: "s", secret: "secret", screen: screen)
      session.connect { [unowned self] in self.frames.append($0) }
    }

    var microphone: Microphone { page!.microphone }

    func errorCodes() -> [String] {
      frames.compactMap { frame in
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any],
          object["type"] as? String == "error"
        else { return nil }
        return object["code"] as? String
      }
    }

    func effects() -> [[Any]] {
      frames.flatMap { frame -> [[Any]] in
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any]
        else { return [] }
        return object["effects"] as? [[Any]] ?? []
      }
    }

    func effectNames() -> [String] { effects().compactMap { $0.first as? String } }

    /// A click still works: the session was not harmed.
    func clickStillWorks() async throws {
      let before = clicks
      let handler = try #require(
        session.live.tree.descendants().lazy.compactMap { $0.node.attributes["data-on-click"] }
          .first)
      await session.receive(#"{"type":"event","handler":"\#(handler)","event":"click"}"#)
      #expect(clicks == before + 1)
    }
  }

  /// A clock the test moves: the microphone measures real time on it.
  @MainActor
  final class TestTime {
    private(set) var now = ContinuousClock.now

    init(_ microphone: Microphone) {
      microphone.now = { [unowned self] in self.now }
    }

    func advance(by duration: Duration) { now += duration }
  }

  /// The error the capture's next read fails with, if it fails.
  static func failure(
    of audio: inout AsyncThrowingStream<[Int16], any Error>.Iterator
  ) async -> Microphone.CaptureError? {
    do {
      _ = try await audio.next(isolation: #isolation)
      return nil
    } catch {
      return error as? Microphone.CaptureError
    }
  }

  static func audio(_ capture: Int, samples: Int = 1_600, value: Int16 = 7) -> [UInt8] {
    AudioFrame(capture: capture, samples: Array(repeating: value, count: samples)).bytes
  }

  @Test func audioWhenNoCaptureRunsIsRejectedAndTheSessionCarriesOn() async throws {
    let tab = Tab()
    tab.session.receive(audio: Self.audio(1))
    #expect(tab.errorCodes() == ["unexpectedAudio"])
    try await tab.clickStillWorks()
  }

  @Test func audioOfARunningCaptureReachesTheAppInOrder() async throws {
    let tab = Tab()
    var audio = tab.microphone.capture().makeAsyncIterator()
    await tab.session.live.settle()
    #expect(tab.effectNames() == ["startCapture"])
    #expect(tab.effects().first?.last as? Int == 1)
    tab.session.receive(audio: Self.audio(1, samples: 1_600, value: 1))
    tab.session.receive(audio: Self.audio(1, samples: 800, value: -2))
    #expect(try await audio.next() == Array(repeating: 1, count: 1_600))
    #expect(try await audio.next() == Array(repeating: -2, count: 800))
    #expect(tab.errorCodes().isEmpty)
  }

  @Test func oversizedAndMalformedAudioFramesAreRejected() async throws {
    let tab = Tab()
    var audio = tab.microphone.capture().makeAsyncIterator()
    let oversized = Self.audio(1, samples: (AudioFrame.maximumSize - 4) / 2 + 1)
    tab.session.receive(audio: oversized)
    tab.session.receive(audio: [1, 0, 0])  // shorter than a header and a sample
    tab.session.receive(audio: [1, 0, 0, 0, 5])  // an odd byte
    tab.session.receive(audio: [1, 0, 0, 0])  // a header and no samples
    #expect(tab.errorCodes() == ["tooLarge", "malformed", "malformed", "malformed"])
    // The largest frame allowed goes through, and the capture goes on.
    let largest = Self.audio(1, samples: (AudioFrame.maximumSize - 4) / 2)
    tab.session.receive(audio: largest)
    #expect(try await audio.next()?.count == (AudioFrame.maximumSize - 4) / 2)
    #expect(tab.errorCodes().count == 4)
    try await tab.clickStillWorks()
  }

  @Test func stoppingACaptureTellsTheBrowserAndDropsAudioStillInFlight() async throws {
    let tab = Tab()
    let stream = tab.microphone.capture()
    let consumer = Task { for try await _ in stream {} }
    await tab.session.live.settle()
    consumer.cancel()
    _ = await consumer.result
    await tab.session.live.settle()
    #expect(tab.effectNames() == ["startCapture", "stopCapture"])
    #expect(!tab.microphone.isCapturing)
    tab.session.receive(audio: Self.audio(1))
    #expect(
      tab.errorCodes().isEmpty, "audio sent before the browser heard the stop is dropped quietly")
    tab.session.receive(audio: Self.audio(7))
    #expect(tab.errorCodes() == ["unexpectedAudio"], "a capture the server never started")
  }

  @Test func aCaptureThatFallsBehindRefusesFramesInsteadOfBufferingWithoutBound() async throws {
    let tab = Tab()
    let time = TestTime(tab.microphone)
    let stream = tab.microphone.capture()
    // Ten seconds of audio at real time that nobody reads.
    for _ in 0..<Microphone.maximumQueuedFrames {
      time.advance(by: .milliseconds(100))
      tab.session.receive(audio: Self.audio(1))
    }
    time.advance(by: .milliseconds(100))
    #expect(tab.errorCodes().isEmpty)
    tab.session.receive(audio: Self.audio(1))
    #expect(tab.errorCodes() == ["audioBacklog"])
    var audio = stream.makeAsyncIterator()
    #expect(try await audio.next()?.count == 1_600)
    try await tab.clickStillWorks()
  }

  @Test func audioAtRealTimeIsAcceptedForAsLongAsTheCaptureRuns() async throws {
    let tab = Tab()
    let time = TestTime(tab.microphone)
    var audio = tab.microphone.capture().makeAsyncIterator()
    // A minute of 100 ms frames, read as they come.
    for index in 0..<600 {
      time.advance(by: .milliseconds(100))
      tab.session.receive(audio: Self.audio(1, value: Int16(index % 100)))
      #expect(try await audio.next()?.first == Int16(index % 100))
    }
    #expect(tab.errorCodes().isEmpty)
  }

  @Test func audioFasterThanRealTimeIsRefusedBeyondABurstAndTheSessionCarriesOn() async throws {
    let tab = Tab()
    let time = TestTime(tab.microphone)
    let stream = tab.microphone.capture()
    let burst = Microphone.maximumBurst / 1_600
    #expect(burst == 20, "two seconds of 100 ms frames")
    // A burst of up to two seconds is taken at once (frames held back by the network)…
    for _ in 0..<burst { tab.session.receive(audio: Self.audio(1)) }
    #expect(tab.errorCodes().isEmpty)
    // …but not a frame more until real time catches up.
    tab.session.receive(audio: Self.audio(1))
    #expect(tab.errorCodes() == ["audioBacklog"])
    #expect(tab.frames.last?.contains("faster than real time") == true)
    time.advance(by: .milliseconds(50))
    tab.session.receive(audio: Self.audio(1))
    #expect(tab.errorCodes().count == 2, "half a frame's time earns half a frame")
    time.advance(by: .milliseconds(50))
    tab.session.receive(audio: Self.audio(1))
    #expect(tab.errorCodes().count == 2, "a whole frame's time earns a whole frame")
    tab.session.receive(audio: Self.audio(1))
    #expect(tab.errorCodes().count == 3)
    // A long silence earns no more than the burst: ten times real time is refused again.
    time.advance(by: .seconds(60))
    for _ in 0..<(10 * burst) { tab.session.receive(audio: Self.audio(1)) }
    #expect(tab.errorCodes().count == 3 + 9 * burst)
    // What was accepted reaches the app, and the session is unharmed.
    var audio = stream.makeAsyncIterator()
    for _ in 0..<(2 * burst + 1) { #expect(try await audio.next()?.count == 1_600) }
    try await tab.clickStillWorks()
  }

  @Test(arguments: ["failed", "sessionEnded", "restarted"])
  func aCaptureThatEndsDropsTheAudioStillWaiting(how: String) async throws {
    let tab = Tab()
    let stream = tab.microphone.capture()
    for _ in 0..<10 { tab.session.receive(audio: Self.audio(1)) }
    #expect(tab.errorCodes().isEmpty)
    var audio = stream.makeAsyncIterator()
    switch how {
    case "failed":
      await tab.session.receive(#"{"type":"microphone","state":"failed","capture":1}"#)
      #expect(await Self.failure(of: &audio) == .stopped, "at once, not after a second of audio")
    case "sessionEnded":
      tab.session.end()
      #expect(await Self.failure(of: &audio) == .sessionEnded)
    default:
      _ = tab.microphone.capture()
      #expect(try await audio.next(isolation: #isolation) == nil)
    }
    #expect(
      try await audio.next(isolation: #isolation) == nil, "nothing of what waited is read")
  }

  /// Issue 28, item 11: the moment a tab leaves, the audio it queued is dropped, so the
  /// recogniser does no more work for it; a tab that comes back carries on capturing.
  @Test func aTabThatLeavesHasItsWaitingAudioDropped() async throws {
    let tab = Tab()
    let stream = tab.microphone.capture()
    for _ in 0..<10 { tab.session.receive(audio: Self.audio(1, value: 1)) }
    tab.session.disconnect(1)
    #expect(tab.microphone.isCapturing, "the capture waits for the tab to come back")
    tab.session.connect { [unowned tab] in tab.frames.append($0) }
    tab.session.receive(audio: Self.audio(1, value: 2))
    var audio = stream.makeAsyncIterator()
    #expect(try await audio.next()?.first == 2, "nothing queued before the tab left is read")
    #expect(tab.errorCodes().isEmpty)
  }

  @Test func aCaptureWhoseReaderIsCancelledStopsAndReadsNothingThatWaited() async throws {
    let tab = Tab()
    let stream = tab.microphone.capture()
    for _ in 0..<10 { tab.session.receive(audio: Self.audio(1)) }
    let reader = Task {
      var read = 0
      for try await _ in stream { read += 1 }
      return read
    }
    reader.cancel()
    #expect(try await reader.value == 0, "nothing of what waited is read")
    while tab.microphone.isCapturing { await Task.yield() }
    await tab.session.live.settle()
    #expect(tab.effectNames() == ["startCapture", "stopCapture"])
  }

  @Test func aCaptureWhoseReaderLetsGoStops() async throws {
    let tab = Tab()
    var stream: AsyncThrowingStream<[Int16], any Error>? = tab.microphone.capture()
    #expect(stream != nil)
    stream = nil
    while tab.microphone.isCapturing { await Task.yield() }
    await tab.session.live.settle()
    #expect(tab.effectNames() == ["startCapture", "stopCapture"])
  }

  @Test func aStartedCaptureEndsTheOneRunning() async throws {
    let tab = Tab()
    var first = tab.microphone.capture().makeAsyncIterator()
    var second = tab.microphone.capture().makeAsyncIterator()
    #expect(try await first.next() == nil, "the first capture finished")
    await tab.session.live.settle()
    #expect(tab.effectNames() == ["startCapture", "stopCapture", "startCapture"])
    tab.session.receive(audio: Self.audio(1, value: 1))
    tab.session.receive(audio: Self.audio(2, value: 2))
    #expect(tab.errorCodes().isEmpty)
    #expect(try await second.next()?.first == 2, "only the running capture's audio arrives")
  }

  @Test func permissionFollowsWhatTheBrowserReports() async throws {
    let tab = Tab()
    var changes: [Microphone.Permission] = []
    tab.microphone.onPermissionChange = { changes.append($0) }
    #expect(tab.microphone.permission == .unknown)
    for state in ["prompt", "granted", "denied", "unavailable"] {
      await tab.session.receive(#"{"type":"microphone","state":"\#(state)"}"#)
    }
    #expect(changes == [.prompt, .granted, .denied, .unavailable])
    await tab.session.receive(#"{"type":"microphone","state":"loud"}"#)
    await tab.session.receive(#"{"type":"microphone"}"#)
    #expect(tab.errorCodes() == ["malformed", "malformed"])
    #expect(tab.microphone.permission == .unavailable)
  }

  @Test func requestingPermissionAsksTheBrowserOnceAndReturnsItsAnswer() async throws {
    let tab = Tab()
    await tab.session.receive(#"{"type":"microphone","state":"prompt"}"#)
    let first = Task { await tab.microphone.requestPermission() }
    let second = Task { await tab.microphone.requestPermission() }
    await tab.session.live.settle()
    while tab.effectNames().isEmpty { await Task.yield() }
    await tab.session.receive(#"{"type":"microphone","state":"granted"}"#)
    #expect(await first.value == .granted)
    #expect(await second.value == .granted)
    #expect(tab.effectNames() == ["requestMicrophone"], "one prompt for both")
    // Once known, the answer comes without asking again.
    #expect(await tab.microphone.requestPermission() == .granted)
    #expect(tab.effectNames() == ["requestMicrophone"])
  }

  @Test(arguments: [
    ("denied", Microphone.CaptureError.denied),
    ("unavailable", .unavailable),
    ("failed", .stopped),
  ])
  func aCaptureTheBrowserCannotRunFailsWithTheReason(
    state: String, error: Microphone.CaptureError
  ) async throws {
    let tab = Tab()
    var audio = tab.microphone.capture().makeAsyncIterator()
    await tab.session.receive(#"{"type":"microphone","state":"\#(state)","capture":1}"#)
    #expect(await Self.failure(of: &audio) == error)
    #expect(!tab.microphone.isCapturing)
  }

  @Test func endingTheSessionEndsTheCapture() async throws {
    let tab = Tab()
    var audio = tab.microphone.capture().makeAsyncIterator()
    tab.session.end()
    #expect(await Self.failure(of: &audio) == .sessionEnded)
    tab.session.receive(audio: Self.audio(1))
    #expect(tab.errorCodes().isEmpty, "an ended session reads nothing")
  }

  @Test func audioFramesRoundTrip() throws {
    let frame = AudioFrame(capture: 0x0102_0304, samples: [0, 1, -1, .max, .min])
    #expect(try AudioFrame.decode(frame.bytes) == frame)
    #expect(frame.bytes.prefix(4) == [4, 3, 2, 1], "little-endian capture number")
  }
}
