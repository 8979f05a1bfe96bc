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

  /// The location without its password, for logs and messages.
  public var description: String {
    switch endpoint {
    case .tcp(let host, let port): "postgres://\(user)@\(host):\(port)/\(database)"
    case .socket(let path): "postgres://\(user)@/\(database) (socket \(path))"
    }
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
}

/// A `postgres://` URL that does not name a database Cairn can connect to.
public struct PostgresLocationError: Error, Equatable, CustomStringConvertible {
  /// The URL as given.
  public let url: String
  /// What is wrong with it.
  public let reason: String

  /// A sentence for the person who typed the URL.
  public var description: String { "Cannot use the database URL \(url): \(reason)." }
}
