import Foundation
import Testing

extension EndToEnd {
  /// Issue 33, item 8, outside Standups: with the keyboard only, focus goes back to what
  /// opened a sheet, a popover or an alert when it closes (into a sheet still open when the
  /// alert was over it), and to the new screen's heading after a push or a pop; never to
  /// `<body>`. Switching tabs leaves focus on the tab.
  @Suite(
    "Focus returns where it came from",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct FocusReturnEndToEndTests {
    typealias Keyboard = StandupsEndToEndTests

    /// The focused element is inside the open sheet and is the field labelled `label`.
    static func focusedInSheet(_ label: String) -> String {
      Keyboard.focusedFieldInSheet(label)
    }

    /// Presses Tab until `condition` holds.
    func tab(to condition: String, in browser: WebDriver) async throws {
      for _ in 0..<60 {
        try await browser.press(Keyboard.tab)
        if try await browser.execute("return !!(\(condition))") as? Bool == true { return }
      }
      throw WebDriver.Failure(description: "Tab never reached \(condition)")
    }

    func expectFocus(_ condition: String, in browser: WebDriver) async throws {
      try await browser.waitUntil(condition)
      #expect(
        try await browser.execute("return document.activeElement === document.body") as? Bool
          == false)
    }

    static let focusedNachos = Keyboard.focusedButton("nachos")

    @Test func wiFiSheetAlertPushAndConfirmation() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/wifi")
        try await browser.waitUntil(CaseStudiesEndToEndTests.connected)

        // A secured network's password sheet; a wrong password's alert over it; "OK" puts
        // focus back inside the sheet, not behind it.
        try await tab(to: Self.focusedNachos, in: browser)
        try await browser.pressEnter()
        try await expectFocus(Self.focusedInSheet("Password"), in: browser)
        try await Keyboard().typeKeys("abc", in: browser)
        try await tab(
          to: Keyboard.focusedButton("Join") + " && !!document.activeElement.closest('dialog')",
          in: browser)
        try await browser.pressEnter()
        try await browser.waitUntil(
          "!!document.querySelector('dialog.alert[open]') && " + Keyboard.focusedButton("OK"))
        try await browser.pressEnter()
        try await expectFocus(
          "!document.querySelector('dialog.alert') && !!document.querySelector('dialog.sheet[open]')"
            + " && !!document.activeElement.closest('dialog.sheet[open]')",
          in: browser)

        // Escape closes the sheet: focus on the network that opened it.
        try await browser.pressEscape()
        try await expectFocus(
          CaseStudiesEndToEndTests.noDialog + " && " + Self.focusedNachos, in: browser)

        // Its details push a screen: focus on its heading; the forget alert's "Cancel" puts
        // focus back on "Forget network"; "Back" pops: focus on the list's heading.
        try await tab(
          to: "document.activeElement.getAttribute('aria-label') === 'More info about nachos'",
          in: browser)
        try await browser.pressEnter()
        try await expectFocus(Keyboard.focusedHeading("nachos"), in: browser)
        try await tab(to: Keyboard.focusedButton("Forget network"), in: browser)
        try await browser.pressEnter()
        try await browser.waitUntil(
          "!!document.querySelector('dialog.alert[open]') && " + Keyboard.focusedButton("Cancel"))
        try await browser.pressEnter()
        try await expectFocus(
          CaseStudiesEndToEndTests.noDialog + " && " + Keyboard.focusedButton("Forget network"),
          in: browser)
        try await tab(to: Keyboard.focusedButton("Back to Wi-Fi"), in: browser)
        try await browser.pressEnter()
        try await expectFocus(Keyboard.focusedHeading("Wi-Fi"), in: browser)
      }
    }

    @Test func inventoryTabsAddSheetAndDuplicatePopover() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/inventory/tabs/one")
        try await browser.waitUntil(CaseStudiesEndToEndTests.connected)

        // A tab chosen with the keyboard keeps focus on the tab.
        try await tab(
          to:
            "document.activeElement.getAttribute('role') === 'tab' && document.activeElement.getAttribute('aria-selected') === 'false'",
          in: browser)
        try await browser.pressEnter()
        try await expectFocus(
          "location.pathname === '/inventory' && document.activeElement.getAttribute('role') === 'tab' && document.activeElement.getAttribute('aria-selected') === 'true'",
          in: browser)

        // The add sheet, closed by "Add": focus back on the "Add" that opened it.
        try await tab(
          to: Keyboard.focusedButton("Add") + " && !document.activeElement.closest('dialog')",
          in: browser)
        try await browser.pressEnter()
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
        try await browser.waitUntil(
          "document.querySelector('dialog input[aria-label=Name]').value === 'Bluetooth Keyboard'")
        try await tab(
          to: Keyboard.focusedButton("Add") + " && !!document.activeElement.closest('dialog')",
          in: browser)
        try await browser.pressEnter()
        try await expectFocus(
          CaseStudiesEndToEndTests.noDialog + " && " + Keyboard.focusedButton("Add"),
          in: browser)

        // The duplicate popover, closed by "Add": focus back on its row's "Duplicate".
        try await tab(to: Keyboard.focusedButton("Duplicate Bluetooth Keyboard"), in: browser)
        try await browser.pressEnter()
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.popover"))
        try await tab(
          to: Keyboard.focusedButton("Add") + " && !!document.activeElement.closest('dialog')",
          in: browser)
        try await browser.pressEnter()
        try await expectFocus(
          CaseStudiesEndToEndTests.noDialog + " && "
            + Keyboard.focusedButton("Duplicate Bluetooth Keyboard"),
          in: browser)
      }
    }
  }
}
