import Foundation

/// A TCP socket listening on a free port of 127.0.0.1, held open so that a server told to
/// bind the same port finds it taken.
public final class LoopbackListener: Sendable {
  /// The port it listens on.
  public let port: Int
  private let descriptor: Int32

  /// Binds a free port on 127.0.0.1 and listens on it until ``close()``.
  public init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw LoopbackSocket.Failure(description: "socket failed") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0
          && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else {
      Foundation.close(descriptor)
      throw LoopbackSocket.Failure(description: "could not listen on a loopback port")
    }
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: address.sin_port))
  }

  /// Stops listening and frees the port.
  public func close() {
    Foundation.close(descriptor)
  }
}
