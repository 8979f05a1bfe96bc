@_spi(Runtime) import CairnWeb
import CaseStudies
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// An existing Hummingbird application of its own (with a `/health` route) that mounts the case
/// studies under `/studies` with ``CairnRoutes``, started in this process on a free port.
final class EmbeddedServer: Sendable {
  static let prefix = "/studies"
  let port: Int
  private let task: Task<Void, any Error>

  private init(port: Int, task: Task<Void, any Error>) {
    self.port = port
    self.task = task
  }

  var url: String { "http://127.0.0.1:\(port)" }

  static func start() async throws -> EmbeddedServer {
    let routes = try await CairnRoutes(CaseStudiesApp.application, prefix: prefix)
    let router = Router(context: CairnRequestContext.self)
    router.get("/health") { _, _ in "ok" }
    routes.add(to: router)
    let sockets = Router(context: BasicWebSocketRequestContext.self)
    routes.addSocket(to: sockets)
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let application = Application(
      router: router,
      server: routes.server(webSocketRouter: sockets),
      configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      services: [routes.sweeper],
      onServerRunning: { continuation.yield($0.localAddress?.port ?? 0) }
    )
    let task = Task { try await application.runService() }
    for await port in ports { return EmbeddedServer(port: port, task: task) }
    throw WebDriver.Failure(description: "the embedded server did not start")
  }

  func stop() {
    task.cancel()
  }
}
