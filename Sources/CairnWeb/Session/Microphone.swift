/// The microphone of the browser showing a tab: its permission, and captures of 16 kHz mono
/// audio streamed over the tab's socket.
///
/// An app reaches it through ``BrowserPage/microphone``. Nothing is captured unless the app
/// starts a capture, and audio is accepted only while one runs: the server starts and stops
/// captures, the browser cannot.
///
/// ```swift
/// if await page.microphone.requestPermission() == .granted {
///   for try await samples in page.microphone.capture() { decoder.feed(samples) }
/// }
/// ```
@MainActor
public final class Microphone {
  /// Whether the page may use the microphone.
  public enum Permission: String, Equatable, Sendable {
    /// The tab has not said yet (its socket has not attached).
    case unknown
    /// The browser will ask the person when the microphone is requested.
    case prompt
    /// The person allowed it.
    case granted
    /// The person, or the browser's settings, blocked it.
    case denied
    /// The page cannot capture: no microphone, no capture support, or the page is not a
    /// secure context (browsers capture only over HTTPS or from `localhost`).
    case unavailable
  }

  /// Why a capture ended early.
  public enum CaptureError: Error, Equatable, CustomStringConvertible {
    /// The microphone is blocked in the browser.
    case denied
    /// The browser cannot capture (no microphone, no support, not a secure context).
    case unavailable
    /// The capture stopped in the browser (the device went away, audio processing failed).
    case stopped
    /// The tab's session ended.
    case sessionEnded

    /// A message for the log.
    public var description: String {
      switch self {
      case .denied: "The microphone is blocked in the browser."
      case .unavailable: "The browser cannot capture the microphone."
      case .stopped: "The microphone capture stopped in the browser."
      case .sessionEnded: "The tab's session ended."
      }
    }
  }

  /// How many frames of audio (about 100 ms each) wait for the app at most before frames are
  /// refused.
  public static let maximumQueuedFrames = 100

  /// The samples per second a capture carries: 16 kHz mono. Audio arriving faster than this
  /// is refused (``maximumBurst`` aside), so no tab can make the server decode more than real
  /// time.
  public static let samplesPerSecond = 16_000

  /// How far ahead of real time a capture's audio may run, in samples (two seconds): frames
  /// held back by the network and then sent together are accepted, a steady excess is not.
  public static let maximumBurst = 2 * samplesPerSecond

  /// The time on which the real-time bound is measured; tests replace it with a clock they
  /// move.
  @_spi(Runtime) public var now: @MainActor () -> ContinuousClock.Instant = { .now }

  /// The permission as the browser last reported it.
  public private(set) var permission = Permission.unknown {
    didSet { if permission != oldValue { onPermissionChange?(permission) } }
  }
  /// Called whenever the permission changes.
  public var onPermissionChange: (@MainActor (Permission) -> Void)?

  private let perform: @MainActor (Effect) -> Void
  private var waiters: [Int: CheckedContinuation<Permission, Never>] = [:]
  private var nextWaiter = 0
  private var active: ActiveCapture?
  private var lastCapture = 0

  /// The running capture: its audio waiting for the app, and how many samples it may still
  /// send ahead of real time.
  private static let attosecondsPerSample = Int64(1_000_000_000_000_000_000 / samplesPerSecond)

  private struct ActiveCapture {
    let id: Int
    let buffer: CaptureBuffer
    var allowance: Int
    var measuredAt: ContinuousClock.Instant
  }

  init(perform: @escaping @MainActor (Effect) -> Void) {
    self.perform = perform
  }

  /// Asks the person for the microphone (the browser's prompt) unless the answer is already
  /// known, and returns the answer. Cancelling returns the permission as it stands.
  public func requestPermission() async -> Permission {
    switch permission {
    case .granted, .denied, .unavailable: return permission
    case .unknown, .prompt: break
    }
    nextWaiter += 1
    let id = nextWaiter
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard !Task.isCancelled else { return continuation.resume(returning: permission) }
        waiters[id] = continuation
        if waiters.count == 1 { perform(.requestMicrophone) }
      }
    } onCancel: {
      Task { @MainActor in self.waiters.removeValue(forKey: id)?.resume(returning: self.permission)
      }
    }
  }

  /// Starts capturing: the browser streams 16 kHz mono samples, in chunks of about 100 ms,
  /// until the stream is cancelled (which stops the capture) or fails with ``CaptureError``.
  /// Starting a capture ends the one running, if any. When a capture ends, for whatever
  /// reason, the audio still waiting for the app is dropped at once.
  public func capture() -> AsyncThrowingStream<[Int16], any Error> {
    if let active { stop(active.id) }
    lastCapture += 1
    let id = lastCapture
    let buffer = CaptureBuffer(capacity: Self.maximumQueuedFrames)
    active = ActiveCapture(id: id, buffer: buffer, allowance: Self.maximumBurst, measuredAt: now())
    let stream = buffer.stream { [weak self] in
      Task { @MainActor in self?.stop(id) }
    }
    perform(.startCapture(id))
    return stream
  }

  /// Whether a capture is running.
  public var isCapturing: Bool { active != nil }

  // MARK: From the browser

  func receive(_ report: MicrophoneReport, capture: Int?) {
    switch report {
    case .granted: permission = .granted
    case .denied: permission = .denied
    case .prompt: permission = .prompt
    case .unavailable: permission = .unavailable
    case .failed: break
    }
    if capture == nil || report != .failed {
      for waiter in waiters.values { waiter.resume(returning: permission) }
      waiters.removeAll()
    }
    if let capture, let active, active.id == capture, report != .granted {
      self.active = nil
      let error: CaptureError =
        switch report {
        case .denied: .denied
        case .unavailable: .unavailable
        case .failed, .prompt, .granted: .stopped
        }
      active.buffer.end(throwing: error)
    }
  }

  func receive(audio bytes: [UInt8]) throws(WireProtocol.FrameError) {
    let frame = try AudioFrame.decode(bytes)
    guard var capture = active, capture.id == frame.capture else {
      // Audio still in flight when a capture stopped is dropped quietly.
      guard frame.capture >= 1, frame.capture <= lastCapture else {
        throw .unexpectedAudio(frame.capture)
      }
      return
    }
    // A token bucket: real time refills the allowance, up to the burst.
    let instant = now()
    let elapsed = capture.measuredAt.duration(to: instant)
    if elapsed > .zero {
      let (seconds, attoseconds) = elapsed.components
      let earned =
        seconds >= Int64(Self.maximumBurst / Self.samplesPerSecond)
        ? Self.maximumBurst
        : Int(seconds) * Self.samplesPerSecond + Int(attoseconds / Self.attosecondsPerSample)
      if capture.allowance + earned >= Self.maximumBurst {
        capture.allowance = Self.maximumBurst
        capture.measuredAt = instant
      } else {
        // Only whole samples are earned; the rest of the time counts towards the next.
        capture.allowance += earned
        capture.measuredAt += .nanoseconds(earned * 1_000_000_000 / Self.samplesPerSecond)
      }
    }
    guard frame.samples.count <= capture.allowance else {
      active = capture
      throw .audioFasterThanRealTime
    }
    capture.allowance -= frame.samples.count
    active = capture
    if capture.buffer.push(frame.samples) == .full { throw .audioBacklog }
  }

  /// The tab's socket went away: the audio still waiting for the app is dropped, so no work
  /// goes on for a tab nobody is at; the capture itself stays, for the tab to take up again if
  /// it comes back.
  func tabLeft() {
    active?.buffer.dropWaiting()
  }

  func end() {
    for waiter in waiters.values { waiter.resume(returning: permission) }
    waiters.removeAll()
    if let active {
      self.active = nil
      active.buffer.end(throwing: CaptureError.sessionEnded)
    }
  }

  private func stop(_ id: Int) {
    guard let active, active.id == id else { return }
    self.active = nil
    active.buffer.end()
    perform(.stopCapture(id))
  }
}
