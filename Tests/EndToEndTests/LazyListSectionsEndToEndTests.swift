@_spi(Runtime) import CairnWeb
import Foundation
import Testing

extension EndToEnd {
  /// A list of sections made by a `ForEach` in Chromium: its rows share one window, and a
  /// keyboard user who presses "Show more" lands on the first row that arrived, which may be
  /// in the section before the button or in a new section.
  @Suite(
    "Lazy lists of sections in the browser",
    .enabled(if: WebDriver.isAvailable, "Needs Chromium and chromedriver"))
  struct LazyListSectionsEndToEndTests {
    struct Group: Identifiable {
      let id: Int
      let rows: [Int]
    }

    struct GroupsView: View {
      // 30 sections of 7 rows: the first window ends after the first row of section 8.
      let groups = (1...30).map { group in Group(id: group, rows: Array(1...7)) }

      var body: some View {
        List {
          ForEach(groups) { group in
            Section("Group \(group.id)") {
              ForEach(group.rows, id: \.self) { row in
                Button("Row \(group.id).\(row)") {}
              }
            }
          }
        }
      }
    }

    static let app = WebApplication(title: "Groups") { _ in AppScreen { GroupsView() } }
    static let connected = "document.documentElement.dataset.cairnConnected === 'true'"
    static let focused = "document.activeElement && document.activeElement.textContent"

    @Test func enterOnShowMoreFocusesTheFirstRowThatArrived() async throws {
      try await withAppInBrowser(Self.app) { browser, url in
        try await browser.open(url)
        try await browser.waitUntil(Self.connected)
        let size = try await browser.execute(
          "return document.querySelector('[role=listitem][aria-posinset]')"
            + ".getAttribute('aria-setsize')")
        #expect(size as? String == "7", "each section is a list of its own rows")
        let headers = try await browser.execute(
          "return [...document.querySelectorAll('h2')].map(h => h.textContent).join(',')")
        #expect((headers as? String)?.hasSuffix("Group 7,Group 8") == true)
        // Tabbing onto the button (scrolling it into view) or pressing it brings the rows; the
        // next row of section 8 gets the focus.
        _ = try await browser.execute(
          "document.querySelector('button[data-cairn-lazy=end]').focus()")
        try await browser.pressEnter()
        try await browser.waitUntil("\(Self.focused) === 'Row 8.2'")
        let text = try await browser.execute("return document.body.textContent") as? String ?? ""
        #expect(text.contains("Group 9"))
      }
    }
  }
}
