import Foundation
import NIOCore

/// Who a client is, for the per-client bounds of ``RequestLimits``: an IPv4 address, or the
/// /64 prefix of an IPv6 address (one subscriber is usually given a whole /64, so counting
/// single IPv6 addresses would let one client be millions).
enum ClientAddress {
  /// The key of the IP address `text` (`"192.0.2.7"`, `"2001:db8::1"`), or `nil` when it is
  /// not an IP address. An IPv4-mapped IPv6 address is keyed as its IPv4 address.
  static func key(ip text: String) -> String? {
    guard let bytes = bytes(of: text) else { return nil }
    if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") }
    let groups = stride(from: 0, to: 8, by: 2).map {
      String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
    }
    return groups.joined(separator: ":") + "::/64"
  }

  /// The key of a connection's peer, or `nil` when it has no IP address (a Unix socket).
  static func key(peer: SocketAddress?) -> String? {
    peer?.ipAddress.flatMap { key(ip: $0) }
  }

  /// The key of the client that sent a request: the peer's, or, when the peer is one of
  /// `trustedProxies`, the last address in the request's `X-Forwarded-For` (the one the
  /// proxy itself saw; earlier ones are whatever the client claimed).
  static func key(
    peer: SocketAddress?, forwardedFor: String?, trustedProxies: Set<String>
  ) -> String? {
    key(peerAddress: peer?.ipAddress, forwardedFor: forwardedFor, trustedProxies: trustedProxies)
  }

  /// ``key(peer:forwardedFor:trustedProxies:)`` for a peer's IP address as text.
  static func key(
    peerAddress: String?, forwardedFor: String?, trustedProxies: Set<String>
  ) -> String? {
    guard isTrusted(peerAddress, trustedProxies),
      let last = forwardedFor?.split(separator: ",").last,
      let forwarded = key(ip: last.trimmingCharacters(in: .whitespaces))
    else { return peerAddress.flatMap { key(ip: $0) } }
    return forwarded
  }

  /// Whether `peer` is one of `proxies` (compared as addresses, so `::ffff:127.0.0.1` is
  /// `127.0.0.1`).
  static func isTrusted(_ peer: SocketAddress?, _ proxies: Set<String>) -> Bool {
    isTrusted(peer?.ipAddress, proxies)
  }

  private static func isTrusted(_ peerAddress: String?, _ proxies: Set<String>) -> Bool {
    guard !proxies.isEmpty, let address = peerAddress.flatMap(bytes(of:)) else { return false }
    return proxies.contains { bytes(of: $0) == address }
  }

  /// The address's bytes: 4 for IPv4 (and IPv4-mapped IPv6), 16 for IPv6.
  private static func bytes(of text: String) -> [UInt8]? {
    var v4 = in_addr()
    if inet_pton(AF_INET, text, &v4) == 1 {
      return withUnsafeBytes(of: &v4) { Array($0) }
    }
    var v6 = in6_addr()
    guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
    let bytes = withUnsafeBytes(of: &v6) { Array($0) }
    if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
      return Array(bytes[12..<16])
    }
    return bytes
  }
}
