import Foundation

/// The frames exchanged with the browser client over the WebSocket.
///
/// The frames themselves are `ClientFrame` and `ServerFrame`; this namespace holds the
/// limits, the error codes, and the one decoder and one encoder (`JSONEncoder`, sorted keys,
/// compact) between them and text.
@_spi(Runtime)
public enum WireProtocol {
  /// The largest frame the server accepts from a client, in bytes; a larger one is answered
  /// with an error frame (code ``ErrorCode/tooLarge``) and the session carries on.
  public static let maximumFrameSize = 64 * 1024
  /// The largest WebSocket message read off the socket at all: a message between
  /// ``maximumFrameSize`` and this gets an error frame; a larger one closes the socket.
  public static let maximumMessageSize = 1024 * 1024

  /// What an error frame is about, for the client to act on (it never reads the message).
  public enum ErrorCode: String, CaseIterable, Sendable, Equatable {
    /// The session is unknown, ended, or its secret did not match: load the page again.
    case sessionExpired
    /// Another socket attached to this session (the same tab reconnected elsewhere).
    case replaced
    /// The frame was not valid JSON of a known shape.
    case malformed
    /// The frame was larger than `WireProtocol.maximumFrameSize`.
    case tooLarge
    /// The event named a handler that does not exist and never did recently.
    case unknownHandler
    /// A URL from back/forward was over the limits.
    case urlTooLong
    /// A render took longer than the budget; the session was ended.
    case renderTooSlow
    /// The first frame was not a valid `attach`.
    case notAttached
    /// An audio frame arrived for no capture the server started.
    case unexpectedAudio
    /// The server is behind on a capture's audio and dropped a frame.
    case audioBacklog
    /// The tab sent events faster than the server handles them; one was dropped.
    case tooManyEvents
  }

  /// The tab's earlier session, named when a reloaded tab asks to continue it.
  public struct Resume: Decodable, Equatable, Sendable {
    /// The earlier session's id.
    public var session: String
    /// The earlier session's secret.
    public var secret: String

    /// Names the earlier session `session` with its `secret`.
    public init(session: String, secret: String) {
      self.session = session
      self.secret = secret
    }
  }

  /// Why a frame from the browser was rejected; the session answers with an error frame and
  /// carries on.
  public enum FrameError: Error, Equatable, CustomStringConvertible {
    /// The frame was larger than `WireProtocol.maximumFrameSize`.
    case tooLarge(Int)
    /// The frame was not valid JSON of the expected shape.
    case malformed(String)
    /// The frame's type is not one the server knows.
    case unknownType(String)
    /// An event frame without a handler id.
    case missingHandler
    /// An attach frame without a session id or secret.
    case missingCredentials
    /// An event frame naming an event the client never sends.
    case unknownEvent(String)
    /// A popstate frame without a URL.
    case missingURL
    /// A microphone frame with a state the client never sends.
    case unknownMicrophoneState(String)
    /// An audio frame too short, or with an odd number of bytes.
    case malformedAudio(Int)
    /// An audio frame over ``AudioFrame/maximumSize``.
    case audioTooLarge(Int)
    /// An audio frame for a capture that is not running and never was.
    case unexpectedAudio(Int)
    /// A capture's queue of unprocessed audio is full.
    case audioBacklog
    /// A capture's audio arrived faster than real time (beyond ``Microphone/maximumBurst``).
    case audioFasterThanRealTime

    /// A message for the client and the log.
    public var description: String {
      switch self {
      case .tooLarge(let size):
        "Frame of \(size) bytes is larger than the \(WireProtocol.maximumFrameSize) allowed."
      case .malformed(let reason): "Malformed frame: \(reason)"
      case .unknownType(let type): "Unknown frame type '\(type)'."
      case .missingHandler: "Event frame without a handler id."
      case .missingCredentials: "Attach frame without a session and a secret."
      case .unknownEvent(let event): "Unknown browser event '\(event)'."
      case .missingURL: "Popstate frame without a URL."
      case .unknownMicrophoneState(let state): "Unknown microphone state '\(state)'."
      case .malformedAudio(let size):
        "An audio frame of \(size) bytes is not a capture number and 16-bit samples."
      case .audioTooLarge(let size):
        "Audio frame of \(size) bytes is larger than the \(AudioFrame.maximumSize) allowed."
      case .unexpectedAudio(let capture):
        "Audio for capture \(capture), which the server did not start."
      case .audioBacklog: "The server is behind on this capture's audio; a frame was dropped."
      case .audioFasterThanRealTime:
        "Audio arrived faster than real time (16,000 samples a second); a frame was dropped."
      }
    }

    /// The code the error frame carries.
    public var code: ErrorCode {
      switch self {
      case .tooLarge, .audioTooLarge: .tooLarge
      case .malformed, .unknownType, .missingHandler, .missingCredentials, .unknownEvent,
        .missingURL, .unknownMicrophoneState, .malformedAudio:
        .malformed
      case .unexpectedAudio: .unexpectedAudio
      case .audioBacklog, .audioFasterThanRealTime: .audioBacklog
      }
    }
  }

  /// Decodes and validates a client frame.
  public static func decode(_ text: String) throws(FrameError) -> ClientFrame {
    let size = text.utf8.count
    guard size <= maximumFrameSize else { throw .tooLarge(size) }
    let raw: RawClientFrame
    do {
      raw = try JSONDecoder().decode(RawClientFrame.self, from: Data(text.utf8))
    } catch {
      throw .malformed(String(describing: error).prefix(200).description)
    }
    switch ClientFrame.Kind(rawValue: raw.type) {
    case .attach:
      guard let session = raw.session, !session.isEmpty, let secret = raw.secret, !secret.isEmpty
      else { throw .missingCredentials }
      return .attach(session: session, secret: secret, resume: raw.resume, timeZone: raw.timeZone)
    case .event:
      guard let handler = raw.handler, !handler.isEmpty else { throw .missingHandler }
      guard let event = BrowserEvent(rawValue: raw.event ?? "") else {
        throw .unknownEvent(raw.event ?? "")
      }
      return .event(
        handler: handler, event: event, value: raw.value, checked: raw.checked, seq: raw.seq)
    case .popstate:
      guard let url = raw.url else { throw .missingURL }
      return .popstate(url: url)
    case .resync:
      return .resync
    case .microphone:
      guard let state = MicrophoneReport(rawValue: raw.state ?? "") else {
        throw .unknownMicrophoneState(raw.state ?? "")
      }
      return .microphone(state: state, capture: raw.capture)
    case nil:
      throw .unknownType(raw.type)
    }
  }

  /// Decodes and validates a client frame, as a result to hand on.
  public static func decoded(_ text: String) -> Result<ClientFrame, FrameError> {
    do {
      return .success(try decode(text))
    } catch {
      return .failure(error)
    }
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// A server frame as compact, deterministic JSON text.
  public static func encode(_ frame: ServerFrame) -> String {
    // Encoding strings, numbers, arrays and dictionaries of them cannot fail.
    let data = (try? encoder.encode(frame)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// The `attached` frame: the socket is attached to `session`, and `secret` is the tab's new
  /// secret.
  public static func attachedFrame(session: String, secret: String) -> String {
    encode(.attached(session: session, secret: secret))
  }

  /// An `update` frame: the text ``encode(_:)`` gives for it, written by hand (the frame of
  /// every click; see `UpdateFrameJSON`).
  public static func updateFrame(_ update: LiveView.Update, ack: Int? = nil) -> String {
    UpdateFrameJSON.text(update, ack: ack)
  }

  /// A `reset` frame carrying the whole screen.
  public static func resetFrame(
    tree: Node,
    title: String?,
    url: String?,
    session: String? = nil
  ) -> String {
    encode(.reset(session: session, html: HTML.render(tree.children), title: title, url: url))
  }

  /// An `error` frame with a code the client acts on and a message for people.
  public static func errorFrame(_ code: ErrorCode, _ message: String) -> String {
    encode(.error(code: code, message: message))
  }

  /// An `update` frame that only acknowledges event `seq` (the event was dropped quietly).
  public static func ackFrame(_ seq: Int?) -> String {
    UpdateFrameJSON.text(LiveView.Update(patches: [], effects: []), ack: seq)
  }
}
