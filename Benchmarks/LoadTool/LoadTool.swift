import ArgumentParser
import Foundation

/// Opens many real sessions against a Cairn server and clicks a real button at a steady rate
/// in each, reporting event-to-patch latency, errors, and the server's CPU and memory.
///
/// ```sh
/// swift build -c release --product case-studies
/// cd Benchmarks && swift run -c release cairn-load --sessions 200
/// ```
@main
struct LoadTool: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cairn-load",
    abstract: "Drive N live sessions of a Cairn server and report latency, errors, CPU and RSS.")

  @Option(help: "The server to start (it must print its URL); ignored with --url.")
  var server = "../.build/release/case-studies"

  @Option(help: "A server already running, e.g. http://127.0.0.1:8080 (with --pid for CPU/RSS).")
  var url: String?

  @Option(help: "The process id of the server given by --url.")
  var pid: Int32?

  @Option(
    help:
      "Extra arguments for the started server, one per option (e.g. --server-argument=--data-dir --server-argument=/tmp/data)."
  )
  var serverArgument: [String] = []

  @Option(help: "The page each session opens: a deep link path, such as /drill-down/3.")
  var path = "/counter"

  @Option(help: "The label of the button each session clicks.")
  var button = "Increment"

  @Option(
    help:
      "Labels of buttons each session clicks in turn, comma-separated (e.g. \"Edit,Cancel\": a sheet opened and closed); overrides --button. Buttons that appear later are found in the updates."
  )
  var buttons: String?

  /// The labels clicked in turn.
  private var labels: [String] {
    buttons.map { $0.split(separator: ",").map(String.init) } ?? [button]
  }

  @Option(help: "How many sessions.")
  var sessions = 200

  @Option(help: "Clicks per second in each session.")
  var rate = 1.0

  @Option(help: "Seconds over which the sessions open.")
  var ramp = 10.0

  @Option(help: "Seconds of clicking once every session is open.")
  var duration = 30.0

  @Option(help: "Print the server's RSS every this many seconds while clicking (0: never).")
  var sampleEvery = 0.0

  func run() async throws {
    let (base, serverPID, process) = try startServer()
    defer { process?.terminate() }
    guard let page = URL(string: base + path) else { throw ValidationError("bad URL \(base)") }
    let stats = LatencyStats()
    let interval = Duration.seconds(1 / rate)
    let start = ContinuousClock.now
    let measureFrom = start + .seconds(ramp)
    let until = measureFrom + .seconds(duration)
    let before = serverPID.flatMap(ProcessStats.read)
    print("Clicking \(labels.joined(separator: " → ")) in turn")
    print("Opening \(sessions) sessions on \(page) over \(ramp) s, \(rate) click/s each…")
    var cpuAtMeasureStart: ProcessStats?
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<sessions {
        let opensAt = start + .seconds(ramp * Double(index) / Double(max(sessions, 1)))
        group.addTask {
          try? await Task.sleep(until: opensAt)
          await TabClient(
            page: page, buttons: labels, interval: interval, from: measureFrom, until: until,
            stats: stats
          ).run()
        }
      }
      group.addTask {
        try? await Task.sleep(until: measureFrom)
      }
      await group.next()
      cpuAtMeasureStart = serverPID.flatMap(ProcessStats.read)
      if sampleEvery > 0, let serverPID {
        group.addTask { await Self.sampleRSS(of: serverPID, every: sampleEvery, until: until) }
      }
      await group.waitForAll()
    }
    let after = serverPID.flatMap(ProcessStats.read)
    try await report(stats, before: before, measureStart: cpuAtMeasureStart, after: after)
    // Every client has gone: a second later the server should be idle.
    try await Task.sleep(for: .seconds(1))
    if let settled = serverPID.flatMap(ProcessStats.read) {
      try await Task.sleep(for: .seconds(2))
      if let later = serverPID.flatMap(ProcessStats.read) {
        let cpu = (later.cpuSeconds - settled.cpuSeconds) / 2 * 100
        print(
          String(
            format: "server CPU %.1f%% of one core from 1 s to 3 s after the clients left", cpu))
      }
    }
  }

  /// Prints the server's RSS every `seconds` until `until`, for soak runs.
  private static func sampleRSS(
    of pid: Int32, every seconds: Double, until: ContinuousClock.Instant
  )
    async
  {
    let start = ContinuousClock.now
    while ContinuousClock.now + .seconds(seconds) <= until {
      try? await Task.sleep(for: .seconds(seconds))
      guard let stats = ProcessStats.read(pid: pid) else { return }
      let elapsed = (ContinuousClock.now - start).components.seconds
      print("  after \(elapsed) s of clicking: server RSS \(stats.residentBytes / 1024) KiB")
    }
  }

  private func startServer() throws -> (String, Int32?, Process?) {
    if let url { return (url, pid, nil) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: server)
    // Every tab comes from this one address: raise the server's per-client bounds to fit.
    process.arguments =
      [
        "--port", "0", "--sessions-per-client", "\(sessions)",
        "--connections-per-client", "\(sessions + 64)",
      ] + serverArgument
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    var text = ""
    while let chunk = try output.fileHandleForReading.read(upToCount: 1), !chunk.isEmpty {
      text += String(decoding: chunk, as: UTF8.self)
      if let match = text.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\s/) {
        return ("http://127.0.0.1:\(match.1)", process.processIdentifier, process)
      }
    }
    throw ValidationError("\(server) did not print its URL: \(text)")
  }

  private func report(
    _ stats: LatencyStats, before: ProcessStats?, measureStart: ProcessStats?,
    after: ProcessStats?
  ) async throws {
    let sent = await stats.sent
    let answered = await stats.latencies.count
    func ms(_ value: Double?) -> String { value.map { String(format: "%.1f ms", $0) } ?? "–" }
    print("sessions \(sessions), clicks sent \(sent), answered \(answered)")
    print(
      "latency p50 \(ms(await stats.percentile(0.5))), p95 \(ms(await stats.percentile(0.95))), p99 \(ms(await stats.percentile(0.99))), max \(ms(await stats.percentile(1)))"
    )
    let errors = await stats.errors
    print("errors \(errors.values.reduce(0, +))\(errors.isEmpty ? "" : " \(errors)")")
    if let measureStart, let after {
      let cpu = (after.cpuSeconds - measureStart.cpuSeconds) / duration * 100
      print(String(format: "server CPU %.0f%% of one core while clicking", cpu))
      let perEvent = (after.cpuSeconds - measureStart.cpuSeconds) / Double(max(sent, 1)) * 1_000
      print(String(format: "server CPU per click %.2f ms (all threads)", perEvent))
      if answered < sent {
        let perAnswer =
          (after.cpuSeconds - measureStart.cpuSeconds) / Double(max(answered, 1)) * 1_000
        print(String(format: "server CPU per answered click %.2f ms", perAnswer))
      }
      print(
        "server RSS \(after.residentBytes / 1_048_576) MiB at the end; sessions opened over \(ramp) s, clicked for \(duration) s"
      )
    }
    if let before, let after {
      print(
        "server RSS \(before.residentBytes / 1_048_576) MiB before, \(after.residentBytes / 1_048_576) MiB after (\((after.residentBytes - before.residentBytes) / max(sessions, 1) / 1024) KiB per session)"
      )
    }
  }
}
