import Foundation

/// The server executables `swift build` puts next to this test bundle, and how to start one.
enum ServerExecutable {
  /// The executable `name` next to this test bundle (or one folder up), if it was built.
  static func built(named name: String) -> URL? {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// Runs `process` (its executable and arguments set) and waits for the line that says where
  /// it serves; returns that URL (`http://127.0.0.1:<port>`).
  static func run(_ process: Process, name: String) throws -> String {
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var buffer = ""
    while true {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { throw WebDriver.Failure(description: "\(name) exited early") }
      buffer += String(decoding: data, as: UTF8.self)
      // The port is complete only once something follows it: a read can end mid-number (a
      // truncated port was a refused connection, seen once in CI).
      if let range = buffer.range(
        of: #"http://127\.0\.0\.1:\d+(?=\D)"#, options: .regularExpression)
      {
        return String(buffer[range])
      }
    }
  }
}
