import Foundation

/// The real `case-studies` executable, started on a free port with an instance tag.
final class CaseStudiesProcess: @unchecked Sendable {
  let url: String
  private let process: Process

  /// The port it listens on.
  var port: Int { Int(url.split(separator: ":").last ?? "") ?? 0 }

  private init(url: String, process: Process) {
    self.url = url
    self.process = process
  }

  /// Starts the server tagged `instance` and waits until it says where it listens.
  static func start(instance: String) throws -> CaseStudiesProcess {
    guard let executable = ServerExecutable.built(named: "case-studies") else {
      throw WebDriver.Failure(description: "case-studies is not built")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--port", "0", "--instance", instance]
    let url = try ServerExecutable.run(process, name: "case-studies")
    return CaseStudiesProcess(url: url, process: process)
  }

  /// Stops the server as Ctrl-C would and waits for it to exit.
  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGINT) }
    process.waitUntilExit()
  }

  /// Kills the server with `SIGKILL`, as a crash or the out-of-memory killer would: it
  /// saves nothing and says goodbye to no tab.
  func crash() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
