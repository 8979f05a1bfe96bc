import CairnTestSupport
import CaseStudyFeatures
import Foundation
import Testing

extension EndToEnd {
  /// Issue 28, item 14, in a real Chromium: the tab's secret changes on every attach (a replay
  /// of the page's own secret is refused while the tab carries on, and a reload still resumes),
  /// and Wi-Fi's password never appears in the page.
  @Suite(
    "Secrets in the page, in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct SecretsEndToEndTests {
    static let connected = CaseStudiesEndToEndTests.connected
    static let pageSecret = "document.querySelector('meta[name=cairn-secret]').content"
    static let storedSecret =
      "(JSON.parse(sessionStorage.getItem('cairn-session') || 'null') || {}).secret"

    static func counterShows(_ count: Int) -> String {
      MultiProcessTests.counterShows(count)
    }

    @Test func theSecretChangesOnEveryAttachAndAReplayIsRefused() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/counter")
        try await browser.waitUntil(
          "\(Self.connected) && !!(\(Self.storedSecret)) && \(Self.storedSecret) !== \(Self.pageSecret)"
        )
        let session = try #require(
          try await browser.execute(
            "return document.querySelector('meta[name=cairn-session]').content") as? String)
        let pageSecret = try #require(
          try await browser.execute("return \(Self.pageSecret)") as? String)
        let handed = try #require(
          try await browser.execute("return \(Self.storedSecret)") as? String)

        // The page's secret, replayed by someone else: refused, and the tab is not displaced.
        let port = try #require(url.split(separator: ":").last.flatMap { Int($0) })
        let replay = try await TestWebSocket.connect(
          port: port, path: "/_cairn/socket?session=\(session)", origin: url)
        try await replay.send(
          #"{"type":"attach","session":"\#(session)","secret":"\#(pageSecret)"}"#)
        let refusal = try #require(try await replay.receive())
        #expect(refusal.contains(#""code":"sessionExpired""#), "\(refusal)")
        try await browser.click(try await browser.button("Increment"))
        try await browser.waitUntil(Self.counterShows(1))
        let replaced = try await browser.execute(
          "return document.documentElement.dataset.cairnReplaced || 'no'")
        #expect(replaced as? String == "no", "the tab was not displaced")

        // A reload resumes the session with the secret the tab was handed, and is handed
        // another.
        try await browser.refresh()
        try await browser.waitUntil(
          "\(Self.connected) && \(Self.counterShows(1)) && \(Self.storedSecret) !== '\(handed)'")
        try await browser.click(try await browser.button("Increment"))
        try await browser.waitUntil(Self.counterShows(2))
      }
    }

    static let password = "blob-is-awesome-42"
    static let passwordInPage =
      "document.documentElement.outerHTML.includes('\(password)')"

    @Test func wifiPasswordNeverComesBackToThePage() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/wifi")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil(WiFiEndToEndTests.hasRow("nachos"))
        try await browser.click(try await WiFiEndToEndTests.row("nachos", browser))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
        let field = try await browser.find("dialog input[type=password]")
        try await browser.type(Self.password, into: field)
        // The server has the password: it enabled "Join".
        try await browser.waitUntil(
          "!\(WiFiEndToEndTests.joinButton).disabled")
        #expect(try await browser.execute("return \(Self.passwordInPage)") as? Bool == false)
        #expect(
          try await browser.execute("return document.querySelector('dialog input').value")
            as? String == Self.password, "the browser keeps what was typed")

        // A reload resumes the sheet: the whole screen comes back, without the password, and
        // the field says one is kept.
        try await browser.refresh()
        try await browser.waitUntil(
          "\(Self.connected) && !!document.querySelector('dialog[open] input[type=password]')")
        #expect(try await browser.execute("return \(Self.passwordInPage)") as? Bool == false)
        #expect(
          try await browser.execute("return document.querySelector('dialog input').placeholder")
            as? String == "••••••••")
        #expect(
          try await browser.execute(
            "return \(WiFiEndToEndTests.joinButton).disabled") as? Bool
            == false, "the server still holds the password")
      }
    }
  }
}
