@_spi(Runtime) import CairnWeb
import Testing

@Suite("Host policy")
struct HostPolicyTests {
  @Test func loopbackNamesAndTheBoundAddressAreAllowedByDefault() {
    let policy = HostPolicy()
    for authority in ["127.0.0.1:8080", "localhost:8080", "localhost", "[::1]:8080", "LocalHost:1"]
    {
      #expect(policy.allows(authority: authority), "\(authority)")
    }
    for authority in [
      "attacker.example:8080", "127.0.0.1.nip.io:8080", "", "localhost:80x", "user@localhost",
      "localhost:8080/x", "0.0.0.0:8080",
    ] {
      #expect(!policy.allows(authority: authority), "\(authority)")
    }
    #expect(!policy.allows(authority: nil))
  }

  @Test func aNetworkDeploymentNamesItsHosts() {
    let policy = HostPolicy(boundTo: "0.0.0.0", allowing: ["Standups.Example.com", "10.0.0.5"])
    #expect(policy.allows(authority: "standups.example.com"))
    #expect(policy.allows(authority: "10.0.0.5:8080"))
    #expect(!policy.allows(authority: "0.0.0.0:8080"), "a wildcard bind adds no name")
    #expect(!policy.allows(authority: "other.example.com"))
  }

  @Test func aSocketOriginMustBeTheExactHostAndPortUnderAnAllowedName() {
    let policy = HostPolicy()
    #expect(policy.allowsSocket(origin: "http://127.0.0.1:8080", authority: "127.0.0.1:8080"))
    #expect(policy.allowsSocket(origin: "https://localhost:8080", authority: "localhost:8080"))
    #expect(!policy.allowsSocket(origin: "http://evil.example", authority: "127.0.0.1:8080"))
    #expect(!policy.allowsSocket(origin: "null", authority: "127.0.0.1:8080"))
    #expect(!policy.allowsSocket(origin: nil, authority: "127.0.0.1:8080"))
    #expect(!policy.allowsSocket(origin: "http://127.0.0.1:9999", authority: "127.0.0.1:8080"))
    #expect(
      !policy.allowsSocket(origin: "http://rebind.example:8080", authority: "rebind.example:8080"),
      "a rebound name is refused even when origin and host agree")
  }
}
