import CairnTestSupport
import Foundation

/// Standups as `Deploy/nginx/standups.conf` runs it: a throwaway PostgreSQL cluster, two
/// `standups` processes on it (tagged `a` and `b`), and nginx in front of them.
final class StandupsOnPostgres: @unchecked Sendable {
  let cluster: PostgresTestCluster
  let a: StandupsDatabaseProcess
  let b: StandupsDatabaseProcess
  let proxy: NginxProxy

  /// Where the browser goes: nginx.
  var url: String { "http://127.0.0.1:\(proxy.port)" }

  /// The committed configuration for two standups processes.
  static var template: URL {
    NginxProxy.template.deletingLastPathComponent().appendingPathComponent("standups.conf")
  }

  /// Why the setup cannot run on this machine, or `nil` when it can.
  static var unavailableReason: String? {
    if let reason = PostgresBinaries.unavailableReason { return reason }
    if NginxProxy.executable == nil {
      return "nginx is not installed (apt-get install nginx-light); .ci/run installs it"
    }
    if !WebDriver.isAvailable {
      return
        "Chromium and chromedriver are not installed (apt-get install chromium chromium-driver)"
    }
    if StandupsProcess.executable == nil {
      return "the standups executable is not built (swift build builds it)"
    }
    return nil
  }

  private init(
    cluster: PostgresTestCluster, a: StandupsDatabaseProcess, b: StandupsDatabaseProcess,
    proxy: NginxProxy
  ) {
    self.cluster = cluster
    self.a = a
    self.b = b
    self.proxy = proxy
  }

  /// Starts the cluster, process `a` serving `flavours.a`, process `b` serving `flavours.b`,
  /// and nginx; everything started is stopped again if a later step fails.
  static func start(
    flavours: (a: String, b: String) = ("models", "models")
  ) async throws -> StandupsOnPostgres {
    let cluster = try await PostgresTestCluster.start()
    var started: [StandupsDatabaseProcess] = []
    do {
      let a = try StandupsDatabaseProcess.start(
        instance: "a", database: cluster.url, flavour: flavours.a)
      started.append(a)
      let b = try StandupsDatabaseProcess.start(
        instance: "b", database: cluster.url, flavour: flavours.b)
      started.append(b)
      let proxy = try NginxProxy.start(a: a.port, b: b.port, template: template)
      return StandupsOnPostgres(cluster: cluster, a: a, b: b, proxy: proxy)
    } catch {
      for process in started { process.stop() }
      cluster.destroy()
      throw error
    }
  }

  /// Stops nginx, both processes and the cluster, and removes the cluster's files.
  func stop() {
    proxy.stop()
    a.stop()
    b.stop()
    cluster.destroy()
  }

  /// The session id of the page `browser` shows.
  static func session(in browser: WebDriver) async throws -> String {
    try await browser.execute(
      "return document.querySelector('meta[name=cairn-session]').content") as? String ?? ""
  }

  /// Opens `path` through nginx in `browser` so that the page (and so the tab's session and
  /// socket) is served by process `instance`, and waits until the tab is connected.
  ///
  /// nginx shares pages out between the processes in turn: a page fetched first tells whose
  /// turn it was, so the browser asks when it is `instance`'s turn. Another request between the
  /// two (there is none in these tests) could still move it on, so the session is checked.
  func open(_ path: String, on instance: String, in browser: WebDriver) async throws {
    var seen: [String] = []
    for _ in 0..<10 {
      let probe = try await PlainHTTPClient.send(
        port: proxy.port, method: "GET", path: path, body: nil)
      let served = String(decoding: probe, as: UTF8.self)
      guard served.contains(#"<meta name="cairn-session" content="\#(instance)-"#) == false
      else { continue }
      try await browser.open(url + path)
      try await browser.waitUntil(Self.connected)
      let session = try await Self.session(in: browser)
      if session.hasPrefix("\(instance)-") { return }
      seen.append(session)
    }
    throw WebDriver.Failure(
      description: "nginx never served \(path) from \(instance): sessions \(seen)")
  }

  static let connected = "document.documentElement.dataset.cairnConnected === 'true'"

  /// Runs `sql` with `psql` against the cluster and returns its rows, columns split at `|`.
  func query(_ sql: String) throws -> [[String]] {
    try Self.query(sql, in: cluster)
  }

  /// Runs `sql` with `psql` against `cluster` and returns its rows, columns split at `|`.
  static func query(_ sql: String, in cluster: PostgresTestCluster) throws -> [[String]] {
    guard let binaries = PostgresBinaries.installed else {
      throw WebDriver.Failure(description: "PostgreSQL is not installed")
    }
    let psql = binaries.initdb.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("psql")
    let process = Process()
    process.executableURL = psql
    process.arguments = [
      "--no-psqlrc", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1",
      "-h", cluster.host, "-p", "\(cluster.port)", "-U", cluster.user, "-d", cluster.database,
      "-c", sql,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw WebDriver.Failure(
        description: "psql failed on \(sql): \(String(decoding: problem, as: UTF8.self))")
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n")
      .map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
  }
}
