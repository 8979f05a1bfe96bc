import Foundation

/// Debian's nginx, run on loopback with the repository's `Deploy/nginx/cairn.conf` in front
/// of two server processes: its example ports replaced by the real ones, everything else as
/// committed. Runs in the foreground as the current user, its files in a temporary folder.
final class NginxProxy: @unchecked Sendable {
  /// Where nginx listens.
  let port: Int
  private let process: Process
  private let folder: URL

  /// The nginx binary, if installed.
  static var executable: URL? {
    ["/usr/sbin/nginx", "/usr/bin/nginx"].map { URL(fileURLWithPath: $0) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The committed configuration.
  static var template: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Deploy/nginx/cairn.conf")
  }

  private init(port: Int, process: Process, folder: URL) {
    self.port = port
    self.process = process
    self.folder = folder
  }

  /// Starts nginx in front of the processes tagged `a` (port `a`) and `b` (port `b`) and waits
  /// until it accepts connections; `template` is a committed configuration written for ports
  /// 9001, 9002 and 8080, as `cairn.conf` is.
  static func start(a: Int, b: Int, template: URL = NginxProxy.template) throws -> NginxProxy {
    guard let executable else { throw WebDriver.Failure(description: "nginx is not installed") }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-nginx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let port = try FreePort.find()
    let site = try String(contentsOf: template, encoding: .utf8)
      .replacingOccurrences(of: "127.0.0.1:9001", with: "127.0.0.1:\(a)")
      .replacingOccurrences(of: "127.0.0.1:9002", with: "127.0.0.1:\(b)")
      .replacingOccurrences(of: "127.0.0.1:8080", with: "127.0.0.1:\(port)")
    try site.write(
      to: folder.appendingPathComponent("cairn.conf"), atomically: true, encoding: .utf8)
    let temp = folder.path
    let main = """
      daemon off;
      master_process off;
      pid \(temp)/nginx.pid;
      error_log stderr notice;
      events { worker_connections 512; }
      http {
        access_log off;
        client_body_temp_path \(temp)/body;
        proxy_temp_path \(temp)/proxy;
        fastcgi_temp_path \(temp)/fastcgi;
        uwsgi_temp_path \(temp)/uwsgi;
        scgi_temp_path \(temp)/scgi;
        include \(temp)/cairn.conf;
      }
      """
    try main.write(
      to: folder.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-p", temp, "-e", "stderr", "-c", "\(temp)/nginx.conf"]
    let log = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = log
    try process.run()
    let proxy = NginxProxy(port: port, process: process, folder: folder)
    // nginx reports its resource limits after it opened its listening sockets and before it
    // serves: that line means it is ready; a configuration error ends the process instead.
    var buffer = ""
    while !buffer.contains("getrlimit(RLIMIT_NOFILE)") {
      let data = log.fileHandleForReading.availableData
      guard !data.isEmpty else {
        proxy.stop()
        throw WebDriver.Failure(description: "nginx exited: \(buffer)")
      }
      buffer += String(decoding: data, as: UTF8.self)
    }
    return proxy
  }

  /// Stops nginx and removes its files.
  ///
  /// With `SIGKILL`: nginx inherits the test runner's blocked signal mask (Foundation's
  /// `Process` does not reset it), so it never sees `SIGTERM` or `SIGQUIT`, and waiting for it
  /// to exit after one of those hung the test run. The proxy keeps nothing worth a clean exit.
  func stop() {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: folder)
  }
}
