@_spi(Runtime) import CairnWeb
import Dependencies
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Standups
import StandupsDomain
import StandupsFeatures

/// Both flavours of Standups in one process over one shared store: the models flavour under
/// `/models`, the reducers flavour under `/reducers`, as two apps of one Hummingbird server.
final class TwoFlavourServer: Sendable {
  let port: Int
  private let task: Task<Void, any Error>

  private init(port: Int, task: Task<Void, any Error>) {
    self.port = port
    self.task = task
  }

  var url: String { "http://127.0.0.1:\(port)" }

  /// Starts the server over a store that starts with `standups` (kept in memory).
  static func start(standups: [Standup]) async throws -> TwoFlavourServer {
    let store = await MainActor.run {
      withDependencies {
        $0.context = .live
        $0.persistence = PersistenceClient.inMemory(.loaded(standups)).0
      } operation: {
        let store = StandupsStore()
        store.load()
        return store
      }
    }
    let models = try await CairnRoutes(
      StandupsApp.application(store: store, flavour: .models), prefix: "/models")
    let reducers = try await CairnRoutes(
      StandupsApp.application(store: store, flavour: .reducers), prefix: "/reducers")
    let router = Router(context: CairnRequestContext.self)
    let sockets = Router(context: BasicWebSocketRequestContext.self)
    for routes in [models, reducers] {
      routes.add(to: router)
      routes.addSocket(to: sockets)
    }
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let application = Application(
      router: router,
      server: models.server(webSocketRouter: sockets),
      configuration: .init(address: .hostname("127.0.0.1", port: 0)),
      services: [models.sweeper, reducers.sweeper],
      onServerRunning: { continuation.yield($0.localAddress?.port ?? 0) }
    )
    // The apps run as they would in the `standups` executable: live dependencies (clocks, ids,
    // dates), not the test ones.
    let task = Task {
      try await withDependencies {
        $0.context = .live
      } operation: {
        try await application.runService()
      }
    }
    for await port in ports { return TwoFlavourServer(port: port, task: task) }
    throw WebDriver.Failure(description: "the two-flavour server did not start")
  }

  func stop() {
    task.cancel()
  }
}
