import ArgumentParser
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

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  @Option(
    name: .customLong("allowed-host"),
    help: ArgumentHelp(
      "A host name browsers reach this server by, besides the loopback names (repeat for several). Needed when serving on a network.",
      valueName: "name"))
  var allowedHosts: [String] = []

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

  @Option(
    name: .customLong("trusted-proxy"),
    help: ArgumentHelp(
      "The address of a proxy in front of this server whose X-Forwarded-For names the client, for the per-client bounds (repeat for several).",
      valueName: "address"))
  var trustedProxies: [String] = []

  @Option(help: "Seconds a connection may take to send its first request's head.")
  var headerTimeout = 10.0

  @Option(
    help: ArgumentHelp(
      "How many sessions one client address may hold (raise it to drive many tabs from one machine, as the load tool does).",
      valueName: "count"))
  var sessionsPerClient = RequestLimits().maximumSessionsPerClient

  @Option(help: "How many connections one client address may hold open.")
  var connectionsPerClient = RequestLimits().maximumConnectionsPerClient

  func validate() throws {
    guard headerTimeout > 0, headerTimeout <= 3600 else {
      throw ValidationError("--header-timeout takes a number of seconds from 0 to 3600.")
    }
    guard sessionsPerClient > 0, connectionsPerClient > 0 else {
      throw ValidationError("--sessions-per-client and --connections-per-client take at least 1.")
    }
  }

  func run() async throws {
    var limits = RequestLimits()
    limits.trustedProxies = Set(trustedProxies)
    limits.headerTimeout = .milliseconds(Int(headerTimeout * 1000))
    limits.maximumSessionsPerClient = sessionsPerClient
    limits.maximumConnectionsPerClient = connectionsPerClient
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
      host: host,
      port: port,
      allowedHosts: allowedHosts,
      limits: limits,
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
