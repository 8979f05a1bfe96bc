import Foundation
import Testing

/// Runs the browser client's own tests (`Tests/ClientTests`, Node's built-in runner) as part of
/// `swift test`, so the one test command covers the client too.
@Suite(
  "Client script under Node",
  .enabled(if: NodeRuntime.executable != nil, "Node is not installed (apt-get install nodejs)"))
struct ClientScriptTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let node: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("node")
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  @Test func theClientsOwnTestsPass() throws {
    guard let node = NodeRuntime.executable else {
      Issue.record("no node")
      return
    }
    let (status, text) = try runCommand(
      node, ["--test", "Tests/ClientTests/"], in: Self.packageRoot)
    #expect(status == 0, "\(text)")
    #expect(text.contains("# fail 0"))
    #expect(!text.contains("# pass 0"), "some client test ran")
  }
}

/// Where Node is installed, if it is.
enum NodeRuntime {
  static let executable = executableOnPath("node")
}

/// The first executable named `name` in the `PATH` directories.
func executableOnPath(_ name: String) -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin"
  return path.split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Runs `executable` with `arguments` and returns its exit status and everything it printed.
func runCommand(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws
  -> (status: Int32, output: String)
{
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, text)
}
