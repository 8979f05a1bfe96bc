import Foundation

/// Every frame the browser sends, decoded and validated.
///
/// On the wire each is a JSON object with a `type`: `attach` first, then `event`, `popstate`,
/// `resync` and `microphone`. Audio travels apart, in binary frames (``AudioFrame``). The names are declared here and once more in the constants table at the top
/// of `cairn.js`; a test holds the two to each other.
@_spi(Runtime)
public enum ClientFrame: Equatable, Sendable {
  /// Ties the socket to the page's session; `resume` names the tab's earlier session after a
  /// reload, `timeZone` is the viewer's IANA time zone.
  case attach(session: String, secret: String, resume: WireProtocol.Resume?, timeZone: String?)
  /// A browser event on the element whose handler id is `handler`; `seq` numbers the tab's
  /// events so the update it causes can acknowledge it.
  case event(
    handler: String, event: BrowserEvent, value: String?, checked: Bool?, seq: Int?)
  /// The user went back or forward to `url`.
  case popstate(url: String)
  /// A patch did not apply in the browser: send the whole screen again.
  case resync
  /// What the browser says about its microphone: the permission as it stands (after the tab
  /// attached, when it changed, or in answer to a request), or, with `capture`, that the
  /// capture with that number could not start or stopped.
  case microphone(state: MicrophoneReport, capture: Int?)

  /// The `type` names of client frames.
  public enum Kind: String, CaseIterable, Sendable {
    case attach, event, popstate, resync, microphone
  }
}

/// The states a browser reports for its microphone.
@_spi(Runtime)
public enum MicrophoneReport: String, CaseIterable, Sendable {
  /// The person allowed the microphone.
  case granted
  /// The person (or the browser's settings) blocked the microphone.
  case denied
  /// The browser will ask when the microphone is requested.
  case prompt
  /// The page cannot capture at all: no microphone, no capture API, or not a secure context.
  case unavailable
  /// A capture that was running stopped (the device went away, audio processing failed).
  case failed
}

/// The browser events a page reports.
@_spi(Runtime)
public enum BrowserEvent: String, CaseIterable, Codable, Sendable {
  case click, input, change, focus, blur, dismiss
  /// Text pasted or dropped into a field was cut at the field's character limit.
  case truncate
}

/// Every frame the server sends.
@_spi(Runtime)
public enum ServerFrame: Equatable, Sendable {
  /// The socket attached to `session` (the earlier one after a resume); `secret` is the
  /// tab's new secret, the only one that attaches from now on.
  case attached(session: String, secret: String)
  /// Patches and effects from one re-render; `ack` is the latest event the server had seen.
  case update(ack: Int?, patches: [Patch], effects: [Effect])
  /// The whole screen, after a reconnect, a resume or a resync.
  case reset(session: String?, html: String, title: String?, url: String?)
  /// Something the client sent was refused, or the session is over; `code` says what.
  case error(code: WireProtocol.ErrorCode, message: String)

  /// The `type` names of server frames.
  public enum Kind: String, CaseIterable, Sendable {
    case attached, update, reset, error
  }
}

/// The names of patch operations on the wire (distinct from effect names).
@_spi(Runtime)
public enum PatchOperation: String, CaseIterable, Sendable {
  case replace, text, attrs, insert, remove, move
}

/// The names of effects on the wire (distinct from operation names).
@_spi(Runtime)
public enum EffectName: String, CaseIterable, Sendable {
  case pushURL, replaceURL, focus, title, ding, requestMicrophone, startCapture, stopCapture,
    showMessage, openURL
}

// MARK: Encoding

extension ServerFrame: Encodable {
  private enum Keys: String, CodingKey {
    case type, ack, ops, effects, session, secret, html, title, url, code, message
  }

  /// Encodes the frame as the client reads it; empty and absent fields are left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    switch self {
    case .attached(let session, let secret):
      try container.encode(Kind.attached.rawValue, forKey: .type)
      try container.encode(session, forKey: .session)
      try container.encode(secret, forKey: .secret)
    case .update(let ack, let patches, let effects):
      try container.encode(Kind.update.rawValue, forKey: .type)
      try container.encodeIfPresent(ack, forKey: .ack)
      if !patches.isEmpty { try container.encode(patches.map(WirePatch.init), forKey: .ops) }
      if !effects.isEmpty { try container.encode(effects.map(WireEffect.init), forKey: .effects) }
    case .reset(let session, let html, let title, let url):
      try container.encode(Kind.reset.rawValue, forKey: .type)
      try container.encodeIfPresent(session, forKey: .session)
      try container.encode(html, forKey: .html)
      try container.encodeIfPresent(title, forKey: .title)
      try container.encodeIfPresent(url, forKey: .url)
    case .error(let code, let message):
      try container.encode(Kind.error.rawValue, forKey: .type)
      try container.encode(code.rawValue, forKey: .code)
      try container.encode(message, forKey: .message)
    }
  }
}

/// A patch as a JSON array: its operation name, the path, then the operation's arguments.
private struct WirePatch: Encodable {
  let patch: Patch

  func encode(to encoder: any Encoder) throws {
    var array = encoder.unkeyedContainer()
    switch patch {
    case .replace(let path, let node):
      try array.encode(PatchOperation.replace.rawValue)
      try array.encode(path)
      try array.encode(HTML.render(node))
    case .setText(let path, let text):
      try array.encode(PatchOperation.text.rawValue)
      try array.encode(path)
      try array.encode(text)
    case .setAttributes(let path, let set, let remove):
      try array.encode(PatchOperation.attrs.rawValue)
      try array.encode(path)
      try array.encode(set)
      try array.encode(remove)
    case .insert(let path, let index, let node):
      try array.encode(PatchOperation.insert.rawValue)
      try array.encode(path)
      try array.encode(index)
      try array.encode(HTML.render(node))
    case .remove(let path, let index):
      try array.encode(PatchOperation.remove.rawValue)
      try array.encode(path)
      try array.encode(index)
    case .move(let path, let from, let to):
      try array.encode(PatchOperation.move.rawValue)
      try array.encode(path)
      try array.encode(from)
      try array.encode(to)
    }
  }
}

/// An effect as a JSON array: its name, then its arguments if it has any.
private struct WireEffect: Encodable {
  let effect: Effect

  func encode(to encoder: any Encoder) throws {
    var array = encoder.unkeyedContainer()
    switch effect {
    case .pushURL(let url):
      try array.encode(EffectName.pushURL.rawValue)
      try array.encode(url)
    case .replaceURL(let url):
      try array.encode(EffectName.replaceURL.rawValue)
      try array.encode(url)
    case .openURL(let url):
      try array.encode(EffectName.openURL.rawValue)
      try array.encode(url)
    case .focus(let id):
      try array.encode(EffectName.focus.rawValue)
      try array.encode(id)
    case .title(let title):
      try array.encode(EffectName.title.rawValue)
      try array.encode(title)
    case .ding:
      try array.encode(EffectName.ding.rawValue)
    case .requestMicrophone:
      try array.encode(EffectName.requestMicrophone.rawValue)
    case .startCapture(let capture):
      try array.encode(EffectName.startCapture.rawValue)
      try array.encode(capture)
    case .stopCapture(let capture):
      try array.encode(EffectName.stopCapture.rawValue)
      try array.encode(capture)
    case .showMessage(let title, let message):
      try array.encode(EffectName.showMessage.rawValue)
      try array.encode(title)
      try array.encode(message)
    }
  }
}

// MARK: Decoding

/// A client frame as JSON, before validation.
struct RawClientFrame: Decodable {
  var type: String
  var session: String?
  var secret: String?
  var resume: WireProtocol.Resume?
  var timeZone: String?
  var handler: String?
  var event: String?
  var value: String?
  var checked: Bool?
  var url: String?
  var seq: Int?
  var state: String?
  var capture: Int?
}
