import Foundation

/// Where PostgreSQL's server programs (`initdb`, `postgres`) are on this machine, and as whom
/// they must run.
///
/// Looked up on `PATH` first, then in Debian's versioned folders
/// (`/usr/lib/postgresql/<version>/bin`, newest first), because Debian's `postgresql` package
/// keeps the server programs off `PATH`.
public struct PostgresBinaries: Sendable {
  /// The `initdb` program.
  public let initdb: URL
  /// The `postgres` server program.
  public let postgres: URL

  /// The binaries of this machine, or `nil` when PostgreSQL is not installed (see
  /// ``unavailableReason``).
  public static let installed: PostgresBinaries? = locate()

  /// Why the throwaway cluster cannot start here, or `nil` when it can: tests that need it are
  /// enabled with `.enabled(if: PostgresBinaries.unavailableReason == nil, …)`.
  public static let unavailableReason: String? = {
    guard installed != nil else {
      return "PostgreSQL is not installed (apt-get install postgresql): "
        + "no initdb and postgres on PATH or in /usr/lib/postgresql/*/bin"
    }
    if getuid() == 0, unprivilegedAccount == nil {
      return "running as root and no unprivileged account (nobody) to run PostgreSQL as"
    }
    return nil
  }()

  /// Whether the throwaway cluster can start here.
  public static var isAvailable: Bool { unavailableReason == nil }

  /// The account PostgreSQL runs as when the tests run as root: `initdb` and `postgres` refuse
  /// to run as root, so they run as `nobody` (user and group id) through `setpriv`.
  static let unprivilegedAccount: (uid: uid_t, gid: gid_t)? = {
    guard let entry = getpwnam("nobody") else { return nil }
    return (entry.pointee.pw_uid, entry.pointee.pw_gid)
  }()

  /// The `setpriv` program used to drop root.
  static let setpriv: URL? = ["/usr/bin/setpriv", "/bin/setpriv"].map(URL.init(fileURLWithPath:))
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  private static func locate() -> PostgresBinaries? {
    var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "")
      .split(separator: ":").map(String.init)
    let debian = "/usr/lib/postgresql"
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: debian)) ?? [])
      .sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }
    folders += versions.map { "\(debian)/\($0)/bin" }
    for folder in folders {
      let initdb = URL(fileURLWithPath: folder).appendingPathComponent("initdb")
      let postgres = URL(fileURLWithPath: folder).appendingPathComponent("postgres")
      if FileManager.default.isExecutableFile(atPath: initdb.path),
        FileManager.default.isExecutableFile(atPath: postgres.path)
      {
        return PostgresBinaries(initdb: initdb, postgres: postgres)
      }
    }
    return nil
  }

  /// A process that runs `program` with `arguments`, as `nobody` when this process is root.
  static func process(_ program: URL, _ arguments: [String]) throws -> Process {
    let process = Process()
    if getuid() == 0 {
      guard let account = unprivilegedAccount, let setpriv else {
        throw PostgresTestCluster.Failure(
          description: "running as root, and cannot drop to nobody (no account or no setpriv)")
      }
      process.executableURL = setpriv
      process.arguments =
        ["--reuid=\(account.uid)", "--regid=\(account.gid)", "--clear-groups", program.path]
        + arguments
    } else {
      process.executableURL = program
      process.arguments = arguments
    }
    return process
  }
}
