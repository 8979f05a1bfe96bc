@_spi(Runtime) import CairnWeb
import CaseStudies
import Foundation
import IdentifiedCollections
import StandupsDomain
import Testing

extension EndToEnd {
  /// axe-core over Standups' and the case studies' screens, at a desktop's and a phone's
  /// width, in the light and the dark appearance: every screen has no violation (issue 33,
  /// items 7 and 11).
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

    @Test(arguments: StandupsEndToEndTests.flavours, Appearance.allCases)
    func standupsScreens(flavour: String, appearance: Appearance) async throws {
      let data = FileManager.default.temporaryDirectory.appendingPathComponent(
        "standups-axe-\(UUID())")
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: data) }
      let server = try StandupsProcess.start(dataDirectory: data, flavour: flavour)
      defer { server.stop() }
      let browser = try await WebDriver.start(arguments: appearance.browserArguments)
      var found: [String] = []
      do {
        found = try await scanStandups(browser, url: server.url, appearance: appearance)
      } catch {
        await browser.quit()
        throw error
      }
      await browser.quit()
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
      try await browser.click(try await browser.button("Cancel", in: "//dialog"))
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
      let data = FileManager.default.temporaryDirectory.appendingPathComponent(
        "standups-axe-themes-\(UUID())")
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: data) }
      let standups = Self.standupInEveryTheme()
      try StandupsDataFile(directory: data).save(standups)
      let server = try StandupsProcess.start(dataDirectory: data)
      defer { server.stop() }
      let browser = try await WebDriver.start(arguments: appearance.browserArguments)
      var found: [String] = []
      do {
        try await browser.open(server.url)
        try await browser.waitUntil(
          Self.connected + " && document.querySelectorAll('[role=listitem] a').length === 16")
        found += try await scan("list of every theme", in: browser, appearance: appearance)
        for standup in standups {
          let theme = standup.theme.name
          try await browser.open(server.url + "/standups/\(standup.id.rawValue.uuidString)")
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
      } catch {
        await browser.quit()
        throw error
      }
      await browser.quit()
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
      }
    }

    @Test(arguments: Appearance.allCases)
    func caseStudiesIndex(appearance: Appearance) async throws {
      let server = try await TestServer.start(CaseStudiesApp.application)
      let browser: WebDriver
      do {
        browser = try await WebDriver.start(arguments: appearance.browserArguments)
      } catch {
        await server.stop()
        throw error
      }
      var found: [String] = []
      do {
        try await browser.open(server.url)
        try await browser.waitUntil(Self.connected)
        found = try await scan("case studies index", in: browser, appearance: appearance)
        // Every page the index links to, and every page those link to: each study, the
        // reducers gallery, Inventory and Wi-Fi, and the deep links' screens.
        var seen: Set<String> = ["/"]
        var queue = try await links(in: browser)
        var depth = [String: Int]()
        for path in queue { depth[path] = 1 }
        while !queue.isEmpty {
          let path = queue.removeFirst()
          guard seen.insert(path).inserted else { continue }
          try await browser.open(server.url + path)
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
      } catch {
        await browser.quit()
        await server.stop()
        throw error
      }
      await browser.quit()
      await server.stop()
      expectNone(found, in: "the case studies")
    }

    /// The Wi-Fi settings' states a crawl cannot reach by links: the connect sheet, the
    /// wrong-password alert over it, a network's detail, and the forget alert.
    @Test(arguments: Appearance.allCases)
    func wifiSheetAlertsAndDetail(appearance: Appearance) async throws {
      let server = try await TestServer.start(CaseStudiesApp.application)
      let browser: WebDriver
      do {
        browser = try await WebDriver.start(arguments: appearance.browserArguments)
      } catch {
        await server.stop()
        throw error
      }
      var found: [String] = []
      do {
        let dialog = CaseStudiesEndToEndTests.dialogOpen
        try await browser.open(server.url + "/wifi")
        try await browser.waitUntil(Self.connected)
        try await browser.click(
          try await browser.find(xpath: "//button[normalize-space(.)='nachos']"))
        try await browser.waitUntil(dialog("dialog.sheet"))
        found += try await scan("Wi-Fi connect sheet", in: browser, appearance: appearance)
        try await browser.type("123", into: try await browser.find("dialog input[type=password]"))
        try await browser.click(try await browser.button("Join", in: "//dialog"))
        try await browser.waitUntil(dialog("dialog.alert"))
        found += try await scan("Wi-Fi wrong password alert", in: browser, appearance: appearance)
        try await browser.click(try await browser.button("OK", in: "//dialog"))
        try await browser.waitUntil("!document.querySelector('dialog.alert')")
        try await browser.click(try await browser.button("Cancel", in: "//dialog"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.noDialog)
        try await browser.click(
          try await browser.find("button[aria-label='More info about nachos']"))
        try await browser.waitUntil(ReducerCaseStudiesEndToEndTests.heading("nachos"))
        found += try await scan("Wi-Fi network detail", in: browser, appearance: appearance)
        try await browser.click(try await browser.button("Forget network"))
        try await browser.waitUntil(dialog("dialog.alert"))
        found += try await scan("Wi-Fi forget alert", in: browser, appearance: appearance)
      } catch {
        await browser.quit()
        await server.stop()
        throw error
      }
      await browser.quit()
      await server.stop()
      expectNone(found, in: "the Wi-Fi settings' sheet, alerts and detail")
    }
  }
}
