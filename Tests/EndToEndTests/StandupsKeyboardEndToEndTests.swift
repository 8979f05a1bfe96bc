import Foundation
import Testing

/// Issue 33, items 8 and 9: Standups used with the keyboard only, in both flavours. After every
/// dialog closes focus is back on what opened it (inside a sheet when an alert over the sheet
/// closes), after every push and pop on the new screen's heading, never on `<body>`; the
/// Length slider says "6 minutes"; the theme picker is one tab stop moved by the arrow keys;
/// the record screen announces the speaker and the time left in a polite live region.
extension EndToEnd.StandupsEndToEndTests {
  static let tab = "\u{E004}"
  static let arrowRight = "\u{E014}"
  static let arrowLeft = "\u{E012}"
  static let home = "\u{E011}"
  static let end = "\u{E010}"

  /// The focused element is the button named `name` (its text or label).
  static func focusedButton(_ name: String) -> String {
    """
    (() => { const e = document.activeElement; return !!e && e.tagName === 'BUTTON' && (e.textContent.trim() === '\(name)' || e.getAttribute('aria-label') === '\(name)'); })()
    """
  }

  /// The focused element is the top screen's heading (or a sheet's), reading `title`.
  static func focusedHeading(_ title: String) -> String {
    """
    (() => { const e = document.activeElement; return !!e && e.tagName === 'H1' && e.innerText.trim() === '\(title)'; })()
    """
  }

  /// The focused element is the field labelled `label`, inside the open sheet.
  static func focusedFieldInSheet(_ label: String) -> String {
    """
    (() => { const e = document.activeElement; return !!e && e.tagName === 'INPUT' && e.getAttribute('aria-label') === '\(label)' && !!e.closest('dialog.sheet[open]'); })()
    """
  }

  static let focusedRadio =
    "(document.activeElement.getAttribute('role') === 'radio' ? document.activeElement.textContent.trim() : '')"

  /// The polite live regions' texts, in order.
  static let announcements =
    "[...document.querySelectorAll('[role=status][aria-live=polite]')].map(e => e.textContent).join(' | ')"

  /// Presses Tab until `condition` holds (at most `limit` times): how a keyboard user reaches a
  /// control. Fails if focus ever lands on `<body>` on the way, or never reaches it.
  func tab(to condition: String, in browser: WebDriver, limit: Int = 40) async throws {
    for _ in 0..<limit {
      try await browser.press(Self.tab)
      let reached = try await browser.execute("return !!(\(condition))") as? Bool ?? false
      if reached { return }
    }
    let focused =
      try await browser.execute("return document.activeElement.outerHTML.slice(0, 200)") ?? ""
    throw WebDriver.Failure(description: "Tab never reached \(condition); focus is on \(focused)")
  }

  /// Types `text` into the focused element, key by key.
  func typeKeys(_ text: String, in browser: WebDriver) async throws {
    for character in text {
      try await browser.press(String(character))
    }
  }

  /// Waits until no dialog is left and focus is where `condition` says (never `<body>`).
  func expectFocus(_ condition: String, in browser: WebDriver) async throws {
    try await browser.waitUntil(condition)
    let onBody = try await browser.execute("return document.activeElement === document.body")
    #expect(onBody as? Bool == false)
  }

  @Test(arguments: flavours)
  func addEditRecordAndDeleteWithTheKeyboardOnly(flavour: String) async throws {
    let data = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    try await withApp(dataDirectory: data, flavour: flavour) { browser, server in
      try await browser.open(server.url)
      try await browser.waitUntil(Self.connected + " && " + text("No standups yet."))

      // Add: the sheet opens on its title field.
      try await tab(to: Self.focusedButton("New standup"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(Self.focusedFieldInSheet("Title"), in: browser)
      try await typeKeys("Engineering", in: browser)

      // The Length slider speaks minutes, and the arrow keys move it a minute at a time.
      try await tab(
        to: "document.activeElement.getAttribute('aria-label') === 'Length'", in: browser)
      #expect(
        try await browser.execute("return document.activeElement.getAttribute('aria-valuetext')")
          as? String == "5 minutes")
      try await browser.press(Self.arrowRight)
      try await browser.waitUntil(
        "document.activeElement.getAttribute('aria-valuetext') === '6 minutes'")

      // The theme picker is one tab stop, on the chosen theme; the arrows choose another.
      try await browser.press(Self.tab)
      #expect(try await browser.execute("return \(Self.focusedRadio)") as? String == "Bubblegum")
      try await browser.press(Self.arrowRight)
      try await browser.waitUntil(
        "\(Self.focusedRadio) === 'Buttercup' && document.activeElement.getAttribute('aria-checked') === 'true'"
      )
      try await browser.press(Self.arrowLeft)
      try await browser.waitUntil(
        "\(Self.focusedRadio) === 'Bubblegum' && document.activeElement.getAttribute('aria-checked') === 'true'"
      )
      // End and Home choose the last and the first theme.
      try await browser.press(Self.end)
      try await browser.waitUntil(
        "\(Self.focusedRadio) === 'Yellow' && document.activeElement.getAttribute('aria-checked') === 'true'"
      )
      try await browser.press(Self.home)
      try await browser.waitUntil(
        "\(Self.focusedRadio) === 'Bubblegum' && document.activeElement.getAttribute('aria-checked') === 'true'"
      )
      try await browser.press(Self.arrowRight)
      try await browser.waitUntil(
        "\(Self.focusedRadio) === 'Buttercup' && document.activeElement.getAttribute('aria-checked') === 'true' && document.querySelectorAll('[role=radio][tabindex=\"0\"]').length === 1"
      )
      // One Tab leaves the group: the next stop is the first attendee's name.
      try await browser.press(Self.tab)
      try await expectFocus(Self.focusedFieldInSheet("Name"), in: browser)
      try await typeKeys("Blob", in: browser)
      try await tab(to: Self.focusedButton("New attendee"), in: browser)
      try await browser.pressEnter()
      try await browser.waitUntil(
        "document.querySelectorAll('dialog input[aria-label=Name]').length === 2 && document.activeElement === [...document.querySelectorAll('dialog input[aria-label=Name]')].at(-1)"
      )
      try await typeKeys("Blob Jr", in: browser)

      // Escape with unsaved changes: the alert over the sheet; "Keep editing" (focused) puts
      // focus back in the sheet, on the field Escape was pressed in, not behind the sheet.
      try await browser.pressEscape()
      try await browser.waitUntil(
        Self.discardAlertOpen + " && " + Self.focusedButton("Keep editing"))
      try await browser.pressEnter()
      try await expectFocus(
        "!document.querySelector('dialog.alert') && "
          + "document.activeElement === [...document.querySelectorAll('dialog.sheet[open] input[aria-label=Name]')].at(-1)",
        in: browser)

      try await tab(to: Self.focusedButton("Add"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(Self.noDialog + " && " + Self.focusedButton("New standup"), in: browser)

      // Drill down: focus on the detail screen's heading.
      try await tab(
        to:
          "document.activeElement.tagName === 'A' && document.activeElement.textContent.includes('Engineering')",
        in: browser)
      try await browser.pressEnter()
      try await expectFocus(Self.focusedHeading("Engineering"), in: browser)

      // Edit: Escape (nothing changed) closes the sheet and focus is back on "Edit"; then an
      // edit saved with "Done", focus again on "Edit".
      try await tab(to: Self.focusedButton("Edit"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(Self.focusedFieldInSheet("Title"), in: browser)
      try await browser.pressEscape()
      try await expectFocus(Self.noDialog + " && " + Self.focusedButton("Edit"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(Self.focusedFieldInSheet("Title"), in: browser)
      try await typeKeys(" Team", in: browser)
      try await tab(to: Self.focusedButton("Done"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(
        Self.noDialog + " && " + Self.focusedButton("Edit") + " && "
          + text("Engineering Team"),
        in: browser)
      // A change thrown away: Escape, then "Discard" in the alert; focus back on "Edit".
      try await browser.pressEnter()
      try await expectFocus(Self.focusedFieldInSheet("Title"), in: browser)
      try await typeKeys("!", in: browser)
      try await browser.waitUntil(
        "!!document.querySelector('dialog.sheet[data-dismiss-disabled]')")
      try await browser.pressEscape()
      try await browser.waitUntil(
        Self.discardAlertOpen + " && " + Self.focusedButton("Keep editing"))
      try await tab(to: Self.focusedButton("Discard"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(
        Self.noDialog + " && " + Self.focusedButton("Edit") + " && !" + text("Engineering Team!"),
        in: browser)

      // Record: this browser has no microphone, so an alert first; "Continue without
      // recording" closes it and pushes the record screen: focus on its heading.
      try await tab(to: Self.focusedButton("Start Meeting"), in: browser)
      try await browser.pressEnter()
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      try await tab(to: Self.focusedButton("Continue without recording"), in: browser)
      // What a screen reader hears: a live region's text changing while it is in the page.
      _ = try await browser.execute(
        """
        window.spoken = [];
        new MutationObserver((changes) => {
          for (const change of changes) {
            const region = change.target.parentElement?.closest('[aria-live=polite]');
            if (region && change.target.nodeValue) window.spoken.push(change.target.nodeValue);
          }
        }).observe(document.body, { subtree: true, characterData: true });
        """)
      try await browser.pressEnter()
      try await expectFocus(
        Self.noDialog + " && location.pathname.endsWith('/record') && "
          + Self.focusedHeading("Engineering Team"),
        in: browser)
      // The live regions: who speaks, and the time left in minutes (not every second).
      try await browser.waitUntil(
        "\(Self.announcements) === 'Blob is speaking, speaker 1 of 2. | 6 minutes left.'")
      // The first speaker is said as the meeting starts, not only when the speaker changes.
      try await browser.waitUntil("window.spoken.includes('Blob is speaking, speaker 1 of 2.')")
      // A region is read when its text changes in place: the patch keeps the element.
      _ = try await browser.execute(
        "window.regions = [...document.querySelectorAll('[role=status][aria-live=polite]')]")
      try await tab(to: Self.focusedButton("Next speaker"), in: browser)
      try await browser.pressEnter()
      try await browser.waitUntil(
        "\(Self.announcements) === 'Blob Jr is speaking, speaker 2 of 2. | 3 minutes left.'")
      #expect(
        try await browser.execute(
          "return window.regions.every(region => region.isConnected)") as? Bool == true)

      // "End meeting", then "Resume" (focused): focus back on "End meeting".
      try await tab(to: Self.focusedButton("End meeting"), in: browser)
      try await browser.pressEnter()
      try await browser.waitUntil(
        "!!document.querySelector('dialog.alert[open]') && " + Self.focusedButton("Resume"))
      try await browser.pressEnter()
      try await expectFocus(Self.noDialog + " && " + Self.focusedButton("End meeting"), in: browser)
      // "Save and end" pops to the detail: focus on its heading.
      try await browser.pressEnter()
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      try await tab(to: Self.focusedButton("Save and end"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(
        Self.noDialog + " && !location.pathname.endsWith('/record') && "
          + Self.focusedHeading("Engineering Team") + " && " + text("Past meetings"),
        in: browser)

      // The past meeting's delete button asks first; "Cancel" puts focus back on it.
      let meetingDelete =
        "document.activeElement.tagName === 'BUTTON' && (document.activeElement.getAttribute('aria-label') || '').startsWith('Delete ')"
      try await tab(to: meetingDelete, in: browser)
      try await browser.pressEnter()
      try await browser.waitUntil(
        "!!document.querySelector('dialog.alert[open]') && " + Self.focusedButton("Cancel"))
      try await browser.pressEnter()
      try await expectFocus(Self.noDialog + " && " + meetingDelete, in: browser)
      // Confirmed, the meeting and its button are gone: focus on the screen's heading.
      try await browser.pressEnter()
      try await browser.waitUntil(
        "!!document.querySelector('dialog.alert[open]') && " + Self.focusedButton("Cancel"))
      try await tab(to: Self.focusedButton("Delete"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(
        Self.noDialog + " && " + Self.focusedHeading("Engineering Team") + " && !"
          + text("Past meetings"),
        in: browser)

      // Delete: "Nevermind" (focused) keeps it, focus back on "Delete"; "Yes" pops to the
      // list, focus on its heading.
      try await tab(to: Self.focusedButton("Delete"), in: browser)
      try await browser.pressEnter()
      try await browser.waitUntil(
        "!!document.querySelector('dialog.alert[open]') && " + Self.focusedButton("Nevermind"))
      try await browser.pressEnter()
      try await expectFocus(Self.noDialog + " && " + Self.focusedButton("Delete"), in: browser)
      try await browser.pressEnter()
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      try await tab(to: Self.focusedButton("Yes"), in: browser)
      try await browser.pressEnter()
      try await expectFocus(
        Self.noDialog + " && " + Self.focusedHeading("Daily Standups") + " && "
          + text("No standups yet."),
        in: browser)
    }
  }
}
