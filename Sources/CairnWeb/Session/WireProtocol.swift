import Foundation

/// The frames exchanged with the browser client over the WebSocket.
///
/// Client → server: `{"type":"event","handler":"h…","event":"click","value":…,"checked":…}`
/// and `{"type":"popstate","url":"/…"}`. Server → client: `update` frames with patch
/// operations and effects, `reset` frames with a whole screen, and `error` frames.
public enum WireProtocol {
  /// The largest frame the server accepts from a client, in bytes.
  public static let maximumFrameSize = 64 * 1024

  /// A message from the browser.
  public struct ClientMessage: Decodable, Equatable, Sendable {
    /// `event` or `popstate`.
    public var type: String
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

    /// A message for the client and the log.
    public var description: String {
      switch self {
      case .tooLarge(let size):
        "Frame of \(size) bytes is larger than the \(WireProtocol.maximumFrameSize) allowed."
      case .malformed(let reason): "Malformed frame: \(reason)"
      case .unknownType(let type): "Unknown frame type '\(type)'."
      case .missingHandler: "Event frame without a handler id."
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

  /// An `error` frame.
  public static func errorFrame(_ message: String) -> String {
    JSON.object([("type", .string("error")), ("message", .string(message))]).text
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
