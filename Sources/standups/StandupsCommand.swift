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
      "Which way of writing the app to serve: models (observable models) or reducers (CairnArchitecture). Both behave the same and share the data.",
      valueName: "flavour"))
  var flavour: StandupsFlavour = .models

  func run() async throws {
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
