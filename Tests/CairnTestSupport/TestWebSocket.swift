import Foundation

/// A WebSocket client over a plain loopback socket that sends exactly the headers a test
/// chooses, `Origin` included (the Hummingbird test client always sends `Origin: ws://host`,
/// which no browser does and Cairn refuses). Text frames only; blocking I/O runs on a thread
/// of its own, and every read gives up after the timeout.
public final class TestWebSocket: @unchecked Sendable {
  private let descriptor: Int32
  private var buffered: [UInt8] = []
  /// The server's answer to the upgrade (status line and headers).
  public private(set) var handshake = ""

  /// What the server answered to the upgrade, when it was not `101 Switching Protocols`.
  public struct Refused: Error, CustomStringConvertible {
    /// The status line and headers of the answer.
    public let description: String
  }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Opens a socket to `path` on `port`, sending `Host: host:port` and `Origin: origin`.
  /// With `extensions`, offers them as a browser does (`Sec-WebSocket-Extensions`).
  public static func connect(
    port: Int, path: String, host: String = "127.0.0.1", origin: String?, timeout: Int = 10,
    extensions: String? = nil
  ) async throws -> TestWebSocket {
    try await blocking {
      let socket = TestWebSocket(
        descriptor: try LoopbackSocket.connect(port: port, timeout: timeout))
      var request = "GET \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\n"
      request += "Upgrade: websocket\r\nConnection: Upgrade\r\n"
      request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
      if let origin { request += "Origin: \(origin)\r\n" }
      if let extensions { request += "Sec-WebSocket-Extensions: \(extensions)\r\n" }
      request += "\r\n"
      try socket.write(Array(request.utf8))
      let head = try socket.readHead()
      guard head.hasPrefix("HTTP/1.1 101") else { throw Refused(description: head) }
      socket.handshake = head
      return socket
    }
  }

  /// Sends `text` as one masked text frame.
  public func send(_ text: String) async throws {
    try await Self.blocking { try self.write(Self.frame(Array(text.utf8))) }
  }

  /// One frame as it travelled: its opcode, whether it was compressed (RSV1), its payload as
  /// sent, and its size on the wire, header included.
  public struct WireFrame: Sendable {
    /// The opcode (1 text, 2 binary, 8 close).
    public let opcode: UInt8
    /// Whether the payload is compressed (`permessage-deflate`).
    public let isCompressed: Bool
    /// The payload as sent (compressed or not).
    public let payload: [UInt8]
    /// The bytes the frame took on the wire.
    public let wireSize: Int
  }

  /// The next frame as it travelled, or `nil` when the server closed the socket.
  public func receiveWireFrame() async throws -> WireFrame? {
    try await Self.blocking { try self.readWireFrame() }
  }

  /// Stops sending, as a tab that went away (without a close frame); what the server still
  /// sends can be read until it closes its side.
  public func disconnect() {
    shutdown(descriptor, Int32(SHUT_WR))
  }

  /// The next text frame, or `nil` when the server closed the socket.
  public func receive() async throws -> String? {
    try await Self.blocking { try self.readTextFrame() }
  }

  private static func blocking<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }

  /// A client frame: FIN and opcode 1, the masked length, the mask, the masked payload.
  private static func frame(_ payload: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = [0x81]
    switch payload.count {
    case ..<126: bytes.append(0x80 | UInt8(payload.count))
    case ..<65_536:
      bytes.append(0x80 | 126)
      bytes += [UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
    default:
      bytes.append(0x80 | 127)
      bytes += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xff) }
    }
    let mask: [UInt8] = [0x37, 0xfa, 0x21, 0x3d]
    bytes += mask
    bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    return bytes
  }

  private func write(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.send(descriptor, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard written > 0 else { throw Refused(description: "the socket closed while writing") }
      offset += written
    }
  }

  /// Reads at least `count` bytes into the buffer; `false` when the peer closed first.
  private func fill(_ count: Int) throws -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while buffered.count < count {
      let read = Foundation.read(descriptor, &chunk, chunk.count)
      if read == 0 || (read < 0 && errno == ECONNRESET) { return false }
      guard read > 0 else { throw Refused(description: "timed out waiting for the server") }
      buffered += chunk[0..<read]
    }
    return true
  }

  private func take(_ count: Int) -> [UInt8] {
    defer { buffered.removeFirst(count) }
    return Array(buffered[0..<count])
  }

  private func readHead() throws -> String {
    let end = Array("\r\n\r\n".utf8)
    while true {
      if let range = buffered.firstRange(of: end) {
        return String(decoding: take(range.upperBound), as: UTF8.self)
      }
      guard try fill(buffered.count + 1) else {
        return String(decoding: take(buffered.count), as: UTF8.self)
      }
    }
  }

  private func readWireFrame() throws -> WireFrame? {
    guard try fill(2) else { return nil }
    let first = buffered[0]
    var length = Int(buffered[1] & 0x7f)
    var headerLength = 2
    if length == 126 {
      guard try fill(4) else { return nil }
      length = Int(buffered[2]) << 8 | Int(buffered[3])
      headerLength = 4
    } else if length == 127 {
      guard try fill(10) else { return nil }
      length = (2..<10).reduce(0) { $0 << 8 | Int(buffered[$1]) }
      headerLength = 10
    }
    guard try fill(headerLength + length) else { return nil }
    _ = take(headerLength)
    return WireFrame(
      opcode: first & 0x0f, isCompressed: first & 0x40 != 0, payload: take(length),
      wireSize: headerLength + length)
  }

  private func readTextFrame() throws -> String? {
    while let frame = try readWireFrame() {
      switch frame.opcode {
      case 0x1: return String(decoding: frame.payload, as: UTF8.self)
      case 0x8: return nil
      default: continue  // pings and other control frames
      }
    }
    return nil
  }
}
