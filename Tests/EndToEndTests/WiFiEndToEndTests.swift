import CaseStudyFeatures
import Foundation
import Testing

extension EndToEnd {
  /// The Wi-Fi settings, written with view controllers, in a real Chromium with the live
  /// scanner running.
  @Suite(
    "Wi-Fi settings in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct WiFiEndToEndTests {
    static let connected = CaseStudiesEndToEndTests.connected

    static func heading(_ text: String) -> String {
      ReducerCaseStudiesEndToEndTests.heading(text)
    }

    static func hasButton(_ name: String) -> String {
      "!!document.querySelector(\"button[aria-label='\(name)']\")"
    }

    /// Issue 28, item 3: the forget alert focuses "Cancel", with a visible ring, so pressing
    /// Enter as the alert appears forgets nothing.
    @Test func enterInTheForgetAlertCancels() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/wifi")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil(Self.hasButton("Join nachos"))
        try await browser.click(try await browser.find("button[aria-label='Details of nachos']"))
        try await browser.waitUntil(Self.heading("nachos"))
        try await browser.click(try await browser.button("Forget network"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.alert"))
        try await browser.waitUntil(InventoryEndToEndTests.focusedWithRing("Cancel"))
        try await browser.pressEnter()
        try await browser.waitUntil(CaseStudiesEndToEndTests.noDialog)
        try await browser.waitUntil(Self.heading("nachos"))
        let nachos = Network.mocks[0].id.uuidString
        #expect(try await browser.currentURL().hasSuffix("/wifi/\(nachos)"), "still on its detail")
      }
    }

    @Test func toggleJoinASecuredNetworkThenForgetIt() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/wifi")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil(Self.heading("Wi-Fi"))

        // Off hides the list; on brings it back.
        try await browser.click(try await browser.find("input[aria-label='Wi-Fi']"))
        try await browser.waitUntil("!\(Self.hasButton("Join nachos"))")
        try await browser.click(try await browser.find("input[aria-label='Wi-Fi']"))
        try await browser.waitUntil(Self.hasButton("Join nachos"))

        // A secured network asks for its password in a sheet; joining puts it on top.
        try await browser.click(try await browser.find("button[aria-label='Join nachos']"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
        let nachos = Network.mocks[0].id.uuidString
        try await browser.waitUntil("location.pathname === '/wifi/\(nachos)/connect'")
        let password = try await browser.find("dialog input[type=password]")
        try await browser.type("blobisawesome", into: password)
        try await browser.waitUntil(
          "!document.querySelector('dialog .bar-trailing button').disabled")
        try await browser.click(try await browser.button("Join", in: "//dialog"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.noDialog)
        try await browser.waitUntil(
          """
          (document.querySelector('[role=listitem]') || {}).innerText?.includes('nachos') \
          && \(Self.hasButton("nachos, joined"))
          """)

        // Its detail is pushed; forgetting it, confirmed, pops back to the list.
        try await browser.click(try await browser.find("button[aria-label='Details of nachos']"))
        try await browser.waitUntil(Self.heading("nachos"))
        try await browser.waitUntil("location.pathname === '/wifi/\(nachos)'")
        try await browser.click(try await browser.button("Forget network"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.alert"))
        try await browser.click(try await browser.button("Forget", in: "//dialog"))
        try await browser.waitUntil(Self.heading("Wi-Fi"))
        try await browser.waitUntil("location.pathname === '/wifi'")
        try await browser.waitUntil("!\(Self.hasButton("nachos, joined"))")
      }
    }
  }
}
