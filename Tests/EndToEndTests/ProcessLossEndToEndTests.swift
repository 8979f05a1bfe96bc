import CairnTestSupport
import Foundation
import Testing

extension EndToEnd.MultiProcessTests {
  static let sessionTag =
    "(document.querySelector('meta[name=cairn-session]') || {}).content || ''"
  static let notice = "(document.querySelector('.cairn-notice[role=status] p') || {}).textContent"

  /// Whether the counter shows `count`.
  static func counterShows(_ count: Int) -> String {
    "[...document.querySelectorAll('.font-headline')].some((e) => e.textContent.trim() === '\(count)')"
  }

  /// Waits until `condition` holds, through the page reloading meanwhile (a wait in the page
  /// ends when the page unloads; each try is bounded by the script timeout).
  static func waitAcrossReloads(_ browser: WebDriver, _ condition: String) async throws {
    for _ in 1..<4 {
      if (try? await browser.waitUntil(condition)) != nil { return }
    }
    try await browser.waitUntil(condition)
  }

  /// Issue 28, item 10: a tab whose process is killed recovers by itself through the proxy on
  /// the other process (its URL rebuilds its screen), and is told what could not be kept.
  @Test(
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)"))
  func aTabWhoseProcessIsKilledRecoversOnTheOtherOne() async throws {
    let processes = [
      "a": try CaseStudiesProcess.start(instance: "a"),
      "b": try CaseStudiesProcess.start(instance: "b"),
    ]
    defer { for process in processes.values { process.stop() } }
    let proxy = try NginxProxy.start(
      a: try #require(processes["a"]).port, b: try #require(processes["b"]).port)
    defer { proxy.stop() }
    let browser = try await WebDriver.start()
    do {
      try await browser.open("http://127.0.0.1:\(proxy.port)/counter")
      try await browser.waitUntil(EndToEnd.CaseStudiesEndToEndTests.connected)
      let session = try #require(try await browser.execute("return \(Self.sessionTag)") as? String)
      let tag = String(session.prefix { $0 != "-" })
      let other = tag == "a" ? "b" : "a"
      try await browser.click(try await browser.button("Increment"))
      try await browser.click(try await browser.button("Increment"))
      try await browser.waitUntil(Self.counterShows(2))

      let killed = ContinuousClock.now
      try #require(processes[tag]).crash()
      try await Self.waitAcrossReloads(
        browser,
        """
        \(EndToEnd.CaseStudiesEndToEndTests.connected) && (\(Self.sessionTag)).startsWith('\(other)-') \
        && !!(\(Self.notice))
        """)
      print("A tab whose process was killed recovered in \(ContinuousClock.now - killed)")

      let notice = try await browser.execute("return \(Self.notice)") as? String
      #expect(notice?.contains("could not be kept") == true, "\(notice ?? "no notice")")
      #expect(try await browser.currentURL().hasSuffix("/counter"), "its URL rebuilt its screen")
      // What lived only in the killed process is gone; the rebuilt screen works.
      try await browser.waitUntil(Self.counterShows(0))
      try await browser.click(try await browser.button("Increment"))
      try await browser.waitUntil(Self.counterShows(1))
    } catch {
      await browser.quit()
      throw error
    }
    await browser.quit()
  }
}
