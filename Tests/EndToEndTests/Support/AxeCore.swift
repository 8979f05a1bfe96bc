import Foundation

/// axe-core, Deque's accessibility rules engine, run in the page a ``WebDriver`` shows.
///
/// The script comes from the machine: `CAIRN_AXE_SCRIPT` names it, or PyPI's
/// `selenium-axe-python` (which ships `axe.min.js`) is installed for `python3`, or a Debian or
/// npm package put it in a usual place. Without it the accessibility tests skip, saying so.
enum AxeCore {
  /// One rule's failure on one element.
  struct Violation: CustomStringConvertible, Equatable {
    /// The rule, such as `color-contrast`.
    let rule: String
    /// The element's CSS selector.
    let target: String
    /// What axe says is wrong, on one line.
    let summary: String

    var description: String { "\(rule) at \(target): \(summary)" }
  }

  /// Where the script is, found once per test run.
  static let scriptPath: String? = findScript()

  /// Whether the script was found.
  static var isAvailable: Bool { scriptPath != nil }

  /// Places a package might have put `axe.min.js`.
  static let usualPaths = [
    "/usr/share/javascript/axe-core/axe.min.js",
    "/usr/share/nodejs/axe-core/axe.min.js",
    "/usr/lib/node_modules/axe-core/axe.min.js",
    "/usr/local/lib/node_modules/axe-core/axe.min.js",
  ]

  private static func findScript() -> String? {
    let files = FileManager.default
    if let named = ProcessInfo.processInfo.environment["CAIRN_AXE_SCRIPT"],
      files.isReadableFile(atPath: named)
    {
      return named
    }
    if let package = pythonPackageFolder("selenium_axe_python") {
      let script = package + "/axe-core/axe.min.js"
      if files.isReadableFile(atPath: script) { return script }
    }
    return usualPaths.first(where: files.isReadableFile(atPath:))
  }

  /// The folder of the Python package `name`, as `python3` finds it (without importing it).
  private static func pythonPackageFolder(_ name: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import importlib.util as u; s = u.find_spec('\(name)'); print(s.submodule_search_locations[0] if s else '')",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let folder = String(decoding: data, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !folder.isEmpty ? folder : nil
  }

  /// Runs every axe rule on the page `browser` shows and returns what fails, once the page
  /// has no row still animating in (a half-faded row is not the page a person reads).
  static func violations(in browser: WebDriver) async throws -> [Violation] {
    guard let scriptPath else { throw WebDriver.Failure(description: "axe-core was not found") }
    try await browser.waitUntil("!document.querySelector('.cairn-enter')")
    if try await browser.execute("return typeof window.axe === 'object'") as? Bool != true {
      let script = try String(contentsOfFile: scriptPath, encoding: .utf8)
      _ = try await browser.execute(script + "\n;return typeof window.axe;")
    }
    _ = try await browser.execute(
      """
      window.cairnAxeResult = undefined;
      axe.run(document).then(
        result => { window.cairnAxeResult = JSON.stringify(result.violations.flatMap(rule =>
          rule.nodes.map(node => ({ rule: rule.id, target: node.target.join(' '),
            summary: (node.failureSummary || rule.help).replace(/\\s+/g, ' ') })))); },
        error => { window.cairnAxeResult = JSON.stringify({ error: String(error) }); });
      """)
    try await browser.waitUntil("window.cairnAxeResult !== undefined")
    let json = try await browser.execute("return window.cairnAxeResult") as? String ?? ""
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
    guard let rows = parsed as? [[String: String]] else {
      throw WebDriver.Failure(description: "axe did not run: \(json)")
    }
    return rows.map {
      Violation(rule: $0["rule"] ?? "", target: $0["target"] ?? "", summary: $0["summary"] ?? "")
    }
  }
}
