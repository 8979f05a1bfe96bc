import Foundation
import Testing

extension EndToEnd {
  /// Standups in a real Chromium, against the real `standups` executable and real files: the
  /// same steps against each flavour (`--flavour models` and `--flavour reducers`).
  @Suite(
    "Standups in Chromium",
    .enabled(
      if: StandupsProcess.isAvailable,
      "Needs Chromium and chromedriver (apt-get install chromium chromium-driver) and a built standups executable"
    )
  )
  struct StandupsEndToEndTests {
    static let connected = "document.documentElement.dataset.cairnConnected === 'true'"
    static let noDialog = "!document.querySelector('dialog')"
    /// Every card's duration ends near its row's trailing edge (a spacer pushed it there).
    static let durationTrails = """
      [...document.querySelectorAll('[role=listitem] a')].length === 3 && [...document.querySelectorAll('[role=listitem] a')].every(link => { const row = link.closest('[role=listitem]').getBoundingClientRect(); const labels = link.querySelectorAll('.label'); const duration = labels[labels.length - 1].getBoundingClientRect(); return row.right - duration.right < 64 && duration.left - row.left > row.width / 2; })
      """
    /// The ring has a filled arc, and every arc is an SVG element (not unknown HTML).
    static let ringDrawsAsSVG = """
      [...document.querySelectorAll('svg [stroke-opacity="1"]')].length >= 1 && [...document.querySelectorAll('svg path, svg circle')].every(shape => shape instanceof SVGGeometryElement)
      """

    func temporaryDirectory() throws -> URL {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "standups-e2e-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      return directory
    }

    /// The flavours every flow runs against.
    static let flavours = ["models", "reducers"]

    func withApp(
      dataDirectory: URL,
      flavour: String,
      browserArguments: [String] = [],
      _ body: (WebDriver, StandupsProcess) async throws -> Void
    ) async throws {
      let server = try StandupsProcess.start(dataDirectory: dataDirectory, flavour: flavour)
      let browser = try await WebDriver.start(arguments: browserArguments)
      do {
        try await body(browser, server)
      } catch {
        await browser.quit()
        server.stop()
        throw error
      }
      await browser.quit()
      server.stop()
    }

    func text(_ text: String) -> String {
      "document.body.textContent.includes(\(jsString(text)))"
    }

    func jsString(_ text: String) -> String {
      "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    @Test(arguments: flavours)
    func addEditCancelSaveAndDelete(flavour: String) async throws {
      let data = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: data) }
      try await withApp(dataDirectory: data, flavour: flavour) { browser, server in
        try await browser.open(server.url)
        try await browser.waitUntil(Self.connected + " && " + text("No standups yet."))

        try await browser.click(try await browser.button("New standup"))
        try await browser.waitUntil("!!document.querySelector('dialog.sheet[open]')")
        try await browser.type(
          "Marketing", into: try await browser.find("dialog input[aria-label='Title']"))
        try await browser.type(
          "Blob", into: try await browser.find("dialog input[aria-label='Name']"))
        try await browser.click(try await browser.button("New attendee"))
        try await browser.waitUntil(
          "document.querySelectorAll('dialog input[aria-label=\"Name\"]').length === 2")
        try await browser.type(
          "Blob Jr",
          into: try await browser.find(
            "dialog .section:nth-of-type(2) [role=listitem]:nth-child(2) input"))
        try await browser.click(try await browser.button("Add", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog + " && " + text("Marketing"))

        try await browser.click(try await browser.find(xpath: "//a[contains(., 'Marketing')]"))
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Marketing'")
        try await browser.waitUntil(text("Blob Jr"))

        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil("!!document.querySelector('dialog.sheet[open]')")
        let title = try await browser.find("dialog input[aria-label='Title']")
        try await browser.clear(title)
        try await browser.type("Discarded", into: title)
        try await browser.click(try await browser.button("Cancel", in: "//dialog"))
        try await browser.waitUntil(
          Self.noDialog + " && document.querySelector('h1').innerText === 'Marketing'")

        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil("!!document.querySelector('dialog.sheet[open]')")
        let again = try await browser.find("dialog input[aria-label='Title']")
        try await browser.clear(again)
        try await browser.type("Growth", into: again)
        try await browser.click(try await browser.button("Done", in: "//dialog"))
        try await browser.waitUntil(
          Self.noDialog + " && document.querySelector('h1').innerText === 'Growth'")

        try await browser.click(try await browser.button("Delete"))
        try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
        try await browser.click(try await browser.button("Yes", in: "//dialog"))
        try await browser.waitUntil(
          "document.querySelector('h1').innerText === 'Daily Standups' && "
            + text("No standups yet.")
        )
      }
    }

    @Test(arguments: flavours)
    func meetingDeepLinkBackRestartAndPersistence(flavour: String) async throws {
      let data = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: data) }
      var detailPath = ""
      try await withApp(dataDirectory: data, flavour: flavour) { browser, server in
        try await browser.open(server.url)
        try await browser.waitUntil(Self.connected)
        try await browser.click(try await browser.button("Load sample data"))
        // The card's spacer pushes the duration to the row's trailing edge.
        try await browser.waitUntil(Self.durationTrails)
        try await browser.click(
          try await browser.find(xpath: "//a[contains(., 'Engineering')]"))
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Engineering'")
        detailPath = try await browser.execute("return location.pathname") as? String ?? ""
        #expect(detailPath.hasPrefix("/standups/"))

        // This browser has no microphone: the restricted alert, then continue without recording.
        try await browser.click(try await browser.button("Start Meeting"))
        try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
        try await browser.click(
          try await browser.button("Continue without recording", in: "//dialog"))
        try await browser.waitUntil(
          text("Blob is speaking") + " && location.pathname.endsWith('/record')")
        try await browser.click(try await browser.button("Next speaker"))
        try await browser.waitUntil(
          text("Blob Jr is speaking") + " && !!document.documentElement.dataset.cairnLastSound")
        // The ring's arc for the first speaker came in a patch, and draws as SVG.
        try await browser.waitUntil(Self.ringDrawsAsSVG)
        try await browser.click(try await browser.button("End meeting"))
        try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
        try await browser.click(try await browser.button("Save and end", in: "//dialog"))
        try await browser.waitUntil(
          text("Past meetings") + " && location.pathname === \(jsString(detailPath))")
        // The meeting just saved slides in.
        try await browser.waitUntil(
          "!!document.querySelector('[role=listitem].cairn-enter') && getComputedStyle(document.querySelector('[role=listitem].cairn-enter')).animationName === 'cairn-enter-slide'"
        )

        try await browser.click(
          try await browser.find(
            xpath: "//section[h2[contains(., 'Past meetings')]]//a"))
        try await browser.waitUntil(text("Transcript"))
        try await browser.back()
        try await browser.waitUntil("document.querySelector('h1').innerText === 'Engineering'")

        try await browser.open(server.url + detailPath + "/edit")
        try await browser.waitUntil(
          "!!document.querySelector('dialog.sheet[open]') && document.querySelector('dialog input[aria-label=Title]').value === 'Engineering'"
        )

        try await browser.open(server.url + detailPath)
        try await browser.waitUntil(Self.connected)
        try await browser.back()
        try await browser.waitUntil("location.pathname.endsWith('/edit')")
      }
      // The server stopped with Ctrl-C; a new one reads what the first saved.
      try await withApp(dataDirectory: data, flavour: flavour) { browser, server in
        try await browser.open(server.url + detailPath)
        try await browser.waitUntil(
          "document.querySelector('h1').innerText === 'Engineering' && " + text("Past meetings"))
      }
    }

    @Test(arguments: flavours)
    func aCorruptDataFileShowsTheAlertAndIsKept(flavour: String) async throws {
      let data = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: data) }
      let garbage = Data("{ not json".utf8)
      try garbage.write(to: data.appendingPathComponent("standups.json"))
      try await withApp(dataDirectory: data, flavour: flavour) { browser, server in
        try await browser.open(server.url)
        try await browser.waitUntil(
          "!!document.querySelector('dialog.alert[open]') && " + text("Data failed to load"))
        try await browser.click(try await browser.button("No", in: "//dialog"))
        try await browser.waitUntil(Self.noDialog)
      }
      let kept = try FileManager.default.contentsOfDirectory(atPath: data.path)
        .filter { $0.hasPrefix("standups.json.unreadable-") }
      #expect(kept.count == 1)
      #expect(try Data(contentsOf: data.appendingPathComponent(kept[0])) == garbage)
    }
  }
}
