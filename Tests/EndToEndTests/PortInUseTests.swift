import CairnTestSupport
import CairnWeb
import Foundation
import Testing

/// A port another process holds gives a one-line error naming `--port` and a failing exit
/// code, so `standups` and `case-studies` can be told apart when both want 8080 (issue 33,
/// item 13).
@Suite("A port in use")
struct PortInUseTests {
  @Test func theServerThrowsPortInUseNamingThePort() async throws {
    let listener = try LoopbackListener()
    defer { listener.close() }
    let app = WebApplication(title: "Taken") { _ in AppScreen { EmptyView() } }
    let error = await #expect(throws: CairnServer.PortInUse.self) {
      try await CairnServer.serve(app, port: listener.port, onStart: { _ in })
    }
    #expect(error == CairnServer.PortInUse(host: "127.0.0.1", port: listener.port))
    #expect(
      error?.description == "Port \(listener.port) is in use; pass --port <n> to use another.")
  }

  @Test(arguments: ["case-studies", "standups"])
  func theExecutableSaysSoInOneLineAndFails(name: String) throws {
    let executable = try #require(
      ServerExecutable.built(named: name), "\(name) is built with the tests")
    let listener = try LoopbackListener()
    defer { listener.close() }
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-port-in-use-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    var arguments = ["--port", String(listener.port)]
    if name == "standups" { arguments += ["--data-dir", data.path] }
    let run = try ExitedProcess(executable: executable, arguments: arguments)
    #expect(run.status != 0)
    let lines = run.standardError.split(separator: "\n")
    // `standups` first says where its data is; the failure is the last line, and the only one
    // about the port.
    #expect(
      lines.last == "Error: Port \(listener.port) is in use; pass --port <n> to use another.",
      "\(run.standardError)")
    #expect(!run.standardError.contains("errno"), "\(run.standardError)")
    #expect(run.standardOutput.isEmpty, "\(run.standardOutput)")
  }
}

/// An executable run to its end, with what it wrote.
struct ExitedProcess {
  let status: Int32
  let standardOutput: String
  let standardError: String

  /// Runs `executable` and waits for it to exit; one that is still running after a minute
  /// (it served instead of failing) is killed, and fails the test by its status.
  init(executable: URL, arguments: [String]) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    if exited.wait(timeout: .now() + 60) == .timedOut {
      process.terminate()
      process.waitUntilExit()
    }
    status = process.terminationStatus
    standardOutput = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    standardError = String(
      decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}
