import ArgumentParser
import CairnServerOptions
import CairnWeb
import Dependencies
import Foundation
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
    if database != nil {
      // Parsed and validated now; the PostgreSQL key is wired in once it lands (issue 31).
      throw ValidationError("--database is not supported by this build yet")
    }
    let directory = dataDir.map { URL(fileURLWithPath: $0) } ?? StandupsFile.defaultDirectory()
    let store = await MainActor.run {
      withDependencies {
        $0.persistence = .file(directory: directory)
      } operation: {
        let store = StandupsStore()
        store.load()
        return store
      }
    }
    FileHandle.standardError.write(Data("Data in \(directory.path)\n".utf8))
    try await CairnServer.serve(
      StandupsApp.application(store: store, flavour: flavour),
      host: server.host,
      port: server.port,
      allowedHosts: server.allowedHosts,
      limits: server.limits,
      instance: instance,
      onShutdown: {
        let (saved, reason) = await MainActor.run {
          (store.flush(), store.readFailure ?? store.saveFailure ?? "")
        }
        if !saved {
          FileHandle.standardError.write(
            Data("Unsaved changes could not be written at shutdown: \(reason)\n".utf8))
        }
      }
    )
  }
}

extension StandupsFlavour: ExpressibleByArgument {}
