import CairnTestSupport
@_spi(Runtime) import CairnWeb
import CaseStudies
import Foundation
import Testing

extension EndToEnd {
  /// Defects that live in the browser client, each reproduced in a real Chromium: focus
  /// races, the caret, alert backdrops, over-long pastes, and markup typed by a user.
  @Suite(
    "Client races and careless input in Chromium",
    .enabled(
      if: WebDriver.isAvailable,
      "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)")
  )
  struct ClientRacesEndToEndTests {
    func withBrowser(_ body: (WebDriver, String) async throws -> Void) async throws {
      try await withCaseStudiesBrowser(body)
    }

    static let connected = "document.documentElement.dataset.cairnConnected === 'true'"

    /// Wraps the socket's `send` so frames can be held back (as on a slow network) and
    /// counted. `window.cairnTest.hold = true` queues them; `release()` sends them in order.
    static let socketTap = """
      const original = WebSocket.prototype.send;
      window.cairnTest = { hold: false, held: [], sent: [], lastSeq: 0,
        release() { const frames = this.held.splice(0); for (const [socket, text] of frames) original.call(socket, text); } };
      WebSocket.prototype.send = function (text) {
        const frame = JSON.parse(text);
        window.cairnTest.sent.push(frame);
        if (frame.seq) window.cairnTest.lastSeq = frame.seq;
        if (window.cairnTest.hold) window.cairnTest.held.push([this, text]); else original.call(this, text);
      };
      """

    /// The page has seen the server's answer to every event it sent.
    static let caughtUp =
      "Number(document.documentElement.dataset.cairnAck || 0) === window.cairnTest.lastSeq"

    static func focused(_ label: String) -> String {
      "document.activeElement && document.activeElement.getAttribute('aria-label') === '\(label)'"
    }

    // MARK: Defect 1: focus ping-pong

    @Test func aFocusChangeRacingTheModelsFocusSettlesOnTheUsersChoice() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/focus")
        try await browser.waitUntil(Self.connected)
        try await browser.waitUntil(Self.focused("Name"))
        _ = try await browser.execute(Self.socketTap)

        // Within one round trip: the user asks the model to move focus ("Next field"), then
        // clicks into Notes before the answer comes back.
        _ = try await browser.execute("window.cairnTest.hold = true")
        try await browser.click(try await browser.button("Next field"))
        try await browser.click(try await browser.find("input[aria-label='Notes']"))
        _ = try await browser.execute(
          "window.cairnTest.hold = false; window.cairnTest.release()")

        try await browser.waitUntil(Self.caughtUp + " && " + Self.focused("Notes"))
        // Quiet from here on: another round trip sends no focus events and moves nothing.
        let focusFrames = "window.cairnTest.sent.filter(f => f.event === 'focus').length"
        let before = try await browser.execute("return " + focusFrames) as? Int ?? -1
        try await browser.type("x", into: try await browser.find("input[aria-label='Notes']"))
        try await browser.waitUntil(Self.caughtUp)
        let after = try await browser.execute("return " + focusFrames) as? Int ?? -1
        #expect(before == after, "no focus bounces between fields")
        let active = try await browser.execute(
          "return document.activeElement.getAttribute('aria-label')")
        #expect(active as? String == "Notes", "keystrokes land where the user clicked")
        let notes = try await browser.execute(
          "return document.querySelector(\"input[aria-label='Notes']\").value")
        #expect(notes as? String == "x")
      }
    }

    // MARK: Defect 8: the caret

    @Test func aFieldFocusedForTheUserHasTheCaretAtTheEnd() async throws {
      try await withBrowser { browser, url in
        let caretAtEnd =
          "document.activeElement.selectionStart === document.activeElement.value.length && document.activeElement.value.length > 0"
        try await browser.open(url + "/sheet")
        try await browser.waitUntil(Self.connected)
        try await browser.click(try await browser.button("Edit"))
        try await browser.waitUntil(Self.focused("Text") + " && " + caretAtEnd)
        try await browser.type("!", into: try await browser.find("input[aria-label='Text']"))
        try await browser.waitUntil("document.body.innerText.includes('Hello, Cairn!')")

        try await browser.open(url + "/focus")
        try await browser.waitUntil(Self.connected)
        try await browser.type("Blob", into: try await browser.find("input[aria-label='Name']"))
        try await browser.type(
          "blob.example", into: try await browser.find("input[aria-label='Email']"))
        try await browser.click(try await browser.button("Validate"))
        try await browser.waitUntil(Self.focused("Email") + " && " + caretAtEnd)
      }
    }

    // MARK: Defect 13: alert backdrops

    @Test func aClickOnAnAlertsBackdropDoesNotAnswerItButASheetsCloses() async throws {
      try await withBrowser { browser, url in
        let clickBackdrop = """
          const dialog = document.querySelector('dialog[open]');
          dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 2, clientY: 2 }));
          """
        try await browser.open(url + "/alerts/alert")
        try await browser.waitUntil(
          Self.connected + " && !!document.querySelector('dialog.alert[open]')")
        _ = try await browser.execute(Self.socketTap)
        _ = try await browser.execute(clickBackdrop)
        let sent = try await browser.execute("return window.cairnTest.sent.length") as? Int
        #expect(sent == 0, "nothing is sent: the alert waits for a button")
        #expect(
          try await browser.execute("return !!document.querySelector('dialog.alert[open]')")
            as? Bool == true)

        try await browser.open(url + "/sheet/edit")
        try await browser.waitUntil(
          Self.connected + " && !!document.querySelector('dialog.sheet[open]')")
        _ = try await browser.execute(clickBackdrop)
        try await browser.waitUntil("!document.querySelector('dialog')")
        #expect(try await browser.currentURL().hasSuffix("/sheet"))
      }
    }

    // MARK: Defect 7: over-long input

    @Test func aHugePasteIsCutToTheFieldsLimitAndTheSocketStaysUp() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/sheet/edit")
        try await browser.waitUntil(
          Self.connected + " && !!document.querySelector('dialog.sheet[open]')")
        _ = try await browser.execute(Self.socketTap)
        // A paste bypasses typing; set the value as a paste does and fire the input event.
        _ = try await browser.execute(
          """
          const field = document.querySelector("input[aria-label='Text']");
          field.value = 'x'.repeat(70000);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          """)
        try await browser.waitUntil(
          Self.caughtUp + " && document.body.innerText.includes('1000 characters')")
        let longest = try await browser.execute(
          "return Math.max(...window.cairnTest.sent.map(f => (f.value || '').length))")
        #expect(longest as? Int == 1000, "the client never sends more than the limit")
        #expect(
          try await browser.execute("return document.documentElement.dataset.cairnConnected")
            as? String == "true", "the socket stayed up")
        try await browser.click(try await browser.button("Done"))
        try await browser.waitUntil("!document.querySelector('dialog')")
        #expect(
          try await browser.execute("return document.body.innerText.includes('x'.repeat(1000))")
            as? Bool == true, "the text was kept, cut to the limit, not lost")
      }
    }

    // MARK: What held: typed markup is text

    @Test func markupTypedIntoAFieldIsShownAsTextAndNeverRuns() async throws {
      try await withBrowser { browser, url in
        try await browser.open(url + "/sheet/edit")
        try await browser.waitUntil(
          Self.connected + " && !!document.querySelector('dialog.sheet[open]')")
        let field = try await browser.find("input[aria-label='Text']")
        for payload in XSSPayloads.all.prefix(8) {
          try await browser.clear(field)
          try await browser.type(payload, into: field)
        }
        try await browser.click(try await browser.button("Done"))
        try await browser.waitUntil("!document.querySelector('dialog')")
        let last = XSSPayloads.all.prefix(8).last!
        #expect(
          try await browser.execute("return document.body.innerText.includes(arguments[0])", [last])
            as? Bool == true, "shown literally")
        #expect(try await browser.execute("return window.cairnXSS === undefined") as? Bool == true)
        #expect(
          try await browser.execute(
            "return document.querySelectorAll('#cairn-content script, #cairn-content img[onerror], #cairn-content svg[onload]').length"
          )
            as? Int == 0)
      }
    }
  }
}
