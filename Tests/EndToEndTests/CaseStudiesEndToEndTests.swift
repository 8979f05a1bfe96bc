@_spi(Runtime) import CairnWeb
import CaseStudies
import Foundation
import Testing

/// Every end-to-end suite runs inside this one, one test at a time: two browsers and servers at
/// once on a 2-core machine only make each other slow.
@Suite("End to end", .serialized)
enum EndToEnd {}

extension EndToEnd {
  /// The case studies in a real Chromium, against the real server, over a real WebSocket.
  @Suite(
    "Case studies in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct CaseStudiesEndToEndTests {
    /// Runs `body` with a fresh server and browser, and always cleans both up.
    func withBrowser(_ body: (WebDriver, String) async throws -> Void) async throws {
      try await withCaseStudiesBrowser(body)
    }

    static let connected = "document.documentElement.dataset.cairnConnected === 'true'"

    static func dialogOpen(_ selector: String = "dialog") -> String {
      "!!document.querySelector('\(selector)[open]')"
    }

    static let noDialog = "!document.querySelector('dialog')"

    @Test func sheetOpensAndDismissesByButtonAndByEscape() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/sheet")
        try await browser.waitUntil(Self.connected)

        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil(Self.dialogOpen("dialog.sheet"))
        #expect(try await browser.currentURL().hasSuffix("/sheet/edit"))

        try await browser.click(try await browser.button("Done"))
        try await browser.waitUntil(Self.noDialog)
        #expect(try await browser.currentURL().hasSuffix("/sheet"))

        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil(Self.dialogOpen("dialog.sheet"))
        try await browser.pressEscape()
        try await browser.waitUntil(Self.noDialog)
        #expect(try await browser.currentURL().hasSuffix("/sheet"))
      }
    }

    @Test func typingInASheetUpdatesTheParent() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/sheet/edit")
        try await browser.waitUntil(Self.connected)
        let field = try await browser.find("dialog input[aria-label='Text']")
        try await browser.clear(field)
        try await browser.type("Typed in Chromium", into: field)
        try await browser.waitUntil("document.body.innerText.includes('17 characters')")
        #expect(
          try await browser.execute(
            "return arguments[0].value", [["element-6066-11e4-a52e-4f735466cecf": field.id]])
            as? String == "Typed in Chromium")

        try await browser.pressEscape()
        try await browser.waitUntil(Self.noDialog)
        try await browser.waitUntil("document.body.innerText.includes('Typed in Chromium')")
      }
    }

    @Test func answeringAnAlert() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/alerts")
        try await browser.waitUntil(Self.connected)
        try await browser.click(try await browser.button("Change count"))
        try await browser.waitUntil(Self.dialogOpen("dialog.confirmation-dialog"))
        try await browser.click(try await browser.button("Increment", in: "//dialog"))
        try await browser.waitUntil("document.body.innerText.includes('Count: 1')")

        try await browser.click(try await browser.button("Reset"))
        try await browser.waitUntil(Self.dialogOpen("dialog.alert"))
        let alertText = try await browser.text(try await browser.find("dialog.alert"))
        #expect(alertText.contains("Reset the count?"))
        try await browser.click(try await browser.button("Reset", in: "//dialog"))
        try await browser.waitUntil(
          Self.noDialog + " && document.body.innerText.includes('Count: 0')")
      }
    }

    @Test func drillDownAndComeBackWithTheBrowsersBackButton() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/")
        try await browser.waitUntil(Self.connected)
        try await browser.click(
          try await browser.find(xpath: "//a[contains(., 'Drill-down')]"))
        try await browser.waitUntil("location.pathname === '/drill-down'")
        try await browser.click(try await browser.button("Counter 2: 0"))
        try await browser.waitUntil("location.pathname === '/drill-down/2'")
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Counter 2'")

        try await browser.back()
        try await browser.waitUntil("location.pathname === '/drill-down'")
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Drill-down'")
        try await browser.waitUntil("!!document.querySelector('[data-back]')")

        try await browser.back()
        try await browser.waitUntil("location.pathname === '/'")
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Case Studies'")
      }
    }

    @Test func loadingADeepLinkDirectly() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/stack/1/2/3")
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Screen 3'")
        try await browser.open(url + "/drill-down/99")
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Drill-down'")
        try await browser.waitUntil(Self.connected + " && location.pathname === '/drill-down'")
      }
    }

    @Test func reloadingMidFlowKeepsTheState() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/drill-down")
        try await browser.waitUntil(Self.connected)
        try await browser.click(try await browser.button("Counter 3: 0"))
        try await browser.waitUntil("location.pathname === '/drill-down/3'")
        try await browser.click(try await browser.button("Increment Count: 0"))
        try await browser.waitUntil("document.body.innerText.includes('Count: 1')")

        try await browser.refresh()
        try await browser.waitUntil(
          Self.connected + " && document.body.innerText.includes('Count: 1')")
        #expect(try await browser.currentURL().hasSuffix("/drill-down/3"))
      }
    }

    @Test func popoverAndModelDrivenFocus() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/popover")
        try await browser.waitUntil(Self.connected)
        try await browser.click(try await browser.button("Show info"))
        try await browser.waitUntil(Self.dialogOpen("dialog.popover"))
        try await browser.pressEscape()
        try await browser.waitUntil(Self.noDialog)

        try await browser.open(url + "/focus")
        try await browser.waitUntil(Self.connected)
        try await browser.click(try await browser.button("Next field"))
        try await browser.waitUntil("document.activeElement.getAttribute('aria-label') === 'Email'")
        try await browser.click(try await browser.button("Validate"))
        try await browser.waitUntil(
          "document.activeElement.getAttribute('aria-label') === 'Name' && document.body.innerText.includes('Name is required.')"
        )
      }
    }

    @Test func screenshotsOfTheGallerySheetAndAlert() async throws {
      let folder = ProcessInfo.processInfo.environment["CAIRN_SCREENSHOTS"]
      try await withBrowser { browser, url in
        for (name, path, condition) in [
          ("gallery", "/", Self.connected),
          ("sheet", "/sheet/edit", Self.dialogOpen("dialog.sheet")),
          ("alert", "/alerts/alert", Self.dialogOpen("dialog.alert")),
        ] {
          try await browser.open(url + path)
          try await browser.waitUntil(condition)
          let png = try await browser.screenshot()
          #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG")
          if let folder {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
          }
        }
      }
    }
  }
}
