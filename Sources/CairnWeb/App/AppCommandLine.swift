import ArgumentParser
import Foundation

/// The command line of an ``App``'s executable: ``ServerOptions``, named after the executable
/// in its usage and help.
struct AppCommandLine: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: executableName,
      abstract: "Serves this app in your browser.")
  }

  /// The executable's file name, as the person ran it.
  static var executableName: String {
    CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
  }

  @OptionGroup var server: ServerOptions

  /// The server options in `arguments` (the process's arguments without the executable).
  static func parse(_ arguments: [String]) throws -> ServerOptions {
    try parse(arguments).server
  }
}
