/// Which names the server answers to, and which pages may open its socket.
///
/// A browser sends the name it used in the `Host` header. A page served under any other name
/// (an attacker's domain that resolves to 127.0.0.1, the classic DNS-rebinding attack) is
/// refused before it sees a byte, and a WebSocket upgrade is accepted only when its `Origin`
/// is the very host and port the request was sent to, under an allowed name.
///
/// By default only loopback names are allowed. When serving on a network, name every host
/// name the server is reached by (`allowing: ["standups.example.com"]`).
public struct HostPolicy: Sendable, Equatable {
  /// The host names (without port) requests may name, lower-cased.
  public private(set) var allowedNames: Set<String>

  /// The names a loopback server is reached by.
  public static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]", "::1"]

  /// A policy allowing the loopback names, the address the server is bound to (unless it is a
  /// wildcard address), and `names`.
  public init(boundTo host: String = "127.0.0.1", allowing names: [String] = []) {
    var allowed = Self.loopbackNames
    if host != "0.0.0.0", host != "::", !host.isEmpty { allowed.insert(Self.normalized(host)) }
    for name in names { allowed.insert(Self.normalized(name)) }
    allowedNames = allowed
  }

  /// Whether a request whose `Host` header is `authority` (`name` or `name:port`) is for this
  /// server.
  public func allows(authority: String?) -> Bool {
    guard let authority, let name = Self.hostName(of: authority) else { return false }
    return allowedNames.contains(name)
  }

  /// Whether a WebSocket upgrade sent to `authority` with `origin` comes from a page of this
  /// server: the host is allowed and the origin names exactly that host and port. A missing
  /// or `null` origin is not the server's own.
  public func allowsSocket(origin: String?, authority: String?) -> Bool {
    guard allows(authority: authority), let origin, let authority else { return false }
    let lowered = origin.lowercased()
    let expected = authority.lowercased()
    return lowered == "http://\(expected)" || lowered == "https://\(expected)"
  }

  /// The lower-cased name part of an authority, or `nil` when it is malformed.
  static func hostName(of authority: String) -> String? {
    let lowered = authority.lowercased()
    guard !lowered.isEmpty, !lowered.contains("@"), !lowered.contains("/") else { return nil }
    if lowered.hasPrefix("[") {
      guard let close = lowered.firstIndex(of: "]") else { return nil }
      let rest = lowered[lowered.index(after: close)...]
      guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber))
      else { return nil }
      return String(lowered[...close])
    }
    let parts = lowered.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2, !parts[0].isEmpty else { return nil }
    if parts.count == 2, parts[1].isEmpty || !parts[1].allSatisfy(\.isNumber) { return nil }
    return String(parts[0])
  }

  private static func normalized(_ name: String) -> String {
    let lowered = name.lowercased()
    if lowered.contains(":"), !lowered.hasPrefix("[") { return "[\(lowered)]" }
    return lowered
  }
}
