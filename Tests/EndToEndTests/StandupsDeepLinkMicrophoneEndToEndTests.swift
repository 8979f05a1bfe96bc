import CairnSpeech
import Foundation
import Testing

extension EndToEnd.StandupsEndToEndTests {
  /// Issue 28, item 1: `/standups/<id>/record` opened from the address bar keeps its deep link,
  /// but a page nobody has touched does not switch the microphone on: the browser is asked
  /// only after the person's first click, in real Chromium (its microphone a fake that says
  /// yes, so only the page's own rule holds it back).
  @Test(
    .enabled(
      if: SpeechRecognizer().availability == .available,
      "Needs PocketSphinx and its model (apt-get install libpocketsphinx-dev pocketsphinx-en-us)"),
    arguments: flavours)
  func theRecordScreenOpenedFromTheAddressBarWaitsForAClickBeforeTheMicrophone(
    flavour: String
  ) async throws {
    let data = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    try await withApp(dataDirectory: data, flavour: flavour, browserArguments: Self.fakeMicrophone)
    { browser, server in
      try await openEngineering(browser, server)
      let detailPath = try await browser.execute("return location.pathname") as? String ?? ""

      try await browser.open(server.url + detailPath + "/record")
      try await browser.waitUntil(Self.connected + " && " + text("Blob is speaking"))
      try await browser.waitUntil("document.documentElement.dataset.cairnMicrophone === 'waiting'")
      #expect(
        try await browser.execute("return navigator.userActivation.hasBeenActive") as? Bool
          == false, "nobody has touched the page")

      try await browser.click(try await browser.find(xpath: "//h1"))
      try await browser.waitUntil(
        "document.documentElement.dataset.cairnMicrophone === 'capturing'")
      try await browser.waitUntil(text("settings page"))
    }
  }
}
