import ArgumentParser
import CairnServerOptions
import CairnWeb
import CaseStudies

/// Serves the case-studies gallery.
@main
struct CaseStudiesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "case-studies",
    abstract: "Serves Cairn's case studies: one small screen per navigation tool."
  )

  @OptionGroup var server: ServerOptions

  @Option(
    help: ArgumentHelp(
      "This process's tag when several serve behind a proxy: session ids start with it, so the proxy can route each tab's socket to its process (1-16 letters or digits).",
      valueName: "tag"))
  var instance = ""

  func validate() throws {
    guard CairnServer.isValidInstance(instance) else {
      throw ValidationError("--instance takes 1 to 16 letters or digits.")
    }
  }

  func run() async throws {
    try await CairnServer.serve(
      CaseStudiesApp.application, host: server.host, port: server.port,
      allowedHosts: server.allowedHosts, limits: server.limits, instance: instance)
  }
}
