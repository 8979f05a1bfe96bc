import CaseStudies
import Foundation
import StandupsDomain
import Testing

extension EndToEnd {
  /// What the stylesheet draws, measured in Chromium (issue 33, items 8 and 10): the focus
  /// ring shows on every background, buttons in list rows look like buttons, the record
  /// screen's progress bar is thick and a long speaker name stays inside the timer ring.
  @Suite(
    "The look in Chromium",
    .enabled(
      if: StandupsProcess.isAvailable,
      "Needs Chromium and chromedriver (apt-get install chromium chromium-driver) and a built standups executable"
    )
  )
  struct LookEndToEndTests {
    typealias Appearance = AccessibilityEndToEndTests.Appearance
    static let connected = AccessibilityEndToEndTests.connected
    static let tab = "\u{E004}"

    /// Presses Tab until focus comes back round (or 60 times), checking the ring of every
    /// element that takes focus; returns what falls short, naming `screen`.
    func tabThrough(_ screen: String, in browser: WebDriver) async throws -> [String] {
      _ = try await browser.execute("window.cairnLookSeen = new WeakSet(); return true")
      var found: [String] = []
      var focused = 0
      for _ in 0..<60 {
        try await browser.press(Self.tab)
        let again = try await browser.execute(
          """
          const e = document.activeElement;
          if (!e || e === document.body) return false;
          if (window.cairnLookSeen.has(e)) return true;
          window.cairnLookSeen.add(e); return false;
          """)
        if again as? Bool == true { break }
        focused += 1
        if let shortfall = try await browser.execute(LookProbe.focusRingShortfall) as? String {
          found.append("\(screen): \(shortfall)")
        }
      }
      #expect(focused > 0, "Tab focused nothing on \(screen)")
      return found
    }

    /// The numbers of a script's array result.
    static func numbers(_ value: Any?) -> [Double]? {
      (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
    }

    /// A standup with a very long attendee name, for the record screen.
    static func standupWithALongName() -> Standup {
      let id = { (n: Int) in UUID(uuidString: String(format: "100C0000-0000-4000-8000-%012x", n))! }
      return Standup(
        id: .init(id(1)),
        attendees: [
          Attendee(
            id: .init(id(2)),
            name: "Maximiliana Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft"),
          Attendee(id: .init(id(3)), name: "Jo"),
        ],
        duration: .seconds(60 * 6), theme: .orange, title: "Long names")
    }

    /// Starts `standups` with `standups` in its file and a browser in `appearance`.
    func withStandups(
      _ standups: [Standup], appearance: Appearance = .light,
      _ body: (WebDriver, String) async throws -> Void
    ) async throws {
      let data = FileManager.default.temporaryDirectory.appendingPathComponent(
        "standups-look-\(UUID())")
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: data) }
      try StandupsDataFile(directory: data).save(standups)
      let server = try StandupsProcess.start(dataDirectory: data)
      defer { server.stop() }
      let browser = try await WebDriver.start(arguments: appearance.browserArguments)
      do {
        try await body(browser, server.url)
      } catch {
        await browser.quit()
        throw error
      }
      await browser.quit()
    }

    /// Opens the record screen of `standup`, going on without the microphone.
    func openRecordScreen(of standup: Standup, in browser: WebDriver, url: String) async throws {
      try await browser.open(url + "/standups/\(standup.id.rawValue.uuidString)")
      try await browser.waitUntil(
        Self.connected + " && document.querySelector('h1')?.innerText === '\(standup.title)'")
      try await browser.click(try await browser.button("Start Meeting"))
      // Without a microphone an alert asks first (unless the browser offers a fake one).
      try await browser.waitUntil(
        "!!document.querySelector('dialog.alert[open]') || location.pathname.endsWith('/record')")
      if try await browser.execute("return !!document.querySelector('dialog.alert[open]')")
        as? Bool == true
      {
        try await browser.click(
          try await browser.button("Continue without recording", in: "//dialog"))
      }
      try await browser.waitUntil(
        "document.body.textContent.includes('is speaking') && location.pathname.endsWith('/record')"
      )
    }

    @Test(arguments: Appearance.allCases)
    func theFocusRingShowsOnEveryThemeAndCard(appearance: Appearance) async throws {
      let standups = AccessibilityEndToEndTests.standupInEveryTheme()
      var found: [String] = []
      try await withStandups(standups, appearance: appearance) { browser, url in
        try await browser.open(url)
        try await browser.waitUntil(
          Self.connected + " && document.querySelectorAll('[role=listitem] a').length === 16")
        found += try await tabThrough("list of every theme", in: browser)
        // A detail screen and its edit sheet (fields, slider, the theme swatches).
        let first = try #require(standups.first)
        try await browser.open(url + "/standups/\(first.id.rawValue.uuidString)")
        try await browser.waitUntil(
          Self.connected + " && document.querySelector('h1')?.innerText === '\(first.title)'")
        found += try await tabThrough("detail", in: browser)
        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil("!!document.querySelector('dialog.sheet[open]')")
        found += try await tabThrough("edit sheet", in: browser)
        for standup in standups {
          try await openRecordScreen(of: standup, in: browser, url: url)
          found += try await tabThrough("\(standup.theme.name) record", in: browser)
        }
      }
      #expect(
        found.isEmpty,
        "\(appearance): \(found.count) rings fall short:\n\(found.joined(separator: "\n"))")
    }

    @Test(arguments: Appearance.allCases)
    func theFocusRingShowsOnTheCaseStudies(appearance: Appearance) async throws {
      let server = try await TestServer.start(CaseStudiesApp.application)
      let browser = try await WebDriver.start(arguments: appearance.browserArguments)
      var found: [String] = []
      do {
        for path in ["/", "/sheet", "/reducers/destinations", "/inventory", "/wifi"] {
          try await browser.open(server.url + path)
          try await browser.waitUntil(Self.connected)
          found += try await tabThrough(path, in: browser)
        }
        // An alert's buttons draw their ring inside themselves.
        try await browser.open(server.url + "/inventory")
        try await browser.waitUntil(Self.connected)
        try await browser.click(try await browser.button("Delete Keyboard"))
        try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.alert"))
        found += try await tabThrough("inventory's delete alert", in: browser)
      } catch {
        await browser.quit()
        await server.stop()
        throw error
      }
      await browser.quit()
      await server.stop()
      #expect(
        found.isEmpty,
        "\(appearance): \(found.count) rings fall short:\n\(found.joined(separator: "\n"))")
    }

    @Test func buttonsInListRowsAreDrawnInTheAccentColour() async throws {
      try await withCaseStudiesBrowser { browser, url in
        var buttons = [
          ("/stack", "Push 1"), ("/sheet", "Edit"), ("/reducers/destinations", "Show tip"),
          ("/reducers/destinations", "Edit"), ("/focus", "Validate"),
        ]
        buttons.append(("/inventory add sheet", "Load more colours"))
        for (path, name) in buttons {
          if path == "/inventory add sheet" {
            try await browser.open(url + "/inventory")
            try await browser.waitUntil(Self.connected)
            try await browser.click(try await browser.button("Add"))
            try await browser.waitUntil(CaseStudiesEndToEndTests.dialogOpen("dialog.sheet"))
          } else {
            try await browser.open(url + path)
            try await browser.waitUntil(Self.connected)
          }
          let colours = try await browser.execute(LookProbe.buttonColours, [name]) as? [String: Any]
          let accent = Self.numbers(colours?["accent"])
          let text = Self.numbers(colours?["text"])
          let button = Self.numbers(colours?["button"])
          #expect(button != nil, "\(path) has a button \(name)")
          #expect(button == accent, "\(name) on \(path) is drawn in the accent colour")
          #expect(button != text, "\(name) on \(path) is not drawn as plain text")
        }
      }
    }

    @Test func aLongNameWrapsInsideItsRowOnAPhone() async throws {
      let standup = Self.standupWithALongName()
      try await withStandups([standup]) { browser, url in
        try await browser.emulateScreen(width: 390, height: 844)
        try await browser.waitUntil("window.innerWidth === 390")
        try await browser.open(url + "/standups/\(standup.id.rawValue.uuidString)")
        try await browser.waitUntil(
          Self.connected + " && document.body.textContent.includes('Maximiliana')")
        let overflowing =
          try await browser.execute(
            """
            return [...document.querySelectorAll('.row')].filter(row => {
              const edge = row.getBoundingClientRect().right;
              return [...row.querySelectorAll('*')].some(e => e.getBoundingClientRect().right > edge + 0.5);
            }).map(row => row.innerText.slice(0, 40));
            """) as? [String]
        #expect(overflowing == [], "rows whose content runs past their edge")
      }
    }

    /// A back button sharing the bar with another leading button on a phone (Inventory's edit
    /// screen: back, then "Cancel") shows its chevron alone, as a phone's crowded bar does,
    /// instead of a label cut to its first letter; at a desktop's width the label shows whole.
    @Test(arguments: [1280, 390])
    func aCrowdedBackButtonShowsItsChevronNotACutLabel(width: Int) async throws {
      try await withCaseStudiesBrowser { browser, url in
        try await browser.emulateScreen(width: width, height: 844)
        try await browser.waitUntil("window.innerWidth === \(width)")
        try await browser.open(url + "/inventory/0A1B2C3D-0000-4000-8000-000000000003/edit")
        try await browser.waitUntil(
          Self.connected + " && " + InventoryEndToEndTests.heading("Edit Phone"))
        let label =
          try await browser.execute(
            """
            const back = document.querySelector('.title-bar .back-button');
            const span = back.querySelector('span');
            const shown = span.getClientRects().length > 0;
            return { shown, cut: shown && span.scrollWidth > span.clientWidth + 0.5,
              name: back.getAttribute('aria-label'),
              chevron: back.querySelector('svg').getBoundingClientRect().width };
            """) as? [String: Any]
        #expect(
          label?["cut"] as? Bool == false,
          "the label is whole or gone: \(String(describing: label))")
        #expect(label?["shown"] as? Bool == (width > 480), "\(String(describing: label))")
        #expect(label?["name"] as? String == "Back to Inventory", "screen readers still hear where")
        #expect(((label?["chevron"] as? NSNumber)?.doubleValue ?? 0) > 0)
      }
    }

    @Test(arguments: [1280, 390])
    func theRecordScreenHasAThickBarAndKeepsALongNameInsideTheRing(width: Int) async throws {
      let standup = Self.standupWithALongName()
      try await withStandups([standup]) { browser, url in
        try await browser.emulateScreen(width: width, height: 900)
        try await browser.waitUntil("window.innerWidth === \(width)")
        try await openRecordScreen(of: standup, in: browser, url: url)
        let bar =
          try await browser.execute(
            """
            const p = document.querySelector('progress');
            const s = getComputedStyle(p);
            return { appearance: s.appearance, height: p.getBoundingClientRect().height };
            """) as? [String: Any]
        #expect(bar?["appearance"] as? String == "none", "the bar is drawn by the stylesheet")
        #expect(
          ((bar?["height"] as? NSNumber)?.doubleValue ?? 0) >= 10,
          "the bar is thick: \(String(describing: bar))")
        // Every corner of the name's box lies inside the ring's inner edge (radius 76 of the
        // ring's 200-unit drawing, less the half stroke).
        let outside =
          try await browser.execute(
            """
            const ring = document.querySelector('.meeting-ring').getBoundingClientRect();
            const name = document.querySelector('.meeting-ring h2');
            const box = name.getBoundingClientRect();
            const cx = ring.left + ring.width / 2, cy = ring.top + ring.height / 2;
            const inner = ring.width * 76 / 200;
            const corners = [[box.left, box.top], [box.right, box.top], [box.left, box.bottom], [box.right, box.bottom]];
            const far = corners.map(([x, y]) => Math.hypot(x - cx, y - cy)).filter(d => d > inner);
            return far.length + (name.textContent.startsWith('Maximiliana') ? 0 : 100);
            """) as? NSNumber
        #expect(
          outside?.intValue == 0, "the name's box reaches past the ring's inner edge at \(width) px"
        )
      }
    }
  }
}
