import Foundation

/// Blocking TCP connections to the server on 127.0.0.1 from a chosen loopback source address
/// (`127.0.0.2`, `127.0.0.3`, …: every 127/8 address is this machine), so that one test can
/// be several clients. Reads give up after the timeout set at connection, so a server that
/// never answers fails a test instead of hanging it.
enum SourcedSocket {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// What a read until the end saw.
  struct Ending {
    /// Everything the server sent.
    var text: String
    /// Whether the server closed the connection (rather than the read timing out).
    var closed: Bool
  }

  /// A connection from `source` to `port`, whose reads and writes (and the connection itself)
  /// give up after `timeout` seconds; the caller closes it.
  static func connect(from source: String, port: Int, timeout: Int = 10) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
    guard bind(descriptor, address(source, port: 0)), Self.connect(descriptor, port: port) else {
      let error = errno
      close(descriptor)
      throw Failure(description: "could not connect from \(source) to \(port): errno \(error)")
    }
    return descriptor
  }

  /// Sends all of `text`; `false` when the server refused it.
  @discardableResult
  static func send(_ descriptor: Int32, _ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Foundation.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Reads until the server closes the connection or the read times out.
  static func readToEnd(_ descriptor: Int32) -> Ending {
    var received = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      if count > 0 {
        received += chunk[0..<count]
        continue
      }
      // A reset is the server closing too; a timeout is not.
      let closed = count == 0 || errno == ECONNRESET
      return Ending(text: String(decoding: received, as: UTF8.self), closed: closed)
    }
  }

  /// Whether the server has sent something or closed the connection, without waiting.
  static func isReadable(_ descriptor: Int32) -> Bool {
    var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&polled, 1, 0) > 0
  }

  /// Waits, up to `timeout` seconds, until one of `descriptors` is closed by the server or
  /// has something to read; returns its index.
  static func firstReadable(_ descriptors: [Int32], timeout: Int) -> Int? {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&polled, nfds_t(polled.count), Int32(timeout * 1000)) > 0 else { return nil }
    return polled.firstIndex { $0.revents != 0 }
  }

  /// Runs blocking socket work on a thread of its own.
  static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }

  private static func address(_ host: String, port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr(host)
    return address
  }

  private static func bind(_ descriptor: Int32, _ address: sockaddr_in) -> Bool {
    var address = address
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  private static func connect(_ descriptor: Int32, port: Int) -> Bool {
    var address = address("127.0.0.1", port: port)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}
