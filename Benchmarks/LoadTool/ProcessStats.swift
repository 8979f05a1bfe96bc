import Foundation

/// CPU time and resident memory of a process, read from `/proc` (Linux).
struct ProcessStats {
  /// CPU seconds used so far, user and system.
  let cpuSeconds: Double
  /// Resident set size in bytes.
  let residentBytes: Int

  /// The stats of process `pid`, or `nil` when they cannot be read.
  static func read(pid: Int32) -> ProcessStats? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let afterName = stat.range(of: ")", options: .backwards)
    else { return nil }
    // Fields after the name: state is field 3; utime and stime are fields 14 and 15.
    let fields = stat[afterName.upperBound...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12])
    else { return nil }
    let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
    let rss =
      status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
      .flatMap {
        Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
      }
      ?? 0
    return ProcessStats(cpuSeconds: (user + system) / ticks, residentBytes: rss * 1024)
  }
}
