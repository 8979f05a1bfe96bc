import ArgumentParser
import CairnWeb
import CaseStudies

/// Serves the case-studies gallery.
@main
struct CaseStudiesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "case-studies",
    abstract: "Serves Cairn's case studies: one small screen per navigation tool."
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
    help: ArgumentHelp(
      "This process's tag when several serve behind a proxy: session ids start with it, so the proxy can route each tab's socket to its process (1-16 letters or digits).",
      valueName: "tag"))
  var instance = ""

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
    guard CairnServer.isValidInstance(instance) else {
      throw ValidationError("--instance takes 1 to 16 letters or digits.")
    }
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
    try await CairnServer.serve(
      CaseStudiesApp.application, host: host, port: port, allowedHosts: allowedHosts,
      limits: limits, instance: instance)
  }
}
