import Foundation
import StandupsDomain
import Testing

extension EndToEnd {
  /// A long Standups list in Chromium: the page draws the first rows, and more arrive as the
  /// person scrolls, without pressing anything.
  @Suite(
    "Lazy lists in the browser",
    .enabled(
      if: StandupsProcess.isAvailable,
      "Needs Chromium and chromedriver and a built standups executable")
  )
  struct LazyListEndToEndTests {
    static let connected = "document.documentElement.dataset.cairnConnected === 'true'"
    static let rows = "document.querySelectorAll('[role=listitem][aria-posinset]').length"
    static let lastRow =
      "Number([...document.querySelectorAll('[role=listitem][aria-posinset]')].pop()"
      + ".getAttribute('aria-posinset'))"

    @Test func scrollingALongListBringsMoreRows() async throws {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("standups-lazy-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let standups = (1...300).map { number in
        Standup(id: .init(UUID()), theme: .allCases[number % 16], title: "Standup \(number)")
      }
      try StandupsDataFile(directory: directory).save(standups)
      let server = try StandupsProcess.start(dataDirectory: directory)
      let browser = try await WebDriver.start()
      do {
        try await browser.open(server.url)
        try await browser.waitUntil(Self.connected)
        let first = try await browser.execute("return \(Self.rows)") as? Int
        #expect(first == 50, "the page draws the first window")
        let size = try await browser.execute(
          "return document.querySelector('[role=listitem][aria-posinset]')"
            + ".getAttribute('aria-setsize')")
        #expect(size as? String == "300")
        // The button that brings more is a real button a keyboard reaches.
        let more = try await browser.execute(
          "const b = document.querySelector('button[data-cairn-lazy=end]');"
            + " return b ? b.tagName + ' ' + b.tabIndex : 'none'")
        #expect(more as? String == "BUTTON 0")
        // Scrolling to the end of what is drawn brings the next rows, again and again.
        for _ in 0..<3 {
          let before = try await browser.execute("return \(Self.lastRow)") as? Int ?? 0
          _ = try await browser.execute("window.scrollTo(0, document.body.scrollHeight)")
          try await browser.waitUntil("\(Self.lastRow) > \(before)")
        }
        #expect(try await browser.execute("return \(Self.lastRow)") as? Int ?? 0 >= 200)
        let text = try await browser.execute("return document.body.innerText") as? String ?? ""
        #expect(text.contains("Standup 200"))
      } catch {
        server.stop()
        await browser.quit()
        throw error
      }
      server.stop()
      await browser.quit()
    }
  }
}
