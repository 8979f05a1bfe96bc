import Foundation
import PostgresNIO

/// Where the database is and who connects to it: a TCP host and port or a unix socket, a user,
/// an optional password, and a database name.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
  /// How the server is reached.
  public enum Endpoint: Sendable, Equatable {
    /// A TCP host and port.
    case tcp(host: String, port: Int)
    /// The full path of a unix socket (`<directory>/.s.PGSQL.<port>`).
    case socket(path: String)
  }

  /// How the server is reached.
  public var endpoint: Endpoint
  /// The user to connect as.
  public var user: String
  /// The password, if the server asks for one.
  public var password: String?
  /// The database to open.
  public var database: String

  /// A location from its parts.
  public init(endpoint: Endpoint, user: String, password: String? = nil, database: String) {
    self.endpoint = endpoint
    self.user = user
    self.password = password
    self.database = database
  }

  /// A location from a `postgres://user[:password]@host[:port]/database` URL (or
  /// `postgresql://`). A unix socket is named libpq's way, by its folder in the `host` query
  /// item (`postgres://user@/database?host=/run/postgresql`) or as a percent-encoded host
  /// (`postgres://user@%2Frun%2Fpostgresql/database`); the port names the socket file.
  ///
  /// Connections are not encrypted: the URL may not ask for `sslmode=require` or stronger
  /// (run the database on the same machine or a private network).
  public init(url text: String) throws(PostgresLocationError) {
    guard let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), ["postgres", "postgresql"].contains(scheme)
    else {
      throw PostgresLocationError(url: text, reason: "it must start with postgres://")
    }
    let items = components.queryItems ?? []
    if let mode = items.first(where: { $0.name == "sslmode" })?.value,
      !["disable", "allow", "prefer"].contains(mode)
    {
      throw PostgresLocationError(
        url: text, reason: "sslmode=\(mode) is not supported: connections are not encrypted")
    }
    let user = components.percentEncodedUser?.removingPercentEncoding ?? ""
    guard !user.isEmpty else {
      throw PostgresLocationError(url: text, reason: "it names no user (postgres://user@host/db)")
    }
    let database = String(components.path.drop(while: { $0 == "/" }))
    let port = components.port ?? 5432
    let host = components.percentEncodedHost?.removingPercentEncoding ?? ""
    let socketFolder = items.first(where: { $0.name == "host" })?.value ?? host
    let endpoint: Endpoint =
      socketFolder.hasPrefix("/")
      ? .socket(path: "\(socketFolder)/.s.PGSQL.\(port)")
      : .tcp(host: host.isEmpty ? "127.0.0.1" : host, port: port)
    self.init(
      endpoint: endpoint, user: user,
      password: components.percentEncodedPassword?.removingPercentEncoding,
      database: database.isEmpty ? user : database)
  }

  /// Where the database is, for logs and messages: `host:port/database` (or the socket's path
  /// and the database), never the user or the password.
  public var description: String {
    switch endpoint {
    case .tcp(let host, let port): "\(host.contains(":") ? "[\(host)]" : host):\(port)/\(database)"
    case .socket(let path): "\(path)/\(database)"
    }
  }

  /// `text` with this location's user and password left out, wherever they appear as words.
  func scrub(_ text: String) -> String {
    Redaction.scrub(text, removing: [password, user])
  }

  /// postgres-nio's configuration for a connection to this location.
  var configuration: PostgresConnection.Configuration {
    switch endpoint {
    case .tcp(let host, let port):
      PostgresConnection.Configuration(
        host: host, port: port, username: user, password: password, database: database,
        tls: .disable)
    case .socket(let path):
      PostgresConnection.Configuration(
        unixSocketPath: path, username: user, password: password, database: database)
    }
  }

  /// The configuration, giving up on a connection that is not ready within `timeout`.
  func configuration(connectTimeout timeout: Duration) -> PostgresConnection.Configuration {
    var configuration = configuration
    let (seconds, attoseconds) = timeout.components
    configuration.options.connectTimeout = .nanoseconds(
      seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    return configuration
  }
}

/// A `postgres://` URL that does not name a database Cairn can connect to.
///
/// It never holds the URL's user or password: only where the URL points, as
/// `host:port/database`, so the message is safe to show and to log.
public struct PostgresLocationError: Error, Equatable, CustomStringConvertible {
  /// Where the URL points (`host:port/database`), without its user, password and options.
  public let url: String
  /// What is wrong with it.
  public let reason: String

  /// An error about the URL `text`, which is kept only as ``redacted(_:)`` leaves it.
  init(url text: String, reason: String) {
    self.url = Self.redacted(text)
    self.reason = reason
  }

  /// A sentence for the person who typed the URL.
  public var description: String { "Cannot use the database URL \(url): \(reason)." }

  /// `text` without what could be secret: what comes after the scheme up to the last `@` of
  /// the authority (a user and a password), and the query and fragment (options, which may
  /// hold a password). Text that is not a URL at all is not repeated.
  static func redacted(_ text: String) -> String {
    guard let schemeEnd = text.range(of: "://") else { return "(not a URL)" }
    let afterScheme = text[schemeEnd.upperBound...]
    let authorityEnd = afterScheme.firstIndex(where: { "/?#".contains($0) }) ?? afterScheme.endIndex
    let authority = afterScheme[..<authorityEnd]
    let host =
      authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] }
      ?? authority
    let rest = afterScheme[authorityEnd...]
    let path = rest.prefix(while: { $0 != "?" && $0 != "#" })
    return "\(host)\(path)"
  }
}
