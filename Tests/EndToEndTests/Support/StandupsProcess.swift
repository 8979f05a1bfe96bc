import Foundation

/// The real `standups` executable, started with a data directory on a free port.
final class StandupsProcess: @unchecked Sendable {
  let url: String
  private let process: Process

  /// The server's process id.
  var pid: Int32 { process.processIdentifier }

  /// The executable next to this test bundle, where `swift build` puts it.
  static var executable: URL? { ServerExecutable.built(named: "standups") }

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
    let url = try ServerExecutable.run(process, name: "standups")
    return StandupsProcess(url: url, process: process)
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
