import CairnSpeech
import Foundation
import Testing

extension EndToEnd.StandupsEndToEndTests {
  /// The speech fixture Chromium's fake microphone plays (looping): "Today I will work on the
  /// settings page".
  static let speechFixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/settings-page.wav").path

  /// A Chromium whose microphone plays the fixture and whose permission prompt says yes.
  static let fakeMicrophone = [
    "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
    "--use-file-for-fake-audio-capture=\(speechFixture)",
  ]

  func openEngineering(_ browser: WebDriver, _ server: StandupsProcess) async throws {
    try await browser.open(server.url)
    try await browser.waitUntil(Self.connected)
    try await browser.click(try await browser.button("Load sample data"))
    try await browser.click(try await browser.find(xpath: "//a[contains(., 'Engineering')]"))
    try await browser.waitUntil("document.querySelector('h1').innerText === 'Engineering'")
  }

  @Test(
    .enabled(
      if: SpeechRecognizer().availability == .available,
      "Needs PocketSphinx and its model (apt-get install libpocketsphinx-dev pocketsphinx-en-us)"),
    arguments: flavours)
  func aMeetingIsTranscribedFromTheMicrophone(flavour: String) async throws {
    let data = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    try await withApp(dataDirectory: data, flavour: flavour, browserArguments: Self.fakeMicrophone)
    { browser, server in
      try await openEngineering(browser, server)
      try await browser.click(try await browser.button("Start Meeting"))
      // No speech alert: the record screen starts capturing, and the words appear as they are
      // recognised.
      try await browser.waitUntil(
        text("Blob is speaking") + " && location.pathname.endsWith('/record')")
      try await browser.waitUntil(
        "document.documentElement.dataset.cairnMicrophone === 'capturing'")
      try await browser.waitUntil(text("settings page"))
      #expect(
        try await browser.execute("return document.querySelectorAll('dialog').length") as? Int == 0)

      try await browser.click(try await browser.button("End meeting"))
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      try await browser.click(try await browser.button("Save and end", in: "//dialog"))
      try await browser.waitUntil(
        text("Past meetings") + " && !location.pathname.endsWith('/record')")
      // Leaving the screen stopped the capture.
      try await browser.waitUntil("document.documentElement.dataset.cairnMicrophone === 'off'")
      try await browser.click(
        try await browser.find(xpath: "//section[h2[contains(., 'Past meetings')]]//a"))
      try await browser.waitUntil(text("Transcript") + " && " + text("settings page"))
      let page = try await browser.execute("return document.body.innerText") as? String ?? ""
      for word in ["today", "work", "settings", "page"] { #expect(page.contains(word)) }
    }
  }

  @Test(arguments: flavours)
  func aBlockedMicrophoneOffersToContinueWithoutRecording(flavour: String) async throws {
    let data = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    try await withApp(
      dataDirectory: data, flavour: flavour,
      browserArguments: ["--use-fake-device-for-media-stream"]
    ) { browser, server in
      try await browser.open(server.url)
      try await browser.waitUntil(Self.connected)
      // The person blocked the microphone for this site in the browser's settings.
      try await browser.setPermission("microphone", "denied")
      try await openEngineering(browser, server)

      try await browser.click(try await browser.button("Start Meeting"))
      try await browser.waitUntil(
        "!!document.querySelector('dialog.alert[open]') && "
          + text("Speech recognition denied"))
      try await browser.click(try await browser.button("Open settings", in: "//dialog"))
      // A page cannot open the browser's settings: it says where the switch is.
      try await browser.waitUntil(
        "!!document.querySelector('dialog.cairn-message[open]') && " + text("address bar"))
      try await browser.click(try await browser.button("OK", in: "//dialog"))
      try await browser.waitUntil(Self.noDialog)

      try await browser.click(try await browser.button("Start Meeting"))
      try await browser.waitUntil("!!document.querySelector('dialog.alert[open]')")
      try await browser.click(
        try await browser.button("Continue without recording", in: "//dialog"))
      try await browser.waitUntil(
        text("Blob is speaking") + " && location.pathname.endsWith('/record') && "
          + Self.noDialog)
      #expect(
        try await browser.execute("return document.documentElement.dataset.cairnMicrophone")
          as? String == nil, "nothing captured")
    }
  }
}
