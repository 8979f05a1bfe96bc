import CairnWeb
import Hummingbird
import HummingbirdTesting
import Testing

// Issue 29, deliverable 4: an `App` served over HTTP, as its `main()` serves it.

/// Counts the tabs the app has been opened in.
@MainActor private var greenhouseTabs = 0

private struct GreenhouseApp: App {
  let tab: Int

  init() {
    greenhouseTabs += 1
    tab = greenhouseTabs
  }

  var body: some Scene {
    WindowGroup {
      Text("Greenhouse tab \(tab)")
    }
  }
}

@Suite("An App served over HTTP")
struct AppServingTests {
  @Test func eachPageIsANewTabOfItsOwnApp() async throws {
    let app = await GreenhouseApp.webApplication
    #expect(app.title == "Greenhouse")
    let first = await MainActor.run { greenhouseTabs } + 1
    try await CairnRoutesTests.serving(app).test(.router) { client in
      let page = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      let again = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      #expect(page.contains("<title>Greenhouse</title>"), "\(page)")
      #expect(page.contains("Greenhouse tab \(first)"), "\(page)")
      #expect(again.contains("Greenhouse tab \(first + 1)"), "the second page made its own app")
    }
  }
}
