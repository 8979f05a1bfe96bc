import Foundation

/// Finds throwaway clusters whose test process is gone and removes them: each cluster's folder
/// names its owner (process id and start time, in `owner`), and a cluster whose owner no
/// longer runs has its server killed and its folder deleted when the next cluster starts.
///
/// The watcher of ``PostgresServerProcess`` shuts a server down when its test process dies;
/// this catches what it cannot (the watcher killed too, or a machine restarted mid-run).
enum PostgresClusterSweeper {
  /// Where the clusters' folders are.
  static var temporaryFolder: URL { URL(fileURLWithPath: NSTemporaryDirectory()) }
  /// How a cluster's folder name starts.
  static let prefix = "cairn-postgres-"

  /// Marks `folder` as this process's.
  static func claim(_ folder: URL) throws {
    try Data((identity(of: getpid()) ?? "\(getpid())").utf8).write(
      to: folder.appendingPathComponent("owner"), options: .atomic)
  }

  /// `pid` and the moment it started (field 22 of `/proc/<pid>/stat`), which tells a process
  /// from a later one that got the same id; `nil` when no such process runs.
  static func identity(of pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After "pid (command) ": field 3 (the state) onwards; the start time is field 22.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19 else { return nil }
    return "\(pid) \(fields[19])"
  }

  /// Kills the servers of clusters whose owner has ended and deletes their folders; also
  /// deletes folders that name no owner (left by an older version of this code) once they are
  /// an hour old and no server runs in them.
  static func removeClustersOfEndedProcesses() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporaryFolder.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      let folder = temporaryFolder.appendingPathComponent(name)
      if let owner = try? String(
        contentsOf: folder.appendingPathComponent("owner"), encoding: .utf8)
      {
        let pid = Int32(owner.split(separator: " ").first ?? "") ?? 0
        guard identity(of: pid) != owner else { continue }  // its owner still runs
        if let server = server(in: folder) {
          let children = PostgresTestCluster.children(of: server)
          kill(server, SIGKILL)
          for child in children { kill(child, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: folder)
      } else if server(in: folder) == nil, isOld(folder) {
        try? FileManager.default.removeItem(at: folder)
      }
    }
  }

  /// The id of the server running in `folder` (the first line of `data/postmaster.pid`, when
  /// that process is a postgres server of this folder).
  private static func server(in folder: URL) -> Int32? {
    guard
      let text = try? String(
        contentsOf: folder.appendingPathComponent("data/postmaster.pid"), encoding: .utf8),
      let pid = Int32(text.split(separator: "\n").first ?? ""),
      let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
      command.contains("postgres"), command.contains(folder.path)
    else { return nil }
    return pid
  }

  private static func isOld(_ folder: URL) -> Bool {
    let modified =
      (try? FileManager.default.attributesOfItem(atPath: folder.path))?[
        .modificationDate] as? Date
    return modified.map { $0.timeIntervalSinceNow < -3600 } ?? false
  }
}
