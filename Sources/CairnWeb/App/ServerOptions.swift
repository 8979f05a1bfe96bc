import ArgumentParser

/// The command-line options every Cairn server executable shares: where it listens, which
/// host names it answers to, and the bounds that keep one client from locking the others out.
/// An executable takes them with `@OptionGroup var server: ServerOptions`; an ``App``'s
/// `main()` parses them from the process's arguments.
public struct ServerOptions: ParsableArguments {
  /// The address to listen on.
  @Option(help: "The address to listen on.")
  public var host = "127.0.0.1"

  /// The port to listen on; 0 picks a free one.
  @Option(help: "The port to listen on (0 picks a free one).")
  public var port = 8080

  /// Host names browsers reach the server by, besides the loopback names.
  @Option(
    name: .customLong("allowed-host"),
    help: ArgumentHelp(
      "A host name browsers reach this server by, besides the loopback names (repeat for several). Needed when serving on a network.",
      valueName: "name"))
  public var allowedHosts: [String] = []

  /// Proxies whose `X-Forwarded-For` names the client.
  @Option(
    name: .customLong("trusted-proxy"),
    help: ArgumentHelp(
      "The address of a proxy in front of this server whose X-Forwarded-For names the client, for the per-client bounds (repeat for several).",
      valueName: "address"))
  public var trustedProxies: [String] = []

  /// Seconds a connection may take to send its first request's head.
  @Option(help: "Seconds a connection may take to send its first request's head.")
  public var headerTimeout = 10.0

  /// How many sessions one client address may hold.
  @Option(
    help: ArgumentHelp(
      "How many sessions one client address may hold (raise it to drive many tabs from one machine, as the load tool does).",
      valueName: "count"))
  public var sessionsPerClient = RequestLimits().maximumSessionsPerClient

  /// How many connections one client address may hold open.
  @Option(help: "How many connections one client address may hold open.")
  public var connectionsPerClient = RequestLimits().maximumConnectionsPerClient

  /// The options' defaults, as ArgumentParser needs.
  public init() {}

  /// Refuses a header timeout outside (0, 3600] seconds and per-client bounds below 1.
  public func validate() throws {
    guard headerTimeout > 0, headerTimeout <= 3600 else {
      throw ValidationError("--header-timeout takes a number of seconds from 0 to 3600.")
    }
    guard sessionsPerClient > 0, connectionsPerClient > 0 else {
      throw ValidationError("--sessions-per-client and --connections-per-client take at least 1.")
    }
  }

  /// The server's bounds: the defaults, with these options' values.
  public var limits: RequestLimits {
    var limits = RequestLimits()
    limits.trustedProxies = Set(trustedProxies)
    limits.headerTimeout = .milliseconds(Int(headerTimeout * 1000))
    limits.maximumSessionsPerClient = sessionsPerClient
    limits.maximumConnectionsPerClient = connectionsPerClient
    return limits
  }
}
