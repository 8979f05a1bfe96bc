import ArgumentParser
import CairnServerOptions
import CairnSharing
import CairnSharingPostgres
import CairnWeb
import Dependencies
import Foundation
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures

/// Serves the Standups app.
@main
struct StandupsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "standups",
    abstract: "Serves Standups, a rebuild of Apple's Scrumdinger on Cairn, in your browser."
  )

  @OptionGroup var server: ServerOptions

  @Option(
    help:
      "Where the standups are kept (default: $XDG_DATA_HOME/cairn-standups or ~/.local/share/cairn-standups)."
  )
  var dataDir: String?

  @Option(
    help: ArgumentHelp(
      "Keep the standups in this PostgreSQL database instead of the file, so several standups processes can share them (postgres://user:password@host:port/database).",
      valueName: "url"))
  var database: String?

  @Option(
    help: ArgumentHelp(
      "Which way of writing the app to serve: models (observable models) or reducers (CairnArchitecture). Both behave the same and share the data.",
      valueName: "flavour"))
  var flavour: StandupsFlavour = .models

  @Option(
    help: ArgumentHelp(
      "This process's tag when several serve behind a proxy: session ids start with it, so the proxy can route each tab's socket to its process (1-16 letters or digits).",
      valueName: "tag"))
  var instance = ""

  func validate() throws {
    guard CairnServer.isValidInstance(instance) else {
      throw ValidationError("--instance takes 1 to 16 letters or digits.")
    }
    if let database, !Self.isPostgresURL(database) {
      throw ValidationError(
        "--database takes a postgres:// (or postgresql://) URL, such as postgres://standups@localhost/standups"
      )
    }
  }

  /// Whether `text` is a URL with the `postgres` or `postgresql` scheme.
  static func isPostgresURL(_ text: String) -> Bool {
    guard let scheme = URLComponents(string: text)?.scheme?.lowercased() else { return false }
    return scheme == "postgres" || scheme == "postgresql"
  }

  func run() async throws {
    let location: StandupsLocation
    // Held until the process ends: a second process on the same directory refuses to start.
    var directoryLock: DataDirectoryLock?
    if let database {
      let client: PostgresSharingClient
      do {
        client = try PostgresSharingClient(url: database)
      } catch {
        throw ValidationError("--database: \(error)")
      }
      location = .database(client)
    } else {
      let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? StandupsFile.defaultDirectory()
      directoryLock = try DataDirectoryLock.take(directory: directory)
      location = .file(directory: directory)
    }
    FileHandle.standardError.write(Data("Data in \(location)\n".utf8))
    try await withDependencies {
      $0.standupsStorage = location.storage
    } operation: {
      // Held for the life of the process: every tab shares this one reference, and what it
      // has not saved yet is saved at shutdown.
      let standups = Shared(.standups)
      try await CairnServer.serve(
        StandupsApp.application(flavour: flavour),
        host: server.host,
        port: server.port,
        allowedHosts: server.allowedHosts,
        limits: server.limits,
        instance: instance,
        onShutdown: { await location.saveAtShutdown(standups) }
      )
    }
    withExtendedLifetime(directoryLock) {}
  }
}

/// Where this process keeps the standups.
enum StandupsLocation: CustomStringConvertible {
  /// `standups.json` in a data directory.
  case file(directory: URL)
  /// A PostgreSQL database, shared with other processes.
  case database(PostgresSharingClient)

  /// The storage `@Shared(.standups)` uses.
  var storage: StandupsStorage {
    switch self {
    case .file(let directory): .file(directory: directory)
    case .database(let client): StandupsStorage { .postgres("standups", database: client) }
    }
  }

  var description: String {
    switch self {
    case .file(let directory): directory.path
    case .database(let client): "PostgreSQL (\(client.location))"
    }
  }

  /// Writes what is pending now, as the server stops, and says so when something could not be.
  ///
  /// The file storage writes changes its file cannot take (it could not be read) to a durable
  /// copy beside it, merged in at the next start; the database writes what is pending if it is
  /// reachable, and closes its connections.
  func saveAtShutdown(_ standups: Shared<IdentifiedArrayOf<Standup>>) async {
    var problems: [String] = []
    switch self {
    case .file:
      @Dependency(\.defaultFileStorage) var files
      problems = files.flush().map(String.init(describing:))
    case .database(let client):
      do {
        try await standups.save()
      } catch {
        problems.append(String(describing: error))
      }
      await client.shutdown()
    }
    for problem in problems {
      FileHandle.standardError.write(Data("At shutdown: \(problem)\n".utf8))
    }
  }
}

extension StandupsFlavour: ExpressibleByArgument {}
