import CaseStudyFeatures
import Foundation
import Testing

extension EndToEnd {
  /// The inventory app in a real Chromium: every navigation form from one route, and its
  /// links as real links.
  @Suite(
    "Inventory in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct InventoryEndToEndTests {
    static let connected = CaseStudiesEndToEndTests.connected
    static let noDialog = CaseStudiesEndToEndTests.noDialog

    static func heading(_ text: String) -> String {
      ReducerCaseStudiesEndToEndTests.heading(text)
    }

    static func rows(named name: String) -> String {
      "[...document.querySelectorAll('a.navigation-link .font-headline')]"
        + ".filter(e => e.innerText === '\(name)').length"
    }

    /// The script that tells whether the focused element is the dialog's button `name`,
    /// showing its focus ring.
    static func focusedWithRing(_ name: String) -> String {
      """
      (() => { const e = document.activeElement; return !!e && e.tagName === 'BUTTON' \
      && e.closest('dialog') !== null && e.innerText.trim() === '\(name)' \
      && e.matches(':focus-visible'); })()
      """
    }

    /// Issue 28, item 3: the delete alert focuses "Cancel", with a visible ring, so pressing
    /// Enter as the alert appears deletes nothing.
    @Test func enterInTheDeleteAlertCancelsInsteadOfDeleting() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/inventory")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil("\(Self.rows(named: "Keyboard")) === 1")
        try await browser.click(try await browser.button("Delete Keyboard"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.alert"))
        try await browser.waitUntil(Self.focusedWithRing("Cancel"))
        try await browser.pressEnter()
        try await browser.waitUntil(Self.noDialog)
        #expect(try await browser.execute("return \(Self.rows(named: "Keyboard"))") as? Int == 1)
      }
    }

    /// Issue 28, item 9: a real paste over the name field's limit is cut by the browser, and
    /// the field says so beside itself.
    @Test func aPasteCutAtTheLimitIsSaidBesideTheField() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/inventory")
        try await browser.waitUntil(Self.connected)
        try await browser.setPermission("clipboard-write", "granted")
        try await browser.setPermission("clipboard-read", "granted")
        try await browser.click(try await browser.button("Add"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
        let name = try await browser.find("dialog input[aria-label=Name]")
        try await browser.click(name)
        let written = try await browser.execute(
          "return navigator.clipboard.writeText('k'.repeat(1200)).then(() => 'written')")
        #expect(written as? String == "written")
        try await browser.pressControl("v")
        try await browser.waitUntil(
          "document.querySelector('dialog input[aria-label=Name]').value.length === 1000")
        try await browser.waitUntil(
          """
          [...document.querySelectorAll('dialog .field-limit')].some(e => \
          e.innerText.startsWith('Only the first 1000 characters were kept'))
          """)
      }
    }

    @Test func addDuplicateEditDeleteAndOpenALinkInANewTab() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/inventory/tabs/one")
        try await browser.waitUntil(Self.connected)
        try await browser.click(
          try await browser.find("[role=tab][aria-selected=false]:nth-child(2)"))
        try await browser.waitUntil(Self.heading("Inventory"))
        try await browser.waitUntil("location.pathname === '/inventory'")

        // Add: the sheet pre-fills after half a second; "Add" appends and dismisses.
        try await browser.click(try await browser.button("Add"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
        try await browser.waitUntil("location.pathname === '/inventory/add'")
        try await browser.waitUntil(
          "document.querySelector('dialog input[aria-label=Name]').value === 'Bluetooth Keyboard'")
        try await browser.click(try await browser.button("Add", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)
        try await browser.waitUntil("\(Self.rows(named: "Bluetooth Keyboard")) === 1")

        // Duplicate: a popover with an editable copy; "Add" appends it.
        try await browser.click(try await browser.button("Duplicate Bluetooth Keyboard"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.popover"))
        try await browser.click(try await browser.button("Add", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)
        try await browser.waitUntil("\(Self.rows(named: "Bluetooth Keyboard")) === 2")

        // Edit: the link drills down; Save shows progress, then pops with the new name.
        try await browser.click(
          try await browser.find(xpath: "(//a[contains(., 'Bluetooth Keyboard')])[1]"))
        try await browser.waitUntil(Self.heading("Edit Bluetooth Keyboard"))
        try await browser.waitUntil("/^\\/inventory\\/[0-9A-F-]+\\/edit$/.test(location.pathname)")
        let name = try await browser.find("input[aria-label=Name]")
        try await browser.clear(name)
        try await browser.type("Travel keyboard", into: name)
        try await browser.waitUntil(
          "document.querySelector('input[aria-label=Name]').value === 'Travel keyboard'")
        try await browser.click(try await browser.button("Save"))
        try await browser.waitUntil("!!document.querySelector('progress[aria-label=Saving]')")
        try await browser.waitUntil(Self.heading("Inventory"))
        try await browser.waitUntil("location.pathname === '/inventory'")
        try await browser.waitUntil("\(Self.rows(named: "Travel keyboard")) === 1")

        // Delete, through the alert.
        try await browser.click(try await browser.button("Delete Travel keyboard"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.alert"))
        try await browser.click(try await browser.button("Delete", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)
        try await browser.waitUntil("\(Self.rows(named: "Travel keyboard")) === 0")

        // A row's edit link opened in a new tab (Control-click) is the browser's: this tab
        // stays put and the new one lands on the same screen.
        let keyboard = Item.samples[0].id.uuidString
        let link = try await browser.find("a[href='/inventory/\(keyboard)/edit']")
        let before = try await browser.windowHandles()
        try await browser.controlClick(link)
        // The new tab appears asynchronously: poll the browser's list of tabs, a bounded
        // number of round trips (no clock).
        var opened: String?
        for _ in 0..<200 where opened == nil {
          opened = try await browser.windowHandles().first { !before.contains($0) }
        }
        let newTab = try #require(opened, "Control-click opens a new tab")
        #expect(try await browser.currentURL().hasSuffix("/inventory"), "this tab stayed")
        try await browser.switchToWindow(newTab)
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil(Self.heading("Edit Keyboard"))
        #expect(try await browser.currentURL().hasSuffix("/inventory/\(keyboard)/edit"))
      }
    }
  }
}
