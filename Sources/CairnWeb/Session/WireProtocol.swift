import Foundation

/// The frames exchanged with the browser client over the WebSocket.
///
/// Client → server: first `{"type":"attach","session":"…","secret":"…"}` (optionally with
/// `resume` naming the tab's earlier session and its secret, and the viewer's `timeZone`),
/// then `{"type":"event","handler":"h…","event":"click","value":…,"checked":…}` and
/// `{"type":"popstate","url":"/…"}`. Server → client: `update` frames with patch operations
/// and effects, `reset` frames with a whole screen, and `error` frames with a machine-readable
/// `code` and a message.
public enum WireProtocol {
  /// The largest frame the server accepts from a client, in bytes; a larger one is answered
  /// with an error frame (code ``ErrorCode/tooLarge``) and the session carries on.
  public static let maximumFrameSize = 64 * 1024
  /// The largest WebSocket message read off the socket at all: a message between
  /// ``maximumFrameSize`` and this gets an error frame; a larger one closes the socket.
  public static let maximumMessageSize = 1024 * 1024

  /// What an error frame is about, for the client to act on (it never reads the message).
  public enum ErrorCode: String, Sendable, Equatable {
    /// The session is unknown, ended, or its secret did not match: load the page again.
    case sessionExpired
    /// Another socket attached to this session (the same tab reconnected elsewhere).
    case replaced
    /// The frame was not valid JSON of a known shape.
    case malformed
    /// The frame was larger than ``WireProtocol/maximumFrameSize``.
    case tooLarge
    /// The event named a handler that does not exist and never did recently.
    case unknownHandler
    /// A URL from back/forward was over the limits.
    case urlTooLong
    /// A render took longer than the budget; the session was ended.
    case renderTooSlow
    /// The first frame was not a valid `attach`.
    case notAttached
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

  /// A message from the browser.
  public struct ClientMessage: Decodable, Equatable, Sendable {
    /// `attach`, `event` or `popstate`.
    public var type: String
    /// The session id, for `attach`.
    public var session: String?
    /// The session's secret, for `attach`: it was in the page, never in a URL.
    public var secret: String?
    /// The earlier session of a reloaded tab, for `attach`.
    public var resume: Resume?
    /// The viewer's IANA time zone, for `attach`.
    public var timeZone: String?
    /// The handler id, for events.
    public var handler: String?
    /// The browser event name, for events.
    public var event: String?
    /// The control's value, for input and change events.
    public var value: String?
    /// The control's checked state, for toggles.
    public var checked: Bool?
    /// The URL, for popstate.
    public var url: String?
    /// The client's sequence number for the event, echoed as `ack` in the update it causes,
    /// so the client can tell echoes of older keystrokes from newer state.
    public var seq: Int?
  }

  /// Why a frame from the browser was rejected; the session answers with an error frame and
  /// carries on.
  public enum FrameError: Error, Equatable, CustomStringConvertible {
    /// The frame was larger than ``WireProtocol/maximumFrameSize``.
    case tooLarge(Int)
    /// The frame was not valid JSON of the expected shape.
    case malformed(String)
    /// The frame's type is not one the server knows.
    case unknownType(String)
    /// An event frame without a handler id.
    case missingHandler
    /// An attach frame without a session id or secret.
    case missingCredentials

    /// A message for the client and the log.
    public var description: String {
      switch self {
      case .tooLarge(let size):
        "Frame of \(size) bytes is larger than the \(WireProtocol.maximumFrameSize) allowed."
      case .malformed(let reason): "Malformed frame: \(reason)"
      case .unknownType(let type): "Unknown frame type '\(type)'."
      case .missingHandler: "Event frame without a handler id."
      case .missingCredentials: "Attach frame without a session and a secret."
      }
    }

    /// The code the error frame carries.
    public var code: ErrorCode {
      switch self {
      case .tooLarge: .tooLarge
      case .malformed, .unknownType, .missingHandler, .missingCredentials: .malformed
      }
    }
  }

  /// Decodes a client frame.
  public static func decode(_ text: String) throws(FrameError) -> ClientMessage {
    let size = text.utf8.count
    guard size <= maximumFrameSize else { throw .tooLarge(size) }
    let message: ClientMessage
    do {
      message = try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
    } catch {
      throw .malformed(String(describing: error).prefix(200).description)
    }
    switch message.type {
    case "event":
      guard message.handler?.isEmpty == false else { throw .missingHandler }
    case "attach":
      guard message.session?.isEmpty == false, message.secret?.isEmpty == false else {
        throw .missingCredentials
      }
    case "popstate", "ping":
      break
    default:
      throw .unknownType(message.type)
    }
    return message
  }

  /// An `update` frame.
  public static func updateFrame(_ update: LiveView.Update, ack: Int? = nil) -> String {
    JSON.object([
      ("type", .string("update")),
      ("ack", ack.map(JSON.int) ?? .null),
      ("ops", .array(update.patches.map(encode))),
      ("effects", .array(update.effects.map(encode))),
    ]).text
  }

  /// A `reset` frame carrying the whole screen.
  public static func resetFrame(
    tree: Node,
    title: String?,
    url: String?,
    session: String? = nil
  ) -> String {
    JSON.object([
      ("type", .string("reset")),
      ("session", session.map(JSON.string) ?? .null),
      ("html", .string(HTML.render(tree.children))),
      ("title", title.map(JSON.string) ?? .null),
      ("url", url.map(JSON.string) ?? .null),
    ]).text
  }

  /// An `error` frame with a code the client acts on and a message for people.
  public static func errorFrame(_ code: ErrorCode, _ message: String) -> String {
    JSON.object([
      ("type", .string("error")), ("code", .string(code.rawValue)), ("message", .string(message)),
    ]).text
  }

  /// An `update` frame that only acknowledges event `seq` (the event was dropped quietly).
  public static func ackFrame(_ seq: Int?) -> String {
    updateFrame(LiveView.Update(patches: [], effects: []), ack: seq)
  }

  static func encode(_ patch: Patch) -> JSON {
    func path(_ indices: [Int]) -> JSON { .array(indices.map(JSON.int)) }
    switch patch {
    case .replace(let at, let node):
      return .array([.string("replace"), path(at), .string(HTML.render(node))])
    case .setText(let at, let text):
      return .array([.string("text"), path(at), .string(text)])
    case .setAttributes(let at, let set, let remove):
      return .array([
        .string("attrs"), path(at),
        .object(set.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }),
        .array(remove.map(JSON.string)),
      ])
    case .insert(let at, let index, let node):
      return .array([.string("insert"), path(at), .int(index), .string(HTML.render(node))])
    case .remove(let at, let index):
      return .array([.string("remove"), path(at), .int(index)])
    case .move(let at, let from, let to):
      return .array([.string("move"), path(at), .int(from), .int(to)])
    }
  }

  static func encode(_ effect: Effect) -> JSON {
    switch effect {
    case .pushURL(let url): .array([.string("push"), .string(url)])
    case .replaceURL(let url): .array([.string("replace"), .string(url)])
    case .focus(let id): .array([.string("focus"), .string(id)])
    case .title(let title): .array([.string("title"), .string(title)])
    case .playSound(let name): .array([.string("sound"), .string(name)])
    case .scroll(let id): .array([.string("scroll"), .string(id)])
    }
  }
}
