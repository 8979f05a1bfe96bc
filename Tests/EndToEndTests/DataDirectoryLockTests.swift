import Foundation
import Testing

/// The file store belongs to one process: a second `standups` pointed at a data directory
/// another one serves refuses to start, in one line, and leaves the data as it was; the first
/// keeps serving (PostgreSQL is the way to run several).
@Suite("One standups process per data directory")
struct DataDirectoryLockTests {
  @Test func aSecondProcessOnTheSameDirectoryRefusesAndTheFirstKeepsServing() async throws {
    let executable = try #require(
      ServerExecutable.built(named: "standups"), "standups is built with the tests")
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-one-process-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }

    let first = Process()
    first.executableURL = executable
    first.arguments = ["--port", "0", "--data-dir", data.path]
    let url = try ServerExecutable.run(first, name: "standups")
    defer {
      first.terminate()
      first.waitUntilExit()
    }
    let file = data.appendingPathComponent("standups.json")
    let before = try? Data(contentsOf: file)

    let second = try ExitedProcess(
      executable: executable, arguments: ["--port", "0", "--data-dir", data.path])
    #expect(second.status != 0)
    let lastLine = second.standardError.split(separator: "\n").last.map(String.init)
    #expect(
      lastLine
        == "Error: Another standups process is using \(data.path). The file store belongs to "
        + "one process; pass --data-dir <dir> for another, or --database postgres://… to run "
        + "several.",
      "\(second.standardError)")
    #expect((try? Data(contentsOf: file)) == before, "the refused process wrote nothing")

    #expect(first.isRunning)
    let port = try #require(url.split(separator: ":").last.flatMap { Int($0) })
    let page = try await RawConnection.exchange(
      port: port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
    #expect(page.status == 200)
    #expect(page.body.contains("Daily Standups"))
  }

  @Test func theDirectoryIsFreeAgainOnceTheFirstProcessEnds() throws {
    let executable = try #require(
      ServerExecutable.built(named: "standups"), "standups is built with the tests")
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-one-process-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    for _ in 1...2 {
      let process = Process()
      process.executableURL = executable
      process.arguments = ["--port", "0", "--data-dir", data.path]
      _ = try ServerExecutable.run(process, name: "standups")
      #expect(process.isRunning)
      // Killed, not stopped: the system lets the hold go however the process ends.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}
