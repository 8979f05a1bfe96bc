import CairnTestSupport
import Foundation

/// Sends raw bytes to a loopback port and reads what comes back until the server closes the
/// connection, on a thread of its own. Used to attack the server with requests no HTTP client
/// would send. A server that neither answers nor closes within `timeout` seconds is reported
/// as `timedOut` (a socket option, so no test waits on a clock when the server behaves).
enum RawConnection {
  struct Exchange {
    /// Everything the server sent, as text (bytes that are not UTF-8 replaced).
    var response: String
    /// Whether the server closed the connection (as opposed to the read timing out).
    var closed: Bool
    /// The status code of the first response line, if any.
    var status: Int? {
      let line = response.split(separator: "\r\n", maxSplits: 1).first ?? ""
      let parts = line.split(separator: " ")
      return parts.count >= 2 ? Int(parts[1]) : nil
    }
    /// The value of the first header named `name` (case-insensitive).
    func header(_ name: String) -> String? {
      let head = response.components(separatedBy: "\r\n\r\n").first ?? ""
      for line in head.split(separator: "\r\n").dropFirst() {
        let pieces = line.split(separator: ":", maxSplits: 1)
        if pieces.count == 2, pieces[0].lowercased() == name.lowercased() {
          return pieces[1].trimmingCharacters(in: .whitespaces)
        }
      }
      return nil
    }
    /// The body, after the head.
    var body: String {
      response.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
    }
  }

  static func exchange(port: Int, _ bytes: [UInt8], timeout: Int = 10) async throws -> Exchange {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(with: Result { try exchangeBlocking(port: port, bytes, timeout) })
      }.start()
    }
  }

  static func exchange(port: Int, _ text: String, timeout: Int = 10) async throws -> Exchange {
    try await exchange(port: port, Array(text.utf8), timeout: timeout)
  }

  private static func exchangeBlocking(port: Int, _ bytes: [UInt8], _ timeout: Int) throws
    -> Exchange
  {
    let descriptor = try LoopbackSocket.connect(port: port, timeout: timeout)
    defer { close(descriptor) }
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
        if written <= 0 { break }  // the server may refuse before reading everything
        offset += written
      }
    }
    var response = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count == 0 {
        return Exchange(response: String(decoding: response, as: UTF8.self), closed: true)
      }
      if count < 0 {
        // A reset after the answer is a close too; a timeout is not.
        let closed = errno == ECONNRESET
        return Exchange(response: String(decoding: response, as: UTF8.self), closed: closed)
      }
      response += chunk[0..<count]
    }
  }
}
