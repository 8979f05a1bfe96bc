@_spi(Runtime) import CairnWeb
import CaseStudies
import Foundation
import IdentifiedCollections
import StandupsDomain
import Testing

extension EndToEnd {
  /// axe-core over Standups' screens and dialogs (both flavours, every theme), the case
  /// studies (crawled, and each page's dialogs opened), Inventory's tabs, sheet, popover and
  /// alert, and Wi-Fi's sheet, alerts and detail, at a desktop's and a phone's width, in the
  /// light and the dark appearance: no state has a violation (issue 33, items 7 and 11).
  @Suite(
    "Accessibility (axe-core) in Chromium",
    .enabled(
      if: StandupsProcess.isAvailable,
      "Needs Chromium and chromedriver (apt-get install chromium chromium-driver) and a built standups executable"
    ),
    .enabled(
      if: AxeCore.isAvailable,
      "axe-core was not found (pip install selenium-axe-python, or set CAIRN_AXE_SCRIPT to axe.min.js)"
    )
  )
  struct AccessibilityEndToEndTests {
    /// The system appearance Chromium reports through `prefers-color-scheme`.
    enum Appearance: String, CaseIterable, CustomTestStringConvertible {
      case light, dark

      /// Chromium's flags for this appearance.
      var browserArguments: [String] { self == .dark ? ["--force-dark-mode"] : [] }

      var testDescription: String { rawValue }
    }

    /// A desktop window and a phone.
    static let screenSizes = [(width: 1280, height: 900), (width: 390, height: 844)]
    static let connected = "document.documentElement.dataset.cairnConnected === 'true'"

    /// axe's findings on what `browser` shows, at each width, as lines naming the screen.
    func scan(_ screen: String, in browser: WebDriver, appearance: Appearance) async throws
      -> [String]
    {
      var found: [String] = []
      for size in Self.screenSizes {
        try await browser.emulateScreen(width: size.width, height: size.height)
        try await browser.waitUntil("window.innerWidth === \(size.width)")
        let dark = try await browser.execute(
          "return matchMedia('(prefers-color-scheme: dark)').matches")
        #expect(dark as? Bool == (appearance == .dark), "\(screen) is \(appearance)")
        if let folder = ProcessInfo.processInfo.environment["CAIRN_SCREENSHOTS"] {
          let file = screen.replacingOccurrences(of: "/", with: "_")
          let name = "\(file)-\(size.width)-\(appearance.rawValue).png"
          try await browser.screenshot().write(
            to: URL(fileURLWithPath: folder).appendingPathComponent(name))
        }
        found += try await AxeCore.violations(in: browser).map {
          "\(screen) at \(size.width) px, \(appearance.rawValue): \($0)"
        }
      }
      return found
    }

    /// The paths of the page's links to its own server.
    func links(in browser: WebDriver) async throws -> [String] {
      let paths = try await browser.execute(
        "return [...document.querySelectorAll('a[href^=\"/\"]')].map(a => a.getAttribute('href'))")
      return (paths as? [String] ?? []).filter { !$0.hasPrefix("//") }
    }

    /// Fails with every finding listed, when there are any.
    func expectNone(_ found: [String], in what: String) {
      #expect(
        found.isEmpty,
        "axe-core found \(found.count) violations in \(what):\n\(found.joined(separator: "\n"))")
    }

    /// Serves Standups (`flavour`, over the standups `saved` before it starts) to a Chromium
    /// in `appearance`, runs `walk` over it and returns what the walk found; the server, the
    /// browser and the data folder are gone afterwards either way.
    func scanningStandups(
      flavour: String = "models", saved standups: [Standup] = [], appearance: Appearance,
      _ walk: (WebDriver, String) async throws -> [String]
    ) async throws -> [String] {
      let data = FileManager.default.temporaryDirectory.appendingPathComponent(
        "standups-axe-\(UUID())")
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: data) }
      if !standups.isEmpty { try StandupsDataFile(directory: data).save(standups) }
      let server = try StandupsProcess.start(dataDirectory: data, flavour: flavour)
      defer { server.stop() }
      let browser = try await WebDriver.start(arguments: appearance.browserArguments)
      do {
        let found = try await walk(browser, server.url)
        await browser.quit()
        return found
      } catch {
        await browser.quit()
        throw error
      }
    }

    /// Serves the case studies to a Chromium in `appearance`, runs `walk` over them and
    /// returns what the walk found; the server and the browser are gone afterwards either way.
    func scanningCaseStudies(
      appearance: Appearance, _ walk: (WebDriver, String) async throws -> [String]
    ) async throws -> [String] {
      let server = try await TestServer.start(CaseStudiesApp.application)
      do {
        let browser = try await WebDriver.start(arguments: appearance.browserArguments)
        do {
          let found = try await walk(browser, server.url)
          await browser.quit()
          await server.stop()
          return found
        } catch {
          await browser.quit()
          throw error
        }
      } catch {
        await server.stop()
        throw error
      }
    }

    @Test(arguments: StandupsEndToEndTests.flavours, Appearance.allCases)
    func standupsScreens(flavour: String, appearance: Appearance) async throws {
      let found = try await scanningStandups(flavour: flavour, appearance: appearance) {
        browser, url in
        try await scanStandups(browser, url: url, appearance: appearance)
      }
      expectNone(found, in: "Standups (\(flavour))")
    }

    /// Walks Standups from its empty list to the record screen, scanning each screen.
    func scanStandups(_ browser: WebDriver, url: String, appearance: Appearance) async throws
      -> [String]
    {
      var found: [String] = []
      try await browser.open(url)
      try await browser.waitUntil(
        Self.connected + " && document.body.textContent.includes('No standups yet.')")
      found += try await scan("empty list", in: browser, appearance: appearance)

      try await browser.click(try await browser.button("New standup"))
      try await browser.waitUntil("!!document.querySelector('dialog.sheet[open]')")
      found += try await scan("new standup sheet", in: browser, appearance: appearance)
      try await browser.click(try await browser.button("Dismiss", in: "//dialog"))
      try await browser.waitUntil("!document.querySelector('dialog')")

      try await browser.click(try await browser.button("Load sample data"))
      try await browser.waitUntil("document.querySelectorAll('[role=listitem] a').length === 3")
      found += try await scan("list", in: browser, appearance: appearance)

      try await browser.click(try await browser.find(xpath: "//a[contains(., 'Engineering')]"))
      try await browser.waitUntil("document.querySelector('h1')?.innerText === 'Engineering'")
      found += try await scan("detail", in: browser, appearance: appearance)

      try await browser.click(try await browser.button("Edit"))
      try await browser.waitUntil("!!document.querySelector('dialog.sheet[open]')")
      found += try await scan("edit sheet", in: browser, appearance: appearance)
      // A change, then Escape: the discard alert over the sheet.
      try await browser.type(
        " Team", into: try await browser.find("dialog input[aria-label=Title]"))
      try await browser.waitUntil(
        "!!document.querySelector('dialog.sheet[data-dismiss-disabled]')")
      try await browser.pressEscape()
      try await browser.waitUntil(StandupsEndToEndTests.discardAlertOpen)
      found += try await scan("discard alert", in: browser, appearance: appearance)
      try await browser.click(
        try await browser.button("Discard", in: "//dialog[contains(@class, 'alert')]"))
      try await browser.waitUntil("!document.querySelector('dialog')")

      try await browser.click(try await browser.button("Delete"))
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      found += try await scan("delete alert", in: browser, appearance: appearance)
      try await browser.click(try await browser.button("Nevermind", in: "//dialog"))
      try await browser.waitUntil("!document.querySelector('dialog')")

      // This browser has no microphone: the restricted alert, then the meeting without it.
      try await browser.click(try await browser.button("Start Meeting"))
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      found += try await scan("microphone alert", in: browser, appearance: appearance)
      try await browser.click(
        try await browser.button("Continue without recording", in: "//dialog"))
      try await browser.waitUntil(
        "document.body.textContent.includes('is speaking') && location.pathname.endsWith('/record')"
      )
      found += try await scan("record", in: browser, appearance: appearance)

      try await browser.click(try await browser.button("End meeting"))
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      found += try await scan("end meeting alert", in: browser, appearance: appearance)
      try await browser.click(try await browser.button("Save and end", in: "//dialog"))
      try await browser.waitUntil(
        "!document.querySelector('dialog') && !location.pathname.endsWith('/record')"
          + " && document.body.textContent.includes('Past meetings')")
      found += try await scan("detail with a past meeting", in: browser, appearance: appearance)

      let pastMeeting = "//a[contains(@href, '/meetings/')]"
      try await browser.click(try await browser.find(xpath: pastMeeting))
      try await browser.waitUntil("location.pathname.includes('/meetings/')")
      try await browser.waitUntil("document.body.textContent.includes('No transcript.')")
      found += try await scan("past meeting", in: browser, appearance: appearance)
      try await browser.click(try await browser.find("button[data-back]"))
      try await browser.waitUntil(
        "!location.pathname.includes('/meetings/') && document.querySelector('h1')?.innerText === 'Engineering'"
      )

      try await browser.click(
        try await browser.find(
          xpath: "//button[starts-with(@aria-label, 'Delete ') and ancestor::*[@role='listitem']]"))
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      found += try await scan("past meeting delete alert", in: browser, appearance: appearance)
      try await browser.click(try await browser.button("Cancel", in: "//dialog"))
      try await browser.waitUntil("!document.querySelector('dialog')")
      return found
    }

    /// One standup in each theme, with a long attendee name, as a file the server starts with.
    static func standupInEveryTheme() -> [Standup] {
      Theme.allCases.enumerated().map { index, theme in
        let id = { (n: Int) in UUID(uuidString: String(format: "A11E0000-0000-4000-8000-%012x", n))!
        }
        return Standup(
          id: .init(id(index * 10)),
          attendees: [
            Attendee(id: .init(id(index * 10 + 1)), name: "Bartholomew Featherstonehaugh"),
            Attendee(id: .init(id(index * 10 + 2)), name: "Jo"),
          ],
          duration: .seconds(60 * 6), theme: theme, title: theme.name + " team")
      }
    }

    @Test(arguments: Appearance.allCases)
    func standupsInEveryTheme(appearance: Appearance) async throws {
      let standups = Self.standupInEveryTheme()
      let found = try await scanningStandups(saved: standups, appearance: appearance) {
        browser, url in
        try await browser.open(url)
        try await browser.waitUntil(
          Self.connected + " && document.querySelectorAll('[role=listitem] a').length === 16")
        var found = try await scan("list of every theme", in: browser, appearance: appearance)
        for standup in standups {
          let theme = standup.theme.name
          try await browser.open(url + "/standups/\(standup.id.rawValue.uuidString)")
          try await browser.waitUntil(
            Self.connected + " && document.querySelector('h1')?.innerText === '\(theme) team'")
          found += try await scan("\(theme) detail", in: browser, appearance: appearance)
          try await browser.click(try await browser.button("Start Meeting"))
          try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
          try await browser.click(
            try await browser.button("Continue without recording", in: "//dialog"))
          try await browser.waitUntil(
            "document.body.textContent.includes('is speaking') && location.pathname.endsWith('/record')"
          )
          found += try await scan("\(theme) record", in: browser, appearance: appearance)
        }
        return found
      }
      expectNone(found, in: "Standups' themes")
    }

    /// The scan is not blind: grey text on white, put in the page, is reported.
    @Test func theScanReportsLowContrastText() async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.open(url)
        try await browser.waitUntil(Self.connected)
        #expect(try await AxeCore.violations(in: browser).isEmpty)
        _ = try await browser.execute(
          """
          const probe = document.createElement('p');
          probe.id = 'low-contrast-probe';
          probe.textContent = 'Faint words';
          probe.style.cssText = 'color: #b0b0b0; background: #ffffff';
          document.querySelector('.screen-body').append(probe);
          """)
        let found = try await AxeCore.violations(in: browser)
        #expect(found.map(\.rule) == ["color-contrast"], "\(found)")
        #expect(found.first?.target == "#low-contrast-probe", "\(found)")

        // Nor blind to a modal dialog, drawn in the browser's top layer.
        try await browser.open(url + "/popover")
        try await browser.waitUntil(Self.connected)
        try await browser.click(try await browser.button("Show info"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog"))
        #expect(try await AxeCore.violations(in: browser).isEmpty)
        _ = try await browser.execute(
          """
          const probe = document.createElement('p');
          probe.id = 'dialog-probe';
          probe.textContent = 'Faint words';
          probe.style.cssText = 'color: #b0b0b0; background: #ffffff';
          document.querySelector('dialog[open]').append(probe);
          """)
        let inDialog = try await AxeCore.violations(in: browser)
        #expect(inDialog.map(\.target) == ["#dialog-probe"], "\(inDialog)")
      }
    }

    @Test(arguments: Appearance.allCases)
    func caseStudiesIndex(appearance: Appearance) async throws {
      let found = try await scanningCaseStudies(appearance: appearance) { browser, url in
        try await browser.open(url)
        try await browser.waitUntil(Self.connected)
        var found = try await scan("case studies index", in: browser, appearance: appearance)
        // Every page the index links to, and every page those link to: each study, the
        // reducers gallery, Inventory and Wi-Fi, and the deep links' screens.
        var seen: Set<String> = ["/"]
        var queue = try await links(in: browser)
        var depth = [String: Int]()
        for path in queue { depth[path] = 1 }
        while !queue.isEmpty {
          let path = queue.removeFirst()
          guard seen.insert(path).inserted else { continue }
          try await browser.open(url + path)
          try await browser.waitUntil(Self.connected)
          found += try await scan(path, in: browser, appearance: appearance)
          if depth[path, default: 1] < 2 {
            for next in try await links(in: browser) where depth[next] == nil {
              depth[next] = 2
              queue.append(next)
            }
          }
        }
        #expect(seen.count > 20, "the crawl reached the studies: \(seen.sorted())")
        return found
      }
      expectNone(found, in: "the case studies")
    }

    /// The case studies' states a crawl cannot reach by links: each page's alert,
    /// confirmation dialog, sheet and popover opened by its button, a fact shown and a form's
    /// validation messages; with what shows the state is there.
    static let caseStudyStates: [(path: String, button: String, shown: String)] = {
      let dialog = CaseStudiesEndToEndTests.dialogOpen("dialog")
      let answered = "Number(document.documentElement.dataset.cairnAck) >= 1"
      return [
        ("/alerts", "Change count", dialog), ("/alerts", "Reset", dialog),
        ("/popover", "Show info", dialog),
        ("/counter", "Number fact", "document.body.innerText.includes('0 is ')"),
        ("/focus", "Validate", answered),
        ("/reducers/alerts", "Change count", dialog), ("/reducers/alerts", "Reset", dialog),
        ("/reducers/destinations", "Edit", dialog), ("/reducers/destinations", "Show tip", dialog),
        ("/reducers/destinations", "Clear", dialog), ("/reducers/popover", "Show tip", dialog),
        ("/reducers/sheet", "Edit", dialog),
      ]
    }()

    @Test(arguments: Appearance.allCases)
    func caseStudiesDialogs(appearance: Appearance) async throws {
      let found = try await scanningCaseStudies(appearance: appearance) { browser, url in
        var found: [String] = []
        for state in Self.caseStudyStates {
          try await browser.open(url + state.path)
          try await browser.waitUntil(Self.connected + " && !document.querySelector('dialog')")
          try await browser.click(try await browser.button(state.button))
          try await browser.waitUntil(state.shown)
          found += try await scan(
            "\(state.path), \(state.button)", in: browser, appearance: appearance)
        }
        return found
      }
      expectNone(found, in: "the case studies' dialogs")
    }

    /// The Wi-Fi settings' states a crawl cannot reach by links: switched off, the connect
    /// sheet, the wrong-password alert over it, a joined network, its detail, and the forget
    /// alert.
    @Test(arguments: Appearance.allCases)
    func wifiSheetAlertsAndDetail(appearance: Appearance) async throws {
      let found = try await scanningCaseStudies(appearance: appearance) { browser, url in
        let dialog = CaseStudiesEndToEndTests.dialogOpen
        try await browser.open(url + "/wifi")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil(WiFiEndToEndTests.hasRow("nachos"))
        let power = "input[role=switch][aria-label='Wi-Fi']"
        try await browser.click(try await browser.find(power))
        try await browser.waitUntil("!\(WiFiEndToEndTests.hasRow("nachos"))")
        var found = try await scan("Wi-Fi off", in: browser, appearance: appearance)
        try await browser.click(try await browser.find(power))
        try await browser.waitUntil(WiFiEndToEndTests.hasRow("nachos"))

        try await browser.click(try await WiFiEndToEndTests.row("nachos", browser))
        try await browser.waitUntil(dialog("dialog.sheet"))
        found += try await scan("Wi-Fi connect sheet", in: browser, appearance: appearance)
        let password = try await browser.find("dialog input[type=password]")
        try await browser.type("123", into: password)
        try await browser.click(try await browser.button("Join", in: "//dialog"))
        try await browser.waitUntil(dialog("dialog.alert"))
        found += try await scan("Wi-Fi wrong password alert", in: browser, appearance: appearance)
        try await browser.click(try await browser.button("OK", in: "//dialog"))
        try await browser.waitUntil("!document.querySelector('dialog.alert')")
        try await browser.clear(password)
        try await browser.type("blobisawesome", into: password)
        try await browser.click(try await browser.button("Join", in: "//dialog"))
        try await browser.waitUntil(
          CaseStudiesEndToEndTests.noDialog
            + " && !!document.querySelector(\"[role=listitem] [aria-label='Joined']\")")
        found += try await scan("Wi-Fi joined", in: browser, appearance: appearance)

        try await browser.click(
          try await browser.find("button[aria-label='More info about nachos']"))
        try await browser.waitUntil(ReducerCaseStudiesEndToEndTests.heading("nachos"))
        found += try await scan("Wi-Fi network detail", in: browser, appearance: appearance)
        try await browser.click(try await browser.button("Forget network"))
        try await browser.waitUntil(dialog("dialog.alert"))
        found += try await scan("Wi-Fi forget alert", in: browser, appearance: appearance)
        return found
      }
      expectNone(found, in: "the Wi-Fi settings' states")
    }

    /// The inventory's states a crawl cannot reach by links: the other two tabs, the add
    /// sheet, a row's duplicate popover and delete alert, and the edit screen with its colour
    /// picker changed and more colours loaded.
    @Test(arguments: Appearance.allCases)
    func inventoryTabsSheetsAndAlerts(appearance: Appearance) async throws {
      let found = try await scanningCaseStudies(appearance: appearance) { browser, url in
        let dialog = CaseStudiesEndToEndTests.dialogOpen
        let heading = InventoryEndToEndTests.heading
        let noDialog = CaseStudiesEndToEndTests.noDialog
        try await browser.open(url + "/inventory")
        try await browser.waitUntil(Self.connected + " && " + heading("Inventory"))
        var found: [String] = []
        for (tab, title) in [("One", "Welcome"), ("Three", "Summary"), ("Inventory", "Inventory")] {
          try await browser.click(
            try await browser.find(xpath: "//button[@role='tab'][normalize-space(.)='\(tab)']"))
          try await browser.waitUntil(heading(title))
          found += try await scan("Inventory tab \(tab)", in: browser, appearance: appearance)
        }

        try await browser.click(try await browser.button("Add"))
        try await browser.waitUntil(dialog("dialog.sheet"))
        found += try await scan("Inventory add sheet", in: browser, appearance: appearance)
        try await browser.click(try await browser.button("Cancel", in: "//dialog"))
        try await browser.waitUntil(noDialog)

        try await browser.click(try await browser.button("Duplicate Keyboard"))
        try await browser.waitUntil(dialog("dialog.popover"))
        found += try await scan("Inventory duplicate popover", in: browser, appearance: appearance)
        try await browser.click(try await browser.button("Cancel", in: "//dialog"))
        try await browser.waitUntil(noDialog)

        try await browser.click(try await browser.button("Delete Keyboard"))
        try await browser.waitUntil(dialog("dialog.alert"))
        found += try await scan("Inventory delete alert", in: browser, appearance: appearance)
        try await browser.click(try await browser.button("Cancel", in: "//dialog"))
        try await browser.waitUntil(noDialog)

        // The edit screen of an item out of stock, its colour set to none (no swatch), then
        // more colours loaded into the picker.
        try await browser.click(try await browser.find(xpath: "//a[contains(., 'Phone')]"))
        try await browser.waitUntil(heading("Edit Phone"))
        _ = try await browser.execute(
          """
          const picker = document.querySelector('select[aria-label=Color]');
          picker.value = '0';
          picker.dispatchEvent(new Event('change', { bubbles: true }));
          """)
        try await browser.waitUntil(
          "document.querySelector('select[aria-label=Color]').selectedIndex === 0")
        found += try await scan("Inventory edit, no colour", in: browser, appearance: appearance)
        try await browser.click(try await browser.button("Load more colours"))
        try await browser.waitUntil(
          "!document.body.innerText.includes('Load more colours') && !document.querySelector('progress')"
        )
        found += try await scan(
          "Inventory edit, every colour", in: browser, appearance: appearance)
        return found
      }
      expectNone(found, in: "the inventory's states")
    }
  }
}
