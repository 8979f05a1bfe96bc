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

  func run() async throws {
    try await CairnServer.serve(CaseStudiesApp.application, host: host, port: port)
  }
}
