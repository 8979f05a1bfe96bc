@_spi(Runtime) import CairnWeb
import Foundation
import Testing

/// Cairn's routes added to an application of one's own, under a path prefix.
@Suite("Cairn inside another Hummingbird application", .serialized)
struct ComposedServerTests {
  static func get(_ target: String, _ port: Int) -> String {
    "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
  }

  @Test func pagesAndAssetsLiveUnderThePrefixBesideTheApplicationsOwnRoutes() async throws {
    let server = try await EmbeddedServer.start()
    defer { server.stop() }
    let health = try await RawConnection.exchange(
      port: server.port, Self.get("/health", server.port))
    #expect(health.status == 200)
    #expect(health.body == "ok")

    let page = try await RawConnection.exchange(
      port: server.port, Self.get("/studies/sheet", server.port))
    #expect(page.status == 200)
    #expect(page.body.contains(#"src="/studies/_cairn/cairn.js?v="#))
    #expect(page.body.contains(#"<meta name="cairn-prefix" content="/studies">"#))
    #expect(page.body.contains(#"<meta name="cairn-url" content="/studies/sheet">"#))
    #expect(page.header("Content-Security-Policy") != nil, "the guard runs under the prefix")

    let script = try await RawConnection.exchange(
      port: server.port, Self.get("/studies/_cairn/cairn.js", server.port))
    #expect(script.status == 200)
    #expect(script.body.contains("CairnProtocol"))

    let rebound = try await RawConnection.exchange(
      port: server.port,
      "GET /studies/ HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n")
    #expect(rebound.status == 403)
  }
}

extension EndToEnd {
  @Suite(
    "Cairn under a prefix in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct PrefixedEndToEndTests {
    @Test func aSheetAndTheBackButtonKeepThePrefixInTheURL() async throws {
      let server = try await EmbeddedServer.start()
      let browser = try await WebDriver.start()
      do {
        try await browser.open(server.url + "/studies/sheet")
        try await browser.waitUntil("document.documentElement.dataset.cairnConnected === 'true'")
        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil("!!document.querySelector('dialog.sheet[open]')")
        #expect(try await browser.currentURL().hasSuffix("/studies/sheet/edit"))
        try await browser.click(try await browser.button("Done"))
        try await browser.waitUntil("!document.querySelector('dialog')")
        #expect(try await browser.currentURL().hasSuffix("/studies/sheet"))

        try await browser.open(server.url + "/studies/drill-down")
        try await browser.waitUntil("document.documentElement.dataset.cairnConnected === 'true'")
        try await browser.click(try await browser.button("Counter 2: 0"))
        try await browser.waitUntil("location.pathname === '/studies/drill-down/2'")
        try await browser.back()
        try await browser.waitUntil("location.pathname === '/studies/drill-down'")
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Drill-down'")
      } catch {
        await browser.quit()
        server.stop()
        throw error
      }
      await browser.quit()
      server.stop()
    }
  }
}
