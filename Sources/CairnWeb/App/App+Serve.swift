import Foundation

extension App {
  /// Serves the app until the process receives SIGINT or SIGTERM: what `@main` runs.
  ///
  /// Parses ``ServerOptions`` from the process's arguments; `--help` prints them and a bad
  /// flag prints what is wrong with the usage, both without serving. `--asset-catalog <folder>`
  /// (repeatable) registers an Xcode asset catalogue's colour sets, so `Color("name")` in code
  /// written for Xcode draws the catalogue's colour; a malformed catalogue stops the app.
  public static func main() async {
    let options: ServerOptions
    do {
      let commandLine = try AppCommandLine.parseCommand(Array(CommandLine.arguments.dropFirst()))
      try commandLine.registerAssetCatalogs()
      options = commandLine.server
    } catch {
      AppCommandLine.exit(withError: error)
    }
    do {
      try await CairnServer.serve(
        webApplication, host: options.host, port: options.port,
        allowedHosts: options.allowedHosts, limits: options.limits)
    } catch {
      AppCommandLine.exit(withError: error)
    }
  }

  /// The app as ``CairnServer`` and ``CairnRoutes`` serve it: each new tab makes its own
  /// instance of the app and shows its first ``WindowGroup``.
  ///
  /// The page is titled with the type's name, without a trailing "App", until a screen sets a
  /// navigation title.
  public static var webApplication: WebApplication {
    WebApplication(title: AppTitle.title(of: Self.self)) { _ in
      let root = SceneWindows.root(of: Self())
      return AppScreen { root }
    }
  }
}

/// The page title an app gets from its type's name.
enum AppTitle {
  /// `StandupsApp` gives "Standups"; a name that is only "App" stays as it is.
  static func title(of type: Any.Type) -> String {
    let name = String(describing: type)
    guard name.hasSuffix("App"), name.count > 3 else { return name }
    return String(name.dropLast(3))
  }
}
