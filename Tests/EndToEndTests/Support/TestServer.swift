import CairnWeb
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
    let task = Task {
      try await CairnServer.serve(
        app, port: 0, allowedHosts: allowedHosts, onStart: { continuation.yield($0) })
    }
    for await url in urls { return TestServer(url: url, task: task) }
    throw WebDriver.Failure(description: "the server did not start")
  }

  /// Asks the server to shut down; its graceful shutdown finishes in the background.
  func stop() async {
    task.cancel()
  }
}
