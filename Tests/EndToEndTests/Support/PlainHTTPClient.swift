import CairnTestSupport
import Foundation

/// A small blocking HTTP/1.1 client over a loopback TCP socket, run on its own thread.
///
/// Foundation's `URLSession` on Linux fails on chromedriver's responses ("Failed writing
/// header"), so the WebDriver client speaks HTTP itself: one request per connection,
/// `Connection: close`, body read to the end.
enum PlainHTTPClient {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func send(
    port: Int,
    method: String,
    path: String,
    body: Data?
  ) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result { try sendBlocking(port: port, method: method, path: path, body: body) })
      }.start()
    }
  }

  private static func sendBlocking(port: Int, method: String, path: String, body: Data?) throws
    -> Data
  {
    // A stuck peer fails the request after a minute instead of hanging the test run.
    let descriptor = try LoopbackSocket.connect(port: port, timeout: 60)
    defer { close(descriptor) }

    let payload = body ?? Data()
    var head = "\(method) \(path) HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n"
    head += "Content-Type: application/json\r\nContent-Length: \(payload.count)\r\n\r\n"
    var request = Data(head.utf8)
    request.append(payload)
    try request.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        guard written > 0 else { throw Failure(description: "write failed") }
        offset += written
      }
    }

    // Read the head, then exactly Content-Length bytes (or to the end when there is none):
    // the peer may keep the connection open.
    var response = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    var expectedLength: Int?
    var bodyStart: Data.Index?
    while true {
      if let bodyStart, let expectedLength, response.count - bodyStart >= expectedLength { break }
      let count = read(descriptor, &chunk, chunk.count)
      if count <= 0 { break }
      response.append(contentsOf: chunk[0..<count])
      if bodyStart == nil, let separator = response.range(of: Data("\r\n\r\n".utf8)) {
        bodyStart = separator.upperBound
        let head = String(decoding: response[..<separator.lowerBound], as: UTF8.self).lowercased()
        expectedLength = head.split(separator: "\r\n")
          .first { $0.hasPrefix("content-length:") }
          .flatMap {
            Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
          }
        if head.contains("transfer-encoding: chunked") { expectedLength = nil }
      }
    }
    guard let bodyStart else { throw Failure(description: "malformed HTTP response") }
    let responseHead = String(decoding: response[..<bodyStart], as: UTF8.self).lowercased()
    let content = Data(response[bodyStart...])
    return responseHead.contains("transfer-encoding: chunked") ? dechunk(content) : content
  }

  private static func dechunk(_ data: Data) -> Data {
    var result = Data()
    var index = data.startIndex
    while let lineEnd = data[index...].range(of: Data("\r\n".utf8)) {
      let sizeText = String(decoding: data[index..<lineEnd.lowerBound], as: UTF8.self)
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size > 0
      else { break }
      let start = lineEnd.upperBound
      let end = data.index(start, offsetBy: size)
      result.append(data[start..<end])
      index = data.index(end, offsetBy: 2)
    }
    return result
  }
}
