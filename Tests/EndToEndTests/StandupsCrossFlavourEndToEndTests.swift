import Foundation
import IdentifiedCollections
import StandupsDomain
import Testing

extension EndToEnd {
  /// A tab of each flavour over the same standups, in two real Chromium windows: an edit in
  /// one shows up live in the other, both ways.
  @Suite(
    "Standups across flavours in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct StandupsCrossFlavourEndToEndTests {
    static let connected = "document.documentElement.dataset.cairnConnected === 'true'"

    static func heading(_ text: String) -> String {
      "document.querySelector('h1') && document.querySelector('h1').innerText === '\(text)'"
    }

    static let engineering = Standup(
      id: Standup.ID(UUID()),
      attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob")],
      title: "Engineering")

    /// Renames the standup whose detail `browser` shows, through its edit sheet.
    static func rename(to title: String, in browser: WebDriver) async throws {
      try await browser.click(try await browser.button("Edit"))
      try await browser.waitUntil("!!document.querySelector('dialog.sheet[open]')")
      let field = try await browser.find("dialog input[aria-label='Title']")
      try await browser.clear(field)
      try await browser.type(title, into: field)
      try await browser.click(try await browser.button("Done", in: "//dialog"))
      try await browser.waitUntil("!document.querySelector('dialog')")
    }

    @Test func anEditInAModelsTabShowsUpLiveInAReducersTabAndBack() async throws {
      let server = try await TwoFlavourServer.start(standups: [Self.engineering])
      let models = try await WebDriver.start()
      let reducers: WebDriver
      do {
        reducers = try await WebDriver.start()
      } catch {
        await models.quit()
        server.stop()
        throw error
      }
      do {
        let detail = "/standups/\(Self.engineering.id.rawValue.uuidString)"
        try await models.open(server.url + "/models" + detail)
        try await models.waitUntil(Self.connected + " && " + Self.heading("Engineering"))
        try await reducers.open(server.url + "/reducers" + detail)
        try await reducers.waitUntil(Self.connected + " && " + Self.heading("Engineering"))

        try await Self.rename(to: "Platform", in: models)
        try await models.waitUntil(Self.heading("Platform"))
        try await reducers.waitUntil(Self.heading("Platform"))

        try await Self.rename(to: "Growth", in: reducers)
        try await reducers.waitUntil(Self.heading("Growth"))
        try await models.waitUntil(Self.heading("Growth"))
      } catch {
        await models.quit()
        await reducers.quit()
        server.stop()
        throw error
      }
      await models.quit()
      await reducers.quit()
      server.stop()
    }
  }
}
