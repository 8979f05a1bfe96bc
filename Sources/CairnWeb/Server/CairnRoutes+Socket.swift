import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

extension CairnRoutes {
  /// Adds the tabs' WebSocket (`<prefix>/_cairn/socket`) to a WebSocket router: an upgrade is
  /// accepted only from a page of this server under an allowed host name, and the socket only
  /// attaches to a session whose secret its first frame presents.
  public func addSocket<Context: WebSocketRequestContext>(to router: Router<Context>) {
    let (store, hosts, logger) = (store, hosts, logger)
    let deadline = limits.attachDeadline
    router.ws(RouterPath(prefix + "/_cairn/socket")) { request, _ in
      let origin = request.headers[.origin]
      guard hosts.allowsSocket(origin: origin, authority: request.head.authority) else {
        logger.notice(
          "Refused a socket upgrade",
          metadata: [
            "origin": "\(origin ?? "none")", "host": "\(request.head.authority ?? "none")",
          ])
        return .dontUpgrade
      }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, _ in
      var messages = inbound.messages(maxSize: WireProtocol.maximumMessageSize).makeAsyncIterator()
      // A socket that does not say which session it is for within the deadline is closed.
      let watchdog = Task {
        try await Task.sleep(for: deadline)
        try await outbound.close(.policyViolation, reason: "no attach frame")
      }
      let first = try? await messages.next()
      watchdog.cancel()
      guard case .text(let text)? = first,
        case .attach(let id, let secret, let resume, let timeZone)? = try? WireProtocol.decode(text)
      else {
        logger.notice("Refused a socket: its first frame did not attach a session")
        try await outbound.write(
          .text(WireProtocol.errorFrame(.notAttached, "The first frame must attach a session.")))
        try await outbound.close(.policyViolation, reason: "not attached")
        return
      }
      let (outgoing, continuation) = AsyncStream.makeStream(of: Outgoing.self)
      let attached: (Session, Int)? = await MainActor.run {
        guard let (session, isResumed) = store.attach(session: id, secret: secret, resume: resume)
        else { return nil }
        if let timeZone { session.live.setTimeZone(identifier: timeZone) }
        let connection = session.connect(
          forceReset: isResumed,
          onReplaced: { continuation.yield(.replaced) },
          { continuation.yield(.frame($0)) }
        )
        return (session, connection)
      }
      guard let (session, connection) = attached else {
        logger.notice(
          "Refused a socket: unknown session or wrong secret", metadata: ["session": "\(id)"])
        try await outbound.write(
          .text(WireProtocol.errorFrame(.sessionExpired, "Unknown or expired session.")))
        try await outbound.close(.policyViolation, reason: "unknown session")
        return
      }
      let writer = Task {
        for await item in outgoing {
          switch item {
          case .frame(let frame):
            try await outbound.write(.text(frame))
          case .replaced:
            try await outbound.write(
              .text(WireProtocol.errorFrame(.replaced, "This tab's session was opened elsewhere.")))
            try await outbound.close(.normalClosure, reason: "replaced")
            return
          }
        }
      }
      defer { writer.cancel() }
      do {
        while let message = try await messages.next() {
          switch message {
          case .text(let text):
            await session.receive(text, from: connection)
          case .binary(let buffer):
            // Binary frames carry microphone audio; the session accepts them only while a
            // capture it started runs.
            let bytes = [UInt8](buffer.readableBytesView)
            await session.receive(audio: bytes, from: connection)
          }
        }
      } catch {
        logger.notice("Closed a socket on an oversized message", metadata: ["session": "\(id)"])
        continuation.yield(.frame(WireProtocol.errorFrame(.tooLarge, "Frame rejected: \(error)")))
      }
      continuation.finish()
      await MainActor.run { session.disconnect(connection) }
    }
  }

  /// What a socket's writer sends next.
  enum Outgoing: Sendable {
    case frame(String)
    case replaced
  }
}
