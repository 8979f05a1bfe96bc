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

  @Option(
    name: .customLong("asset-catalog"),
    help: ArgumentHelp(
      "An Xcode asset catalogue folder (Assets.xcassets) whose colour sets Color(\"name\") draws; repeat for several.",
      valueName: "folder"))
  var assetCatalogs: [String] = []

  /// The server options in `arguments` (the process's arguments without the executable).
  static func parse(_ arguments: [String]) throws -> ServerOptions {
    try parseCommand(arguments).server
  }

  /// The whole command line in `arguments`: server options and asset catalogues.
  static func parseCommand(_ arguments: [String]) throws -> AppCommandLine {
    let command: AppCommandLine = try parse(arguments)
    return command
  }

  /// Registers the colours of every asset catalogue named on the command line; a folder that
  /// is missing or malformed stops the app before it serves, naming the file.
  func registerAssetCatalogs() throws {
    for path in assetCatalogs {
      try Color.registerAssetCatalog(at: URL(fileURLWithPath: path))
    }
  }
}
