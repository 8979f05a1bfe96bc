@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import Testing

@MainActor
@Suite("Environment: app-defined keys, colorScheme, openURL")
struct EnvironmentDataFlowTests {
  @Test func appDefinedKeysReachChildren() {
    let host = ViewHost {
      VStack {
        AccentLabel()
        AccentLabel().environment(\.accent, "red").environment(\.colorScheme, .dark)
      }
    }
    #expect(host.contains(text: "Accent: blue, scheme: light"), "the default, and light by default")
    #expect(host.contains(text: "Accent: red, scheme: dark"))
  }

  @Test func openURLSendsTheTabToSafeURLsOnly() async throws {
    let urls = [
      "https://example.com/a", "mailto:team@example.com", "/standups/1",
      "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,hi", "//evil.example",
      "file:///etc/passwd",
    ]
    let host = ViewHost { LinkOpener(urls: urls) }
    for url in urls { try await host.tap(host.button("Open \(url)")) }
    #expect(
      host.effects.filter { if case .openURL = $0 { true } else { false } } == [
        .openURL("https://example.com/a"), .openURL("mailto:team@example.com"),
        .openURL("/standups/1"),
      ])
  }

  @Test func anAppHandlerComesFirst() async throws {
    var handled: [URL] = []
    let host = ViewHost {
      LinkOpener(urls: ["https://example.com/in-app", "https://example.com/out"])
        .environment(
          \.openURL,
          OpenURLAction { url in
            if url.path == "/in-app" {
              handled.append(url)
              return .handled
            }
            return .systemAction
          })
    }
    try await host.tap(host.button("Open https://example.com/in-app"))
    try await host.tap(host.button("Open https://example.com/out"))
    #expect(handled.map(\.absoluteString) == ["https://example.com/in-app"])
    #expect(host.effects.contains(.openURL("https://example.com/out")))
    #expect(!host.effects.contains(.openURL("https://example.com/in-app")))
  }
}
