import Foundation
import Testing

extension EndToEnd {
  /// Standups as it scales past one process: two `standups` processes on one throwaway
  /// PostgreSQL cluster behind nginx (`Deploy/nginx/standups.conf`), and a Chromium tab on
  /// each process. Edits made through either process reach the other's tab live, edits to
  /// different fields of one standup both survive, and the database going away mid-edit loses
  /// nothing and is shown to the person.
  @Suite(
    "Standups on PostgreSQL, two processes behind nginx",
    .enabled(
      if: StandupsOnPostgres.unavailableReason == nil,
      "\(StandupsOnPostgres.unavailableReason ?? "")"),
    .serialized
  )
  struct StandupsPostgresEndToEndTests {
    static let connected = StandupsOnPostgres.connected
    static let banner = "document.querySelector('.banner[role=alert]')"
    static let noDialog = "!document.querySelector('dialog')"
    static let sheetOpen = "!!document.querySelector('dialog.sheet[open]')"

    static func heading(_ text: String) -> String {
      "!!document.querySelector('h1') && document.querySelector('h1').innerText === \(js(text))"
    }

    static func shows(_ text: String) -> String {
      "document.body.textContent.includes(\(js(text)))"
    }

    static func js(_ text: String) -> String {
      "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// Runs `body` with the two processes behind nginx and a browser for each tab; stops
    /// everything afterwards, also when `body` throws.
    func withTwoTabs(
      flavours: (a: String, b: String) = ("models", "models"),
      _ body: (StandupsOnPostgres, WebDriver, WebDriver) async throws -> Void
    ) async throws {
      let app = try await StandupsOnPostgres.start(flavours: flavours)
      var browsers: [WebDriver] = []
      do {
        browsers.append(try await WebDriver.start())
        browsers.append(try await WebDriver.start())
        try await body(app, browsers[0], browsers[1])
      } catch {
        for browser in browsers { await browser.quit() }
        app.stop()
        throw error
      }
      for browser in browsers { await browser.quit() }
      app.stop()
    }

    /// Loads the sample standups in `tab` (on the empty list) and opens Engineering's detail
    /// there; returns the detail's path.
    func loadSamplesAndOpenEngineering(in tab: WebDriver) async throws -> String {
      try await tab.waitUntil(Self.shows("No standups yet."))
      try await tab.click(try await tab.button("Load sample data"))
      try await tab.waitUntil(Self.shows("Engineering"))
      try await tab.click(try await tab.find(xpath: "//a[contains(., 'Engineering')]"))
      try await tab.waitUntil(Self.heading("Engineering"))
      return try await tab.execute("return location.pathname") as? String ?? ""
    }

    /// Opens the edit sheet of the standup `tab` shows.
    func openEditSheet(in tab: WebDriver) async throws {
      try await tab.click(try await tab.button("Edit"))
      try await tab.waitUntil(Self.sheetOpen)
    }

    /// Replaces the text of the sheet's field `selector` with `text`.
    func replace(_ selector: String, with text: String, in tab: WebDriver) async throws {
      let field = try await tab.find(selector)
      try await tab.clear(field)
      try await tab.type(text, into: field)
    }

    static let titleField = "dialog input[aria-label='Title']"
    /// Engineering's second attendee ("Blob Jr") in the edit sheet.
    static let secondAttendeeField =
      "dialog .section:nth-of-type(2) [role=listitem]:nth-child(2) input"

    /// Closes the edit sheet with Done.
    func done(in tab: WebDriver) async throws {
      try await tab.click(try await tab.button("Done", in: "//dialog"))
      try await tab.waitUntil(Self.noDialog)
    }

    /// The titles of the standups in the database, in no particular order.
    static let titles =
      "SELECT data->>'title' FROM cairn_shared_rows WHERE collection = 'standups' ORDER BY 1"

    /// The names of the attendees of the standup titled `title` in the database.
    static func attendees(of title: String) -> String {
      """
      SELECT attendee->>'name' FROM cairn_shared_rows,
        jsonb_array_elements(data->'attendees') AS attendee
      WHERE collection = 'standups' AND data->>'title' = '\(title.replacingOccurrences(of: "'", with: "''"))' ORDER BY 1
      """
    }

    /// Waits until `condition` holds in `tab`, for up to `seconds` (longer than one
    /// `waitUntil`'s script timeout): the processes reconnect to a database that came back
    /// after a delay that doubles up to eight seconds.
    func waitLong(_ condition: String, in tab: WebDriver, seconds: Int = 40) async throws {
      let deadline = ContinuousClock.now + .seconds(seconds)
      while true {
        do {
          try await tab.waitUntil(condition)
          return
        } catch {
          guard ContinuousClock.now < deadline else { throw error }
        }
      }
    }

    /// Writes a screenshot of `tab` at 1280 and 390 pixels wide into the folder named by
    /// `CAIRN_SCREENSHOTS`, when it is set.
    func screenshots(of tab: WebDriver, named name: String) async throws {
      guard let folder = ProcessInfo.processInfo.environment["CAIRN_SCREENSHOTS"] else { return }
      for (width, height) in [(1280, 800), (390, 844)] {
        try await tab.emulateScreen(width: width, height: height)
        let png = try await tab.screenshot()
        try png.write(
          to: URL(fileURLWithPath: folder).appendingPathComponent("\(name)-\(width).png"))
      }
      try await tab.emulateScreen(width: 900, height: 900)
    }

    @Test(arguments: StandupsEndToEndTests.flavours)
    func anEditThroughOneProcessShowsUpLiveInATabOfTheOther(flavour: String) async throws {
      try await withTwoTabs(flavours: (flavour, flavour)) { app, tabA, tabB in
        try await app.open("/", on: "b", in: tabB)
        try await tabB.waitUntil(Self.shows("No standups yet."))
        try await app.open("/", on: "a", in: tabA)
        let detail = try await loadSamplesAndOpenEngineering(in: tabA)
        // The new standups reached b's list without a reload.
        try await tabB.waitUntil(
          Self.shows("Design") + " && " + Self.shows("Engineering") + " && "
            + Self.shows("Product"))
        #expect(try await StandupsOnPostgres.session(in: tabB).hasPrefix("b-"))

        try await tabB.click(try await tabB.find(xpath: "//a[contains(., 'Engineering')]"))
        try await tabB.waitUntil(Self.heading("Engineering"))
        #expect(try await tabB.execute("return location.pathname") as? String == detail)

        try await openEditSheet(in: tabA)
        try await replace(Self.titleField, with: "Platform", in: tabA)
        try await done(in: tabA)
        try await tabA.waitUntil(Self.heading("Platform"))
        try await tabB.waitUntil(Self.heading("Platform"))
        #expect(try await StandupsOnPostgres.session(in: tabA).hasPrefix("a-"))
        #expect(try await StandupsOnPostgres.session(in: tabB).hasPrefix("b-"))
      }
    }

    @Test func twoTabsOnTwoProcessesEditDifferentFieldsOfOneStandupAndBothEditsSurvive()
      async throws
    {
      // One process serves each flavour: the data, not the flavour, is what they share.
      try await withTwoTabs(flavours: ("models", "reducers")) { app, tabA, tabB in
        try await app.open("/", on: "a", in: tabA)
        let detail = try await loadSamplesAndOpenEngineering(in: tabA)
        try await app.open(detail, on: "b", in: tabB)
        try await tabB.waitUntil(Self.heading("Engineering") + " && " + Self.shows("Blob Jr"))

        // Both sheets open at once on the same standup, each changing its own field.
        try await openEditSheet(in: tabA)
        try await openEditSheet(in: tabB)
        try await replace(Self.titleField, with: "Platform", in: tabA)
        try await replace(Self.secondAttendeeField, with: "Blob Junior", in: tabB)
        try await done(in: tabA)
        try await tabA.waitUntil(Self.heading("Platform"))
        try await done(in: tabB)

        let both = Self.heading("Platform") + " && " + Self.shows("Blob Junior")
        try await tabB.waitUntil(both)
        try await tabA.waitUntil(both)
        try await screenshots(of: tabA, named: "postgres-merged-a")
        try await screenshots(of: tabB, named: "postgres-merged-b")

        // Each tab shows the other process's edit, which that process had committed before it
        // told the other: the database holds both now.
        let names = try app.query(Self.attendees(of: "Platform"))
        #expect(names == [["Blob"], ["Blob Junior"]], "the database holds both edits: \(names)")
        #expect(try app.query(Self.titles) == [["Design"], ["Platform"], ["Product"]])
      }
    }

    @Test func theDatabaseStoppedMidEditIsShownAndNothingIsLostWhenItComesBack() async throws {
      try await withTwoTabs { app, tabA, tabB in
        try await app.open("/", on: "a", in: tabA)
        let detail = try await loadSamplesAndOpenEngineering(in: tabA)
        try await app.open(detail, on: "b", in: tabB)
        try await tabB.waitUntil(Self.heading("Engineering") + " && " + Self.shows("Blob Jr"))

        // Mid-edit: tab A's sheet is open with a new title typed when the database goes away.
        try await openEditSheet(in: tabA)
        try await replace(Self.titleField, with: "Offline planning", in: tabA)
        try await app.cluster.stop()
        try await done(in: tabA)
        try await tabA.waitUntil(Self.heading("Offline planning") + " && " + Self.banner)
        // Tab B's process cannot reach it either; its tab edits another field meanwhile.
        try await openEditSheet(in: tabB)
        try await replace(Self.secondAttendeeField, with: "Blob Offline", in: tabB)
        try await done(in: tabB)
        try await tabB.waitUntil(Self.shows("Blob Offline") + " && " + Self.banner)
        let told = try await tabA.execute("return \(Self.banner).textContent") as? String ?? ""
        #expect(!told.isEmpty, "the person is told")
        try await screenshots(of: tabA, named: "postgres-away")

        try await app.cluster.start()
        let both = Self.heading("Offline planning") + " && " + Self.shows("Blob Offline")
        try await waitLong("!\(Self.banner) && " + both, in: tabA)
        try await waitLong("!\(Self.banner) && " + both, in: tabB)
        try await screenshots(of: tabA, named: "postgres-back-a")
        try await screenshots(of: tabB, named: "postgres-back-b")

        // No banner: each process wrote what it kept; each tab shows the other's edit, which
        // that process committed before it told the other.
        let names = try app.query(Self.attendees(of: "Offline planning"))
        #expect(names == [["Blob"], ["Blob Offline"]], "both edits reached the database: \(names)")
        let titles = try app.query(Self.titles)
        #expect(titles == [["Design"], ["Offline planning"], ["Product"]], "none lost or doubled")
      }
    }
  }
}
