import Foundation

/// The real `standups` executable serving from a PostgreSQL database, tagged as one instance
/// of several behind a proxy (`--instance`, so its session ids start with the tag).
final class StandupsDatabaseProcess: @unchecked Sendable {
  let url: String
  private let process: Process

  /// The port it listens on.
  var port: Int { Int(url.split(separator: ":").last ?? "") ?? 0 }

  private init(url: String, process: Process) {
    self.url = url
    self.process = process
  }

  /// Starts the server on `database` (a `postgres://` URL) tagged `instance`, trusting the
  /// loopback proxy's `X-Forwarded-For`, and waits until it says where it listens.
  static func start(
    instance: String, database: String, flavour: String = "models"
  ) throws -> StandupsDatabaseProcess {
    guard let executable = StandupsProcess.executable else {
      throw WebDriver.Failure(description: "standups is not built")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--port", "0", "--instance", instance, "--trusted-proxy", "127.0.0.1",
      "--database", database, "--flavour", flavour,
    ]
    let url = try ServerExecutable.run(process, name: "standups --instance \(instance)")
    return StandupsDatabaseProcess(url: url, process: process)
  }

  /// Stops the server as Ctrl-C would and waits for it to exit; one that has not exited
  /// within ten seconds (a shutdown waiting on a database that is away) is killed.
  func stop() {
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    // Set after the start: if it exited before the handler was set, it is not running now.
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGINT)
    if exited.wait(timeout: .now() + 10) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
  }
}
