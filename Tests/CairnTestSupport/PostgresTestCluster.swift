import ConcurrencyExtras
import Foundation

/// A throwaway PostgreSQL cluster of a test's own: `initdb` into a temporary folder (trust
/// authentication, no password), `postgres` listening on a unix socket in that folder and on a
/// free loopback port, stopped by its process id.
///
/// ```swift
/// @Test(.enabled(if: PostgresBinaries.isAvailable, "PostgreSQL is not installed"))
/// func roundTrip() async throws {
///   let cluster = try await PostgresTestCluster.start()
///   defer { cluster.destroy() }
///   // connect to cluster.socketPath, or to cluster.host:cluster.port, as cluster.user
///   try await cluster.stop()   // the database goes away mid-edit…
///   try await cluster.start()  // …and comes back with the same data, socket and port
/// }
/// ```
///
/// When the tests run as root, `initdb` and `postgres` run as `nobody` (PostgreSQL refuses to
/// run as root), and the folder belongs to `nobody`. The cluster's programs are found by
/// ``PostgresBinaries``; without them ``start(durable:)`` throws and says why.
public final class PostgresTestCluster: @unchecked Sendable {
  /// Why the cluster could not start or stop.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  /// The temporary folder holding the data folder, the socket and the logs.
  public let folder: URL
  /// The folder the server's unix socket is in (libpq's "host" for a socket).
  public var socketDirectory: String { folder.path }
  /// The full path of the unix socket (`<socketDirectory>/.s.PGSQL.<port>`).
  public var socketPath: String { "\(folder.path)/.s.PGSQL.\(port)" }
  /// The loopback address the server listens on.
  public let host = "127.0.0.1"
  /// The loopback port the server listens on (also part of the socket's name).
  public let port: Int
  /// The superuser, who needs no password (a name no path or message contains by chance, so a
  /// test can check that it is not shown).
  public let user = "cairn_tester"
  /// The database that exists from the start.
  public let database = "postgres"
  /// A `postgres://` URL of the cluster over TCP.
  public var url: String { "postgres://\(user)@\(host):\(port)/\(database)" }

  private let binaries: PostgresBinaries
  private let durable: Bool
  private let state = LockIsolated<(server: PostgresServerProcess?, starts: Int)>((nil, 0))

  private var dataFolder: URL { folder.appendingPathComponent("data") }

  private init(folder: URL, port: Int, binaries: PostgresBinaries, durable: Bool) {
    self.folder = folder
    self.port = port
    self.binaries = binaries
    self.durable = durable
  }

  /// Creates a cluster in a new temporary folder and starts it; returns once it accepts
  /// connections.
  ///
  /// - Parameter durable: whether commits wait for the disk (`fsync`), as a production server
  ///   does; measurements want it, most tests do not (a killed server still loses nothing
  ///   committed without it; only a crash of the machine would).
  public static func start(durable: Bool = false) async throws -> PostgresTestCluster {
    if let reason = PostgresBinaries.unavailableReason { throw Failure(description: reason) }
    guard let binaries = PostgresBinaries.installed else {
      throw Failure(description: "PostgreSQL is not installed")
    }
    PostgresClusterSweeper.removeClustersOfEndedProcesses()
    let folder = PostgresClusterSweeper.temporaryFolder
      .appendingPathComponent("\(PostgresClusterSweeper.prefix)\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try PostgresClusterSweeper.claim(folder)
    if getuid() == 0, let account = PostgresBinaries.unprivilegedAccount {
      chown(folder.path, account.uid, account.gid)
    }
    chmod(folder.path, 0o700)
    let cluster = PostgresTestCluster(
      folder: folder, port: try freePort(), binaries: binaries, durable: durable)
    do {
      try cluster.initialize()
      try await cluster.start()
    } catch {
      cluster.destroy()
      throw error
    }
    return cluster
  }

  private func initialize() throws {
    let process = try PostgresBinaries.process(
      binaries.initdb,
      [
        "-D", dataFolder.path, "-U", user, "--auth=trust", "--encoding=UTF8", "--locale=C",
        "--no-sync", "--no-instructions",
      ])
    let log = folder.appendingPathComponent("initdb.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "initdb failed (\(process.terminationStatus)): "
          + ((try? String(contentsOf: log, encoding: .utf8)) ?? ""))
    }
  }

  /// Whether the server process is running.
  public var isRunning: Bool { state.value.server?.isRunning ?? false }

  /// The server's process id while it runs.
  public var processIdentifier: Int32? {
    state.withValue { state in
      state.server.flatMap { $0.isRunning ? $0.process.processIdentifier : nil }
    }
  }

  /// Starts the server on the same data folder, socket and port (after ``stop()`` or
  /// ``kill()``) and returns once it accepts connections; does nothing if it runs.
  public func start() async throws {
    if isRunning { return }
    let number = state.withValue {
      $0.starts += 1
      return $0.starts
    }
    var arguments = [
      "-D", dataFolder.path, "-k", folder.path, "-p", "\(port)",
      "-c", "listen_addresses=\(host)", "-c", "max_connections=50",
      "-c", "shared_buffers=16MB", "-c", "logging_collector=off",
    ]
    // Without `durable`, nothing waits for the disk, but a commit still reaches the operating
    // system before it returns, so killing the server (not the machine) loses nothing.
    if !durable { arguments += ["-c", "fsync=off", "-c", "full_page_writes=off"] }
    let server = try PostgresServerProcess(
      try PostgresBinaries.process(binaries.postgres, arguments),
      log: folder.appendingPathComponent("postgres-\(number).log"))
    state.withValue { $0.server = server }
    // The server says when it is ready on its own output; the timeout is a failsafe.
    guard await server.waitUntilReady(timeout: .seconds(60)) else {
      kill()
      throw Failure(description: "postgres did not start: \(server.log)")
    }
  }

  /// Stops the server with a fast shutdown (`SIGINT`: open transactions roll back, committed
  /// ones are on disk) and waits until it exited; the data folder is kept for ``start()``.
  public func stop() async throws {
    guard let server = state.value.server, server.isRunning else { return }
    server.send(SIGINT)
    guard await server.waitUntilExit(timeout: .seconds(30)) else {
      kill()
      throw Failure(description: "postgres did not stop within 30 seconds; killed")
    }
    server.dismissWatcher()
    state.withValue { $0.server = nil }
  }

  /// Freezes the server and every process of it (`SIGSTOP`): connections stay open but nothing
  /// answers, as when its machine hangs or the network drops packets. ``resume()`` undoes it.
  public func suspend() {
    signalAll(SIGSTOP)
  }

  /// Lets a server frozen by ``suspend()`` run again (`SIGCONT`).
  public func resume() {
    signalAll(SIGCONT)
  }

  private func signalAll(_ signal: Int32) {
    guard let server = state.value.server, server.isRunning else { return }
    let children = Self.children(of: server.process.processIdentifier)
    server.send(signal)
    for child in children { Foundation.kill(child, signal) }
  }

  /// Ends the server at once with `SIGKILL`, as a crash would; the next ``start()`` recovers
  /// from its write-ahead log.
  public func kill() {
    guard let server = state.value.server else { return }
    if server.isRunning {
      // Its children (backends, checkpointer, …) first: left alone, a backend serving a client
      // lives on until that client goes, and the next start refuses to run beside it.
      let children = Self.children(of: server.process.processIdentifier)
      server.send(SIGKILL)
      for child in children { Foundation.kill(child, SIGKILL) }
      _ = server.waitUntilExitBlocking(timeout: .seconds(30))
    }
    server.dismissWatcher()
    state.withValue { $0.server = nil }
  }

  /// The ids of the processes whose parent is `parent` (from `/proc/<pid>/stat`).
  static func children(of parent: Int32) -> [Int32] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return ids.compactMap { name -> Int32? in
      guard let pid = Int32(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After "pid (command) ": the state, then the parent's id.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && Int32(fields[1]) == parent ? pid : nil
    }
  }

  /// Stops the server at once (an immediate shutdown: the data is thrown away next), killing
  /// it if that does not end it promptly, and removes the folder with everything in it.
  public func destroy() {
    if let server = state.value.server {
      if server.isRunning {
        resume()
        server.send(SIGQUIT)
        if !server.waitUntilExitBlocking(timeout: .seconds(10)) { kill() }
      }
      server.dismissWatcher()
      state.withValue { $0.server = nil }
    }
    try? FileManager.default.removeItem(at: folder)
  }

  /// Waits until the server exited (stopped by someone else), for up to `timeout`; returns
  /// whether it did.
  public func waitUntilExited(timeout: Duration) async -> Bool {
    guard let server = state.value.server else { return true }
    return await server.waitUntilExit(timeout: timeout)
  }

  /// Does what the end of this process does to the server's watcher: it shuts the server down.
  func endWatchForTesting() {
    state.value.server?.closeWatcherInput()
  }

  /// Stops the watcher without shutting the server down, as if it had been killed.
  func dismissWatcherForTesting() {
    state.value.server?.dismissWatcher()
  }

  /// The server's log of its latest start (for a failing test's message).
  public var log: String {
    let number = state.value.starts
    return
      (try? String(
        contentsOf: folder.appendingPathComponent("postgres-\(number).log"), encoding: .utf8))
      ?? ""
  }

  private static func freePort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(descriptor, socketAddress, length) == 0
          && getsockname(descriptor, socketAddress, &length) == 0
      }
    }
    guard bound else { throw Failure(description: "no free loopback port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
