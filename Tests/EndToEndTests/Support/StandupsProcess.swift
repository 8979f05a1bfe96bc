import Foundation

/// The real `standups` executable, started with a data directory on a free port.
final class StandupsProcess: @unchecked Sendable {
  let url: String
  private let process: Process

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

  /// Starts the server and waits for the line that says where it listens.
  static func start(dataDirectory: URL) throws -> StandupsProcess {
    guard let executable else { throw WebDriver.Failure(description: "standups is not built") }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--port", "0", "--data-dir", dataDirectory.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var buffer = ""
    while true {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { throw WebDriver.Failure(description: "standups exited early") }
      buffer += String(decoding: data, as: UTF8.self)
      if let range = buffer.range(of: #"http://127\.0\.0\.1:\d+"#, options: .regularExpression) {
        return StandupsProcess(url: String(buffer[range]), process: process)
      }
    }
  }

  /// Stops the server as Ctrl-C would (pending changes are written) and waits for it to exit.
  func stop() {
    let pid = process.processIdentifier
    kill(pid, SIGINT)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }
}
