import Foundation
import NIOPosix
import WebSocketKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One simulated tab, doing what the browser client does: GET the page, attach its socket
/// with the page's session and secret (compressed, from the page's origin), then click a real
/// button at a steady rate, timing each click until the update that acknowledges it.
///
/// With several buttons it clicks them in turn, round and round (such as a sheet's "Edit" then
/// its "Cancel"), learning the handlers of buttons that appear later from the updates.
struct TabClient: Sendable {
  let page: URL
  /// The labels of the buttons clicked in turn.
  let buttons: [String]
  let interval: Duration
  /// When clicking starts (every session is open by then) and ends.
  let from: ContinuousClock.Instant
  let until: ContinuousClock.Instant
  let stats: LatencyStats

  func run() async {
    do {
      let (data, _) = try await URLSession.shared.data(from: page)
      let parsed = try ParsedPage.parse(String(decoding: data, as: UTF8.self), buttons: buttons)
      try await attach(parsed)
    } catch {
      await stats.fail("connect: \(error)".prefix(80).description)
    }
  }

  private func attach(_ parsed: ParsedPage) async throws {
    guard let host = page.host, let port = page.port else { return }
    // WebSocketKit sends `Host` without the port, so the page's origin is named the same way.
    // The URL names the session, as the page's script does, for a proxy's sticky routing.
    let pending = PendingClicks()
    let stats = stats
    let directory = ButtonDirectory(labels: buttons, handlers: parsed.handlers)
    let learns = buttons.count > 1
    // The socket's callbacks are set on its event loop, as it is upgraded.
    let socket: WebSocket = try await withCheckedThrowingContinuation { continuation in
      WebSocket.connect(
        to: "ws://\(host):\(port)/_cairn/socket?session=\(parsed.session)",
        headers: ["Origin": "http://\(host)"],
        configuration: .init(maxFrameSize: 1 << 20), on: MultiThreadedEventLoopGroup.singleton
      ) { socket in
        socket.onText { _, text in
          Task {
            if learns { await directory.noteUpdate(text) }
            if let code = Self.value(of: "code", in: text) {
              await stats.fail("error frame: \(code)")
            }
            if let ack = Self.value(of: "ack", in: text).flatMap(Int.init),
              let sent = await pending.remove(ack)
            {
              await stats.record(ContinuousClock.now - sent)
            }
          }
        }
        continuation.resume(returning: socket)
      }
      .whenFailure { continuation.resume(throwing: $0) }
    }
    try await socket.send(
      #"{"type":"attach","session":"\#(parsed.session)","secret":"\#(parsed.secret)"}"#)
    // Start at a random moment within the first interval once every session is open, so
    // clients do not click in step.
    let seconds =
      Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
    try await Task.sleep(until: from + .seconds(Double.random(in: 0..<1) * seconds))
    var seq = 0
    while ContinuousClock.now < until {
      let label = buttons[seq % buttons.count]
      guard let handler = await handler(for: label, in: directory, pending: pending) else {
        await stats.fail("no button \(label)")
        try await Task.sleep(for: interval)
        continue
      }
      seq += 1
      await pending.insert(seq, at: .now)
      await stats.noteSent()
      try await socket.send(
        #"{"type":"event","handler":"\#(handler)","event":"click","seq":\#(seq)}"#)
      try await Task.sleep(for: interval)
    }
    // Late answers still count, for a moment; what is still unanswered then is an error.
    try? await Task.sleep(for: .seconds(2))
    for _ in 0..<(await pending.count) { await stats.fail("unanswered") }
    try await socket.close()
  }

  /// The handler of the button labelled `label`; when no update has shown it yet, waits (at
  /// most 5 s) for the clicks in flight to be answered, since one of them may open it.
  private func handler(
    for label: String, in directory: ButtonDirectory, pending: PendingClicks
  ) async -> String? {
    if let handler = await directory.handler(for: label) { return handler }
    let deadline = ContinuousClock.now + .seconds(5)
    while await pending.count > 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(2))
    }
    return await directory.handler(for: label)
  }

  /// The value of `"key":` in a JSON frame, up to the next comma or brace.
  static func value(of key: String, in text: String) -> String? {
    guard let start = text.range(of: #""\#(key)":"#) else { return nil }
    let rest = text[start.upperBound...]
    let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
    return rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
  }
}

/// Clicks sent and not yet acknowledged, with when they were sent.
actor PendingClicks {
  private var sent: [Int: ContinuousClock.Instant] = [:]

  func insert(_ seq: Int, at instant: ContinuousClock.Instant) { sent[seq] = instant }

  /// Removes `seq` and every earlier click (one update acknowledges all before it); returns
  /// when `seq` was sent.
  func remove(_ seq: Int) -> ContinuousClock.Instant? {
    let instant = sent[seq]
    sent = sent.filter { $0.key > seq }
    return instant
  }

  var count: Int { sent.count }
}
