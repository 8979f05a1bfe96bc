import CairnWeb
import Foundation

/// Runs `body` with `app` served in this process and a fresh headless Chromium whose page is
/// laid out `width` pixels wide, and always cleans both up.
func withAppInBrowser(
  _ app: WebApplication,
  width: Int = 900,
  _ body: (WebDriver, String) async throws -> Void
) async throws {
  let server = try await TestServer.start(app)
  let driver = try await WebDriver.start(arguments: ["--window-size=\(max(width, 500)),900"])
  do {
    if width < 500 {
      try await driver.emulateScreen(width: width, height: 844)
    }
    try await body(driver, server.url)
  } catch {
    await driver.quit()
    await server.stop()
    throw error
  }
  await driver.quit()
  await server.stop()
}

extension WebDriver {
  /// Saves the page as `<name>.png` in the folder `CAIRN_SCREENSHOTS` names, when it names
  /// one; does nothing otherwise.
  func saveScreenshot(_ name: String) async throws {
    guard let folder = ProcessInfo.processInfo.environment["CAIRN_SCREENSHOTS"] else { return }
    let png = try await screenshot()
    try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
  }
}
