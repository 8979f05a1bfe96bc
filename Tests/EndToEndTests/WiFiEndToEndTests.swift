import CaseStudyFeatures
import Foundation
import Testing

extension EndToEnd {
  /// The Wi-Fi settings, written with UIKit's collection view controllers, list cells, Auto
  /// Layout and alert controllers, in a real Chromium with the live scanner running.
  @Suite(
    "Wi-Fi settings in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct WiFiEndToEndTests {
    static let connected = CaseStudiesEndToEndTests.connected
    static let nachos = Network.mocks[0].id.uuidString

    static func heading(_ text: String) -> String {
      ReducerCaseStudiesEndToEndTests.heading(text)
    }

    /// Whether a network's row (a button named after the network) is on the page.
    static func hasRow(_ name: String) -> String {
      "[...document.querySelectorAll('[role=listitem] button')].some(b => b.innerText.trim() === '\(name)')"
    }

    /// The row button of the network `name`.
    static func row(_ name: String, _ browser: WebDriver) async throws -> WebDriver.Element {
      try await browser.find(xpath: "//*[@role='listitem']//button[normalize-space(.)='\(name)']")
    }

    /// The connect sheet's "Join" button, in script.
    static let joinButton =
      "[...document.querySelectorAll('dialog button')].find(b => b.innerText.trim() === 'Join')"

    /// Whether the focus is in the open sheet's password field.
    static let focusInPassword = """
      (() => { const e = document.activeElement; return !!e && e.matches('input[type=password]') \
      && e.closest('dialog.sheet[open]') !== null && !document.querySelector('dialog.alert'); })()
      """

    /// Issue 28, item 3: the forget alert focuses "Cancel", with a visible ring, so pressing
    /// Enter as the alert appears forgets nothing.
    @Test func enterInTheForgetAlertCancels() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/wifi")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil(Self.hasRow("nachos"))
        try await browser.click(
          try await browser.find("button[aria-label='More info about nachos']"))
        try await browser.waitUntil(Self.heading("nachos"))
        try await browser.click(try await browser.button("Forget network"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.alert"))
        try await browser.waitUntil(InventoryEndToEndTests.focusedWithRing("Cancel"))
        try await browser.pressEnter()
        try await browser.waitUntil(CaseStudiesEndToEndTests.noDialog)
        try await browser.waitUntil(Self.heading("nachos"))
        #expect(
          try await browser.currentURL().hasSuffix("/wifi/\(Self.nachos)"), "still on its detail")
      }
    }

    @Test func toggleJoinWithAWrongThenTheRightPasswordThenForget() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/wifi")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil(Self.heading("Wi-Fi"))

        // Off leaves only the switch's row; on brings the networks back.
        try await browser.waitUntil(Self.hasRow("nachos"))
        try await browser.click(try await browser.find("input[role=switch][aria-label='Wi-Fi']"))
        try await browser.waitUntil(
          "!\(Self.hasRow("nachos")) && document.querySelectorAll('[role=listitem]').length === 1")
        try await browser.click(try await browser.find("input[role=switch][aria-label='Wi-Fi']"))
        try await browser.waitUntil(Self.hasRow("nachos"))

        // A secured network asks for its password in a sheet, the field focused.
        try await browser.click(try await Self.row("nachos", browser))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
        try await browser.waitUntil("location.pathname === '/wifi/\(Self.nachos)/connect'")
        try await browser.waitUntil(Self.focusInPassword)

        // A wrong password: the alert says so; after OK the sheet is still open and the focus
        // is back in its field, for another try.
        let password = try await browser.find("dialog input[type=password]")
        try await browser.type("123", into: password)
        try await browser.click(try await browser.button("Join", in: "//dialog"))
        try await browser.waitUntil(
          """
          !!document.querySelector('dialog.alert[open]') \
          && document.querySelector('dialog.alert').innerText.includes('Incorrect password for “nachos”')
          """)
        try await browser.click(
          try await browser.button("OK", in: "//dialog[contains(@class,'alert')]"))
        try await browser.waitUntil(Self.focusInPassword)
        #expect(try await browser.currentURL().hasSuffix("/wifi/\(Self.nachos)/connect"))

        // The right one joins: the sheet closes and the network sits under the switch, checked.
        try await browser.clear(password)
        try await browser.type("blobisawesome", into: password)
        try await browser.click(try await browser.button("Join", in: "//dialog"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.noDialog)
        try await browser.waitUntil(
          """
          (() => { const rows = document.querySelectorAll('[role=listitem]'); \
          return rows.length > 2 && rows[1].innerText.trim() === 'nachos' \
          && !!rows[1].querySelector("[aria-label='Joined']"); })()
          """)

        // Its detail is pushed; forgetting it, confirmed, pops back to the list.
        try await browser.click(
          try await browser.find("button[aria-label='More info about nachos']"))
        try await browser.waitUntil(Self.heading("nachos"))
        try await browser.waitUntil("location.pathname === '/wifi/\(Self.nachos)'")
        try await browser.click(try await browser.button("Forget network"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.alert"))
        try await browser.click(try await browser.button("Forget", in: "//dialog"))
        try await browser.waitUntil(Self.heading("Wi-Fi"))
        try await browser.waitUntil("location.pathname === '/wifi'")
        try await browser.waitUntil("!document.querySelector(\"[aria-label='Joined']\")")
      }
    }

    /// At a phone's width the list is drawn as iOS Settings draws it: sections as rounded
    /// cards inset from the edges, one line per row; the detail's "Forget network" starts
    /// where the other rows' texts start; a link leads back to the gallery.
    @Test func theScreensLookLikeSettingsAtAPhonesWidth() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.emulateScreen(width: 390, height: 844)
        try await browser.open(url + "/wifi")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil("window.innerWidth === 390 && \(Self.hasRow("nachos"))")
        let cards =
          try await browser.execute(
            """
            const page = getComputedStyle(document.body).backgroundColor;
            return [...document.querySelectorAll('.section-rows')].map(card => {
              const box = card.getBoundingClientRect(), style = getComputedStyle(card);
              return [box.left, 390 - box.right, parseFloat(style.borderTopLeftRadius),
                style.backgroundColor !== page ? 1 : 0];
            });
            """) as? [[Double]]
        #expect(cards?.count == 2, "the switch's section and the networks': \(cards ?? [])")
        for card in cards ?? [] {
          #expect(card[0] >= 8 && card[1] >= 8, "inset from both edges: \(card)")
          #expect(card[2] >= 8, "rounded: \(card)")
          #expect(card[3] == 1, "a card of its own colour on the page: \(card)")
        }
        let tallest =
          try await browser.execute(
            "return Math.max(...[...document.querySelectorAll('[role=listitem]')].map(r => r.getBoundingClientRect().height))"
          ) as? Double
        #expect((tallest ?? 0) < 60, "no row's name wraps: the tallest row is \(tallest ?? 0) px")
        let switchAtEnd =
          try await browser.execute(
            """
            const row = document.querySelector('[role=listitem]').getBoundingClientRect();
            const toggle = document.querySelector('input[role=switch]').getBoundingClientRect();
            return row.right - toggle.right;
            """) as? Double
        #expect((switchAtEnd ?? 99) < 24, "the switch sits at the row's end: \(switchAtEnd ?? -1)")

        try await browser.click(
          try await browser.find("button[aria-label='More info about nachos']"))
        try await browser.waitUntil(Self.heading("nachos"))
        let starts =
          try await browser.execute(
            """
            const start = text => [...document.querySelectorAll('[role=listitem] .text')]
              .find(t => t.innerText.trim() === text).getBoundingClientRect().left;
            return [start('Forget network'), start('Security'), start('Signal')];
            """) as? [Double]
        #expect(starts?.count == 3)
        if let starts, starts.count == 3 {
          #expect(abs(starts[0] - starts[1]) < 1 && abs(starts[1] - starts[2]) < 1, "\(starts)")
        }

        try await browser.click(
          try await browser.find(xpath: "//a[normalize-space(.)='Back to the case studies']"))
        try await browser.waitUntil(Self.heading("Case Studies"))
      }
    }
  }
}
