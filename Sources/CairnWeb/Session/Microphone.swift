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

  /// The permission as the browser last reported it.
  public private(set) var permission = Permission.unknown {
    didSet { if permission != oldValue { onPermissionChange?(permission) } }
  }
  /// Called whenever the permission changes.
  public var onPermissionChange: (@MainActor (Permission) -> Void)?

  private let perform: @MainActor (Effect) -> Void
  private var waiters: [Int: CheckedContinuation<Permission, Never>] = [:]
  private var nextWaiter = 0
  private var active: (id: Int, continuation: AsyncThrowingStream<[Int16], any Error>.Continuation)?
  private var lastCapture = 0

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
  /// Starting a capture ends the one running, if any.
  public func capture() -> AsyncThrowingStream<[Int16], any Error> {
    if let active { stop(active.id) }
    lastCapture += 1
    let id = lastCapture
    let (stream, continuation) = AsyncThrowingStream.makeStream(
      of: [Int16].self, bufferingPolicy: .bufferingOldest(Self.maximumQueuedFrames))
    active = (id, continuation)
    continuation.onTermination = { [weak self] _ in
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
      active.continuation.finish(throwing: error)
    }
  }

  func receive(audio bytes: [UInt8]) throws(WireProtocol.FrameError) {
    let frame = try AudioFrame.decode(bytes)
    guard let active, active.id == frame.capture else {
      // Audio still in flight when a capture stopped is dropped quietly.
      guard frame.capture >= 1, frame.capture <= lastCapture else {
        throw .unexpectedAudio(frame.capture)
      }
      return
    }
    if case .dropped = active.continuation.yield(frame.samples) { throw .audioBacklog }
  }

  func end() {
    for waiter in waiters.values { waiter.resume(returning: permission) }
    waiters.removeAll()
    if let active {
      self.active = nil
      active.continuation.finish(throwing: CaptureError.sessionEnded)
    }
  }

  private func stop(_ id: Int) {
    guard let active, active.id == id else { return }
    self.active = nil
    active.continuation.finish()
    perform(.stopCapture(id))
  }
}
