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
      // What waits for the tab, and what waits for the session, are both bounded.
      let outbox = Outbox()
      let inbox = Inbox()
      let attached: (Session, Int)? = await MainActor.run {
        guard let (session, isResumed) = store.attach(session: id, secret: secret, resume: resume)
        else { return nil }
        if let timeZone { session.live.setTimeZone(identifier: timeZone) }
        // First, the tab's new secret: the one it presented no longer attaches.
        outbox.send(WireProtocol.attachedFrame(session: session.id, secret: session.secret))
        let connection = session.connect(
          forceReset: isResumed, onReplaced: { outbox.sendReplaced() }, outbox: outbox)
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
        for await _ in outbox.doorbell {
          while let item = outbox.take() {
            switch item {
            case .frame, .update:
              // An update is encoded here, on the socket's task, not on the main actor.
              try await outbound.write(.text(item.text ?? ""))
            case .replaced:
              try await outbound.write(
                .text(
                  WireProtocol.errorFrame(.replaced, "This tab's session was opened elsewhere.")))
              try await outbound.close(.normalClosure, reason: "replaced")
              return
            }
          }
        }
      }
      // The session handles the tab's frames one at a time, in order, on the main actor.
      let handler = Task {
        for await _ in inbox.doorbell {
          while let frame = inbox.take() { await session.receive(frame, from: connection) }
        }
      }
      defer {
        writer.cancel()
        handler.cancel()
      }
      do {
        while let message = try await messages.next() {
          switch message {
          case .text(let text):
            // Decoded here, off the main actor; a tab too far ahead is told so.
            if inbox.push(WireProtocol.decoded(text)) == .refused {
              outbox.send(
                WireProtocol.errorFrame(
                  .tooManyEvents, "The server is behind on this tab's events; one was dropped."))
            }
          case .binary(let buffer):
            // Binary frames carry microphone audio; the session accepts them only while a
            // capture it started runs.
            let bytes = [UInt8](buffer.readableBytesView)
            await session.receive(audio: bytes, from: connection)
          }
        }
      } catch {
        logger.notice("Closed a socket on an oversized message", metadata: ["session": "\(id)"])
        outbox.send(WireProtocol.errorFrame(.tooLarge, "Frame rejected: \(error)"))
      }
      // The tab left: what it sent and the session has not handled yet is dropped at once.
      inbox.close()
      outbox.finish()
      await MainActor.run { session.disconnect(connection) }
    }
  }
}
