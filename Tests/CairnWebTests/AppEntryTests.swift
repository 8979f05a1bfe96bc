import CairnWebTesting
import Foundation
import Testing

@testable import CairnWeb

// Issue 29, deliverable 4: `@main struct …: App` serves its WindowGroup, one app per tab.

@Observable
@MainActor
private final class Tally {
  var count = 0
}

private struct TallyView: View {
  let tally: Tally

  var body: some View {
    VStack {
      Text("Count \(tally.count)")
      Button("Add one") { tally.count += 1 }
    }
  }
}

/// How many `TallyApp`s have been made.
@MainActor private var tallyAppsMade = 0

private struct TallyApp: App {
  let tally = Tally()

  init() {
    tallyAppsMade += 1
  }

  var body: some Scene {
    WindowGroup {
      TallyView(tally: tally)
    }
  }
}

/// Statements before the scene, and several scenes of which a tab shows the first group.
private struct PlannerApp: App {
  var body: some Scene {
    PlannerScene(greeting: "Today's plan")
    WindowGroup("Archive", id: "archive") {
      Text("The archive")
    }
  }
}

private struct PlannerScene: Scene {
  let greeting: String

  var body: some Scene {
    let heading = greeting.uppercased()
    return WindowGroup("Planner") {
      Text(heading)
    }
  }
}

/// An app whose body decides at run time which group to show.
private struct SwitchingApp: App {
  @MainActor static var showsWindow = true

  var body: some Scene {
    if Self.showsWindow {
      WindowGroup { Text("Shown") }
    }
  }
}

@MainActor
@Suite("App entry: scenes, tabs and the command line")
struct AppEntryTests {
  /// A tab of `Application`, as the server makes one for a new browser tab.
  private func openTab<Application: App>(_: Application.Type) -> ViewHost {
    let screen = Application.webApplication.makeScreen(DeepLink())
    return ViewHost { screen.root() }
  }

  @Test func eachTabMakesItsOwnAppAndShowsItsWindowGroup() async throws {
    let before = tallyAppsMade
    let first = openTab(TallyApp.self)
    let second = openTab(TallyApp.self)
    #expect(tallyAppsMade == before + 2, "one app instance per tab")
    #expect(first.contains(text: "Count 0"))

    try await first.tap(first.button("Add one"))
    try await first.tap(first.button("Add one"))

    #expect(first.contains(text: "Count 2"))
    #expect(second.contains(text: "Count 0"), "another tab's model is its own")
  }

  @Test func theFirstWindowGroupIsShownThroughCustomScenes() {
    let host = openTab(PlannerApp.self)
    #expect(host.contains(text: "TODAY'S PLAN"))
    #expect(!host.contains(text: "The archive"))
    let titles = SceneWindows.windows(in: PlannerApp().body).map(\.title)
    #expect(titles == ["Planner", "Archive"])
  }

  @Test func anAppWithNoWindowGroupSaysSo() {
    SwitchingApp.showsWindow = false
    defer { SwitchingApp.showsWindow = true }
    let host = openTab(SwitchingApp.self)
    #expect(host.contains(text: "SwitchingApp has no WindowGroup to show."))
    SwitchingApp.showsWindow = true
    #expect(openTab(SwitchingApp.self).contains(text: "Shown"))
  }

  @Test func thePageIsTitledAfterTheAppType() {
    #expect(TallyApp.webApplication.title == "Tally")
    #expect(AppTitle.title(of: PlannerApp.self) == "Planner")
    #expect(AppTitle.title(of: Tally.self) == "Tally")
  }

  @Test func theCommandLineTakesCairnsServerOptions() throws {
    let options = try AppCommandLine.parse([
      "--host", "0.0.0.0", "--port", "9090", "--allowed-host", "notes.example",
      "--allowed-host", "www.notes.example", "--sessions-per-client", "5",
    ])
    #expect(options.host == "0.0.0.0")
    #expect(options.port == 9090)
    #expect(options.allowedHosts == ["notes.example", "www.notes.example"])
    #expect(options.limits.maximumSessionsPerClient == 5)

    let defaults = try AppCommandLine.parse([])
    #expect(defaults.host == "127.0.0.1")
    #expect(defaults.port == 8080)
    #expect(defaults.allowedHosts.isEmpty)
  }

  @Test func aBadFlagIsAUsageErrorNamingIt() {
    do {
      _ = try AppCommandLine.parse(["--prot", "9090"])
      Issue.record("an unknown flag was accepted")
    } catch {
      let message = AppCommandLine.message(for: error)
      #expect(message.contains("--prot"), "\(message)")
      #expect(AppCommandLine.exitCode(for: error) != .success)
    }
    #expect(throws: (any Error).self) { try AppCommandLine.parse(["--port", "eighty"]) }
    #expect(throws: (any Error).self) { try AppCommandLine.parse(["--header-timeout", "0"]) }
  }

  @Test func anAssetCatalogNamedOnTheCommandLineGivesItsColours() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cairn-app-assets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Assets.xcassets")
    let colorSet = catalog.appendingPathComponent("Themes/app-entry-sky.colorset")
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    try Data(
      """
      {"colors":[{"color":{"color-space":"srgb","components":\
      {"red":"0.000","green":"0.500","blue":"1.000","alpha":"1.000"}},"idiom":"universal"}]}
      """.utf8
    ).write(to: colorSet.appendingPathComponent("Contents.json"))

    let commandLine = try AppCommandLine.parseCommand([
      "--port", "9191", "--asset-catalog", catalog.path,
    ])
    #expect(commandLine.server.port == 9191)
    #expect(Color("app-entry-sky").css.hasPrefix("var(--color-"), "not registered before")
    try commandLine.registerAssetCatalogs()
    #expect(Color("app-entry-sky") == Color(red: 0, green: 0.5, blue: 1))

    let missing = try AppCommandLine.parseCommand([
      "--asset-catalog", folder.appendingPathComponent("Nowhere.xcassets").path,
    ])
    #expect(throws: (any Error).self) { try missing.registerAssetCatalogs() }
  }

  @Test func helpListsTheServerOptions() {
    let help = AppCommandLine.helpMessage()
    let flags = [
      "--host", "--port", "--allowed-host", "--trusted-proxy", "--header-timeout",
      "--asset-catalog",
    ]
    for flag in flags {
      #expect(help.contains(flag), "\(flag) in \(help)")
    }
  }
}
