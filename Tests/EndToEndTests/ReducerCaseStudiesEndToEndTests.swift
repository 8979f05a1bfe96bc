import Foundation
import Testing

extension EndToEnd {
  /// The case studies written with reducers, in a real Chromium against the real server: the
  /// same presentations and stack, driven by stores.
  @Suite(
    "Case studies with reducers in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct ReducerCaseStudiesEndToEndTests {
    static let connected = CaseStudiesEndToEndTests.connected
    static let noDialog = CaseStudiesEndToEndTests.noDialog

    static func heading(_ text: String) -> String {
      "document.querySelector('h1') && document.querySelector('h1').innerText === '\(text)'"
    }

    static func openStudy(_ title: String, _ browser: WebDriver) async throws {
      try await browser.click(try await browser.find(xpath: "//a[contains(., '\(title)')]"))
    }

    @Test func aStoreDrivenSheetClosesByEscapeAndByTheChildsOwnButton() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/reducers")
        try await browser.waitUntil(Self.connected)
        try await Self.openStudy("Sheet", browser)
        try await browser.waitUntil("location.pathname === '/reducers/sheet'")

        // Escape sets the binding to nil, which sends .dismiss: the draft is dropped.
        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
        try await browser.waitUntil("location.pathname === '/reducers/sheet/edit'")
        let field = try await browser.find("dialog input[aria-label='Text']")
        try await browser.clear(field)
        try await browser.type("Dropped draft", into: field)
        try await browser.waitUntil("document.body.innerText.includes('13 characters')")
        try await browser.pressEscape()
        try await browser.waitUntil(Self.noDialog + " && location.pathname === '/reducers/sheet'")
        #expect(
          try await browser.text(try await browser.find("main")).contains("Hello from a store"))

        // Save: the child tells its parent, then dismisses itself.
        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
        let again = try await browser.find("dialog input[aria-label='Text']")
        try await browser.clear(again)
        try await browser.type("Saved in Chromium", into: again)
        try await browser.waitUntil("document.body.innerText.includes('17 characters')")
        try await browser.click(try await browser.button("Save", in: "//dialog"))
        try await browser.waitUntil(
          Self.noDialog + " && document.body.innerText.includes('Saved in Chromium')")
        #expect(try await browser.currentURL().hasSuffix("/reducers/sheet"))
      }
    }

    @Test func aStoreDrivenStackPopsWithTheBrowsersBackButtonAndByItsOwnButton() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/reducers")
        try await browser.waitUntil(Self.connected)
        try await Self.openStudy("Stack", browser)
        try await browser.waitUntil(
          Self.heading("Screen 1") + " && location.pathname === '/reducers/stack/1'")
        try await browser.click(try await browser.button("Push 2"))
        try await browser.waitUntil(Self.heading("Screen 2"))
        try await browser.click(try await browser.button("Push 3"))
        try await browser.waitUntil(
          Self.heading("Screen 3") + " && location.pathname === '/reducers/stack/1/2/3'")

        // The browser's back button: the session sends .popFrom(id:) to the store, each time.
        try await browser.back()
        try await browser.waitUntil(
          Self.heading("Screen 2") + " && location.pathname === '/reducers/stack/1/2'")
        try await browser.back()
        try await browser.waitUntil(
          Self.heading("Screen 1") + " && location.pathname === '/reducers/stack/1'")
        try await browser.back()
        try await browser.waitUntil(
          Self.heading("Reducer Case Studies") + " && location.pathname === '/reducers'")

        // The screen's own button: its dismiss() pops it.
        try await Self.openStudy("Stack", browser)
        try await browser.waitUntil(Self.heading("Screen 1"))
        try await browser.click(try await browser.button("Push 2"))
        try await browser.waitUntil(Self.heading("Screen 2"))
        try await browser.click(try await browser.button("Back (the screen dismisses itself)"))
        try await browser.waitUntil(
          Self.heading("Screen 1") + " && location.pathname === '/reducers/stack/1'")
      }
    }

    @Test func aDeepLinkBuildsTheStateAndAnAlertButtonReachesTheChild() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url + "/reducers/alerts/dialog")
        try await browser.waitUntil(
          Self.connected + " && "
            + CaseStudiesEndToEndTests.dialogOpen("dialog.confirmation-dialog"))
        try await browser.click(try await browser.button("Add one", in: "//dialog"))
        try await browser.waitUntil(
          Self.noDialog + " && document.body.innerText.includes('Count: 1')")
        #expect(try await browser.currentURL().hasSuffix("/reducers/alerts"))
      }
    }
  }
}
