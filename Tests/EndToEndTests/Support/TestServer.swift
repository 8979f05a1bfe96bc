@_spi(Runtime) import CairnWeb
import CaseStudies
import Dependencies
import Foundation

/// The real case-studies server, started in this process on a free port.
final class TestServer: Sendable {
  let url: String
  private let task: Task<Void, any Error>

  private init(url: String, task: Task<Void, any Error>) {
    self.url = url
    self.task = task
  }

  /// The port it listens on.
  var port: Int { Int(url.split(separator: ":").last ?? "") ?? 0 }

  static func start(_ app: WebApplication, allowedHosts: [String] = []) async throws -> TestServer {
    let (urls, continuation) = AsyncStream.makeStream(of: String.self)
    // The app runs as it does in its executable: live dependencies (clocks, ids), not the
    // test ones.
    let task = Task {
      try await withDependencies {
        $0.context = .live
      } operation: {
        try await CairnServer.serve(
          app, port: 0, allowedHosts: allowedHosts, onStart: { continuation.yield($0) })
      }
    }
    for await url in urls { return TestServer(url: url, task: task) }
    throw WebDriver.Failure(description: "the server did not start")
  }

  /// Asks the server to shut down; its graceful shutdown finishes in the background.
  func stop() async {
    task.cancel()
  }
}

/// Runs `body` with a fresh case-studies server and browser, and always cleans both up.
func withCaseStudiesBrowser(_ body: (WebDriver, String) async throws -> Void) async throws {
  let server = try await TestServer.start(CaseStudiesApp.application)
  let driver = try await WebDriver.start()
  do {
    try await body(driver, server.url)
  } catch {
    await driver.quit()
    await server.stop()
    throw error
  }
  await driver.quit()
  await server.stop()
}
