import Foundation
import Testing

extension EndToEnd {
  /// Issue 28, item 7, at the common limit of 1,024 open files: the real `case-studies`
  /// executable, started under `prlimit --nofile=1024`, held by 1,100 slow connections from
  /// one address and then 1,100 more from eleven others, still answers a visitor's `GET /` at
  /// once, and does not spin while the slow connections are held.
  @Suite(
    "Hostile input: slow clients at 1,024 descriptors",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"),
      "prlimit (util-linux) is missing"),
    .enabled(
      if: ServerExecutable.built(named: "case-studies") != nil,
      "the case-studies executable is not built (swift build builds it)")
  )
  struct DescriptorLimitTests {
    /// The server's CPU time so far (user and system), from `/proc`.
    static func cpuTime(of pid: Int32) throws -> Duration {
      let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      // Fields after the command name (which is in parentheses): utime is the 12th, stime
      // the 13th.
      let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
      let ticks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
      return .milliseconds(ticks * 1000 / sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Opens `count` connections from `source`, each sending half a request head and
    /// nothing more; returns them (some may already be closed by the server).
    static func slowConnections(_ count: Int, from source: String, port: Int) throws -> [Int32] {
      try (0..<count).map { _ in
        let descriptor = try SourcedSocket.connect(from: source, port: port, timeout: 30)
        SourcedSocket.send(descriptor, "GET / HTTP/1.1\r\nHost: 127.0")
        return descriptor
      }
    }

    @Test func slowConnectionsCannotExhaustTheServersDescriptors() async throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
      process.arguments = [
        "--nofile=1024:1024", ServerExecutable.built(named: "case-studies")!.path,
        "--port", "0", "--header-timeout", "5",
      ]
      let url = try ServerExecutable.run(process, name: "case-studies")
      defer {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
      }
      let port = Int(url.split(separator: ":").last ?? "") ?? 0
      let pid = process.processIdentifier

      // 1,100 slow connections from one address (the attack).
      let one = try await SourcedSocket.onThread {
        try Self.slowConnections(1_100, from: "127.0.0.2", port: port)
      }
      defer { for descriptor in one { close(descriptor) } }
      let (status, took) = try await SlowClientTests.fetchPage(port: port, from: "127.0.0.1")
      #expect(status == 200, "a visitor is served while one address holds 1,100 connections")
      #expect(took < .seconds(2), "and at once: \(took)")

      // 1,100 more from eleven addresses, each within its own bound: together more than the
      // descriptors the server has.
      let many = try await SourcedSocket.onThread {
        try (10..<21).flatMap { try Self.slowConnections(100, from: "127.0.0.\($0)", port: port) }
      }
      defer { for descriptor in many { close(descriptor) } }
      let cpuBefore = try Self.cpuTime(of: pid)
      let start = ContinuousClock.now
      let (crowdedStatus, crowdedTook) = try await SlowClientTests.fetchPage(
        port: port, from: "127.0.0.1")
      #expect(crowdedStatus == 200, "a visitor is served while every descriptor is wanted")
      #expect(crowdedTook < .seconds(2), "and at once: \(crowdedTook)")

      // While they are held (until the newest is timed out), the server does not spin.
      let newest = try #require(many.last)
      let ending = try await SourcedSocket.onThread { SourcedSocket.readToEnd(newest) }
      let held = ContinuousClock.now - start
      let cpu = try Self.cpuTime(of: pid) - cpuBefore
      #expect(ending.closed && ending.text.hasPrefix("HTTP/1.1 408"), "timed out: \(ending.text)")
      #expect(cpu < held * 0.3, "CPU \(cpu) over \(held) held")
      let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
      #expect(descriptors.count < 1_024)
      print(
        "descriptor limit: GET / took \(took) (one address) and \(crowdedTook) (twelve);"
          + " server CPU \(cpu) in \(held) held; \(descriptors.count) descriptors after")
    }
  }
}
