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
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw PlainHTTPClient.Failure(description: "socket failed") }
    defer { close(descriptor) }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else { throw PlainHTTPClient.Failure(description: "could not connect") }
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
