import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CairnServer {
  /// The error ``CairnServer/serve(_:host:port:allowedHosts:limits:gracePeriod:instance:onStart:onShutdown:)``
  /// throws when another process already listens on the port it was asked to bind.
  ///
  /// Its description is one line for a person at a terminal, naming the `--port` option that
  /// every Cairn executable takes (``ServerOptions/port``), instead of the socket layer's
  /// `errno: 98`.
  public struct PortInUse: Error, Equatable, CustomStringConvertible {
    /// The address the server tried to bind.
    public let host: String
    /// The port that is taken.
    public let port: Int

    /// An error saying that `port` on `host` is taken.
    public init(host: String, port: Int) {
      self.host = host
      self.port = port
    }

    /// "Port 8080 is in use; pass --port <n> to use another."
    public var description: String {
      "Port \(port) is in use; pass --port <n> to use another."
    }

    /// `error` as a ``PortInUse`` when it is the socket layer's "address already in use" for
    /// a bind of `port` on `host`; otherwise `error` itself.
    static func explaining(_ error: any Error, host: String, port: Int) -> any Error {
      guard let failure = error as? IOError, failure.errnoCode == EADDRINUSE else { return error }
      return PortInUse(host: host, port: port)
    }
  }
}
