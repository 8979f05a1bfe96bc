import Foundation

/// The real `standups` executable, started with a data directory on a free port.
final class StandupsProcess: @unchecked Sendable {
  let url: String
  private let process: Process

  /// The server's process id.
  var pid: Int32 { process.processIdentifier }

  /// The executable next to this test bundle, where `swift build` puts it.
  static var executable: URL? {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("standups")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  static var isAvailable: Bool { executable != nil && WebDriver.isAvailable }

  private init(url: String, process: Process) {
    self.url = url
    self.process = process
  }

  /// Starts the server and waits for the line that says where it listens; with `user`, as
  /// that user id (through `setpriv`, so file permissions apply as they would to a person);
  /// serving the app in `flavour` (`models` or `reducers`).
  static func start(
    dataDirectory: URL, user: UInt32? = nil, flavour: String = "models"
  ) throws -> StandupsProcess {
    guard let executable else { throw WebDriver.Failure(description: "standups is not built") }
    let process = Process()
    let arguments = ["--port", "0", "--data-dir", dataDirectory.path, "--flavour", flavour]
    if let user {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments =
        ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var buffer = ""
    while true {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { throw WebDriver.Failure(description: "standups exited early") }
      buffer += String(decoding: data, as: UTF8.self)
      // The port is complete only once something follows it: a read can end mid-number (a
      // truncated port was a refused connection, seen once in CI).
      if let range = buffer.range(
        of: #"http://127\.0\.0\.1:\d+(?=\D)"#, options: .regularExpression)
      {
        return StandupsProcess(url: String(buffer[range]), process: process)
      }
    }
  }

  /// Kills the server outright, as a crash or `kill -9` would, and waits for it to be gone.
  func crash() {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }

  /// Stops the server as Ctrl-C would (pending changes are written) and waits for it to exit.
  func stop() {
    let pid = process.processIdentifier
    kill(pid, SIGINT)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }
}
