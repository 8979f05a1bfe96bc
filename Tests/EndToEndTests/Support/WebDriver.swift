import Foundation

/// A minimal WebDriver client for chromedriver, speaking the W3C protocol over HTTP.
final class WebDriver: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// An element handle.
  struct Element {
    let id: String
  }

  private let base: URL
  private let sessionID: String
  private let process: Process

  /// Whether Debian's `chromium` and `chromedriver` are installed.
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: chromedriverPath)
      && FileManager.default.isExecutableFile(atPath: chromiumPath)
  }

  static let chromedriverPath = "/usr/bin/chromedriver"
  static let chromiumPath = "/usr/bin/chromium"

  /// Starts chromedriver and a headless Chromium session; `arguments` go to Chromium after
  /// the usual ones.
  static func start(arguments: [String] = []) async throws -> WebDriver {
    let port = try FreePort.find()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromedriverPath)
    process.arguments = ["--port=\(port)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    try await waitForLine(containing: "started successfully", in: output)
    let base = URL(string: "http://127.0.0.1:\(port)")!
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": chromiumPath,
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=900,900",
            ] + arguments,
          ],
        ]
      ]
    ]
    let response = try await request(base, "POST", "/session", capabilities)
    guard let value = response["value"] as? [String: Any], let id = value["sessionId"] as? String
    else {
      process.terminate()
      throw Failure(description: "chromedriver did not start a session: \(response)")
    }
    let driver = WebDriver(base: base, sessionID: id, process: process)
    _ = try await driver.command(
      "POST", "/timeouts", ["implicit": 5000, "script": 10000, "pageLoad": 20000])
    return driver
  }

  private init(base: URL, sessionID: String, process: Process) {
    self.base = base
    self.sessionID = sessionID
    self.process = process
  }

  /// Closes the browser and stops chromedriver.
  func quit() async {
    _ = try? await command("DELETE", "")
    let pid = process.processIdentifier
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }

  // MARK: Commands

  func open(_ url: String) async throws {
    _ = try await command("POST", "/url", ["url": url])
  }

  func currentURL() async throws -> String {
    try await command("GET", "/url") as? String ?? ""
  }

  func back() async throws {
    _ = try await command("POST", "/back", [:])
  }

  func refresh() async throws {
    _ = try await command("POST", "/refresh", [:])
  }

  /// Finds an element by CSS selector, waiting (in chromedriver) up to the implicit timeout.
  func find(_ selector: String) async throws -> Element {
    let value = try await command("POST", "/element", ["using": "css selector", "value": selector])
    guard let object = value as? [String: Any], let id = object.values.first as? String else {
      throw Failure(description: "no element matches \(selector)")
    }
    return Element(id: id)
  }

  /// Finds an element by XPath (for matching visible text).
  func find(xpath: String) async throws -> Element {
    let value = try await command("POST", "/element", ["using": "xpath", "value": xpath])
    guard let object = value as? [String: Any], let id = object.values.first as? String else {
      throw Failure(description: "no element matches \(xpath)")
    }
    return Element(id: id)
  }

  /// The button whose text or label is `name`.
  func button(_ name: String, in scope: String = "") async throws -> Element {
    try await find(
      xpath: "\(scope)//button[normalize-space(.)='\(name)' or @aria-label='\(name)']")
  }

  func click(_ element: Element) async throws {
    _ = try await command("POST", "/element/\(element.id)/click", [:])
  }

  func type(_ text: String, into element: Element) async throws {
    _ = try await command("POST", "/element/\(element.id)/value", ["text": text])
  }

  func clear(_ element: Element) async throws {
    _ = try await command("POST", "/element/\(element.id)/clear", [:])
  }

  /// Presses Escape in the focused element.
  func pressEscape() async throws {
    try await press("\u{E00C}")
  }

  /// Presses Enter in the focused element.
  func pressEnter() async throws {
    try await press("\u{E007}")
  }

  /// Presses and releases `key` (a WebDriver key code) in the focused element.
  func press(_ key: String) async throws {
    _ = try await command(
      "POST", "/actions",
      [
        "actions": [
          [
            "type": "key", "id": "keyboard",
            "actions": [["type": "keyDown", "value": key], ["type": "keyUp", "value": key]],
          ]
        ]
      ])
  }

  /// Presses Control and `key` together in the focused element (Control-V pastes).
  func pressControl(_ key: String) async throws {
    _ = try await command(
      "POST", "/actions",
      [
        "actions": [
          [
            "type": "key", "id": "keyboard",
            "actions": [
              ["type": "keyDown", "value": "\u{E009}"], ["type": "keyDown", "value": key],
              ["type": "keyUp", "value": key], ["type": "keyUp", "value": "\u{E009}"],
            ],
          ]
        ]
      ])
    _ = try await command("DELETE", "/actions")
  }

  /// Clicks `element` with the Control key held, as a person opening a link in a new tab.
  func controlClick(_ element: Element) async throws {
    let origin = ["element-6066-11e4-a52e-4f735466cecf": element.id]
    _ = try await command(
      "POST", "/actions",
      [
        "actions": [
          [
            "type": "key", "id": "keyboard",
            "actions": [
              ["type": "keyDown", "value": "\u{E009}"], ["type": "pause", "duration": 0],
              ["type": "pause", "duration": 0], ["type": "keyUp", "value": "\u{E009}"],
            ],
          ],
          [
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": [
              ["type": "pointerMove", "origin": origin, "x": 0, "y": 0, "duration": 0],
              ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
              ["type": "pause", "duration": 0],
            ],
          ],
        ]
      ])
    _ = try await command("DELETE", "/actions")
  }

  /// The handles of the open tabs and windows.
  func windowHandles() async throws -> [String] {
    try await command("GET", "/window/handles") as? [String] ?? []
  }

  /// Makes the tab or window `handle` the one commands go to.
  func switchToWindow(_ handle: String) async throws {
    _ = try await command("POST", "/window", ["handle": handle])
  }

  func text(_ element: Element) async throws -> String {
    try await command("GET", "/element/\(element.id)/text") as? String ?? ""
  }

  /// Runs `script` in the page and returns its result.
  func execute(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
    try await command("POST", "/execute/sync", ["script": script, "args": arguments])
  }

  /// Waits until the JavaScript expression `condition` is true in the page, checking on every
  /// animation frame; fails after the script timeout. The wait is on the page's state, not on
  /// a clock.
  func waitUntil(_ condition: String) async throws {
    let script = """
      const done = arguments[arguments.length - 1];
      const check = () => { let ok = false; try { ok = (\(condition)); } catch (e) {} ; ok ? done(true) : requestAnimationFrame(check); };
      check();
      """
    do {
      _ = try await command("POST", "/execute/async", ["script": script, "args": []])
    } catch {
      let page =
        (try? await execute(
          "return location.pathname + ' | ' + document.body.innerText.slice(0, 600)")) ?? ""
      if let folder = ProcessInfo.processInfo.environment["CAIRN_SCREENSHOTS"],
        let png = try? await screenshot()
      {
        try? png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("failure.png"))
      }
      throw Failure(description: "waited in vain for \(condition) (\(error)); page: \(page)")
    }
  }

  /// Sets the page's origin's permission `name` (such as `microphone`) to `state`
  /// (`granted`, `denied` or `prompt`), as the person would in the browser's settings.
  func setPermission(_ name: String, _ state: String) async throws {
    _ = try await command(
      "POST", "/permissions", ["descriptor": ["name": name], "state": state])
  }

  /// Lays the page out as a screen `width` by `height` pixels, narrower than a headless
  /// window may be (a phone's 390), through Chromium's device emulation.
  func emulateScreen(width: Int, height: Int) async throws {
    _ = try await command(
      "POST", "/goog/cdp/execute",
      [
        "cmd": "Emulation.setDeviceMetricsOverride",
        "params": ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
      ])
  }

  /// The page as a PNG.
  func screenshot() async throws -> Data {
    let base64 = try await command("GET", "/screenshot") as? String ?? ""
    return Data(base64Encoded: base64) ?? Data()
  }

  // MARK: Transport

  private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws
    -> Any?
  {
    let response = try await Self.request(base, method, "/session/\(sessionID)\(path)", body)
    if let value = response["value"] as? [String: Any], let error = value["error"] as? String {
      throw Failure(description: "\(error): \(value["message"] ?? "")")
    }
    return response["value"]
  }

  private static func request(
    _ base: URL,
    _ method: String,
    _ path: String,
    _ body: [String: Any]?
  ) async throws -> [String: Any] {
    let data = try await PlainHTTPClient.send(
      port: base.port ?? 80,
      method: method,
      path: path,
      body: try body.map { try JSONSerialization.data(withJSONObject: $0) }
    )
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }

  private static func waitForLine(containing text: String, in pipe: Pipe) async throws {
    let handle = pipe.fileHandleForReading
    var buffer = ""
    while true {
      let data = handle.availableData
      guard !data.isEmpty else {
        throw Failure(description: "chromedriver exited before it was ready")
      }
      buffer += String(decoding: data, as: UTF8.self)
      if buffer.contains(text) { return }
    }
  }
}

/// Finds a free TCP port on the loopback interface.
enum FreePort {
  static func find() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard bound else { throw WebDriver.Failure(description: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
