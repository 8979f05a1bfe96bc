import Testing

@testable import CairnWeb

/// Who counts as one client for the per-client bounds (issue 28, items 7, 8 and 12).
@Suite("Client addresses")
struct ClientAddressTests {
  @Test func anIPv6ClientIsItsSlash64AndAMappedIPv4IsItsIPv4() {
    #expect(ClientAddress.key(ip: "192.0.2.7") == "192.0.2.7")
    #expect(ClientAddress.key(ip: "::ffff:192.0.2.7") == "192.0.2.7")
    #expect(ClientAddress.key(ip: "2001:db8:1:2:3:4:5:6") == "2001:db8:1:2::/64")
    #expect(
      ClientAddress.key(ip: "2001:db8:1:2:ffff::1") == ClientAddress.key(ip: "2001:db8:1:2::9"),
      "one subscriber's /64 is one client")
    #expect(ClientAddress.key(ip: "2001:db8:1:3::1") != ClientAddress.key(ip: "2001:db8:1:2::1"))
    #expect(ClientAddress.key(ip: "not an address") == nil)
  }

  @Test func forwardedForCountsOnlyFromATrustedProxy() {
    let proxy = "127.0.0.1"
    let stranger = "198.51.100.9"
    let forwarded = "10.0.0.1, 192.0.2.7"
    #expect(
      ClientAddress.key(peerAddress: proxy, forwardedFor: forwarded, trustedProxies: ["127.0.0.1"])
        == "192.0.2.7", "the address the proxy saw, last in the header")
    #expect(
      ClientAddress.key(
        peerAddress: stranger, forwardedFor: forwarded, trustedProxies: ["127.0.0.1"])
        == "198.51.100.9", "anyone else's header is ignored")
    #expect(
      ClientAddress.key(peerAddress: proxy, forwardedFor: forwarded, trustedProxies: [])
        == "127.0.0.1",
      "no proxy is trusted unless named")
    #expect(
      ClientAddress.key(peerAddress: proxy, forwardedFor: "garbage", trustedProxies: ["127.0.0.1"])
        == "127.0.0.1", "a header that names no address leaves the proxy's own")
  }
}
