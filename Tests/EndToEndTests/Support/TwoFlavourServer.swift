import CairnSharing
@_spi(Runtime) import CairnWeb
import Dependencies
import Foundation
import Hummingbird
import HummingbirdWebSocket
import IdentifiedCollections
import Standups
import StandupsDomain
import StandupsFeatures

/// Both flavours of Standups in one process over one shared store: the models flavour under
/// `/models`, the reducers flavour under `/reducers`, as two apps of one Hummingbird server.
final class TwoFlavourServer: Sendable {
  let port: Int
  private let task: Task<Void, any Error>
  /// The standups both apps share, held for as long as the server runs.
  let standups: Shared<IdentifiedArrayOf<Standup>>

  private init(port: Int, task: Task<Void, any Error>, standups: Shared<IdentifiedArrayOf<Standup>>)
  {
    self.port = port
    self.task = task
    self.standups = standups
  }

  var url: String { "http://127.0.0.1:\(port)" }

  /// Starts the server over shared standups that start as `standups` (kept in memory, in a
  /// storage of this server's own).
  static func start(standups initial: [Standup]) async throws -> TwoFlavourServer {
    let (standups, models, reducers) = try await withDependencies {
      $0.context = .live
      $0.defaultInMemoryStorage = InMemoryStorage()
      $0.standupsStorage = .inMemory
    } operation: {
      let standups = Shared(.standups)
      standups.withLock { $0 = IdentifiedArray(uniqueElements: initial) }
      let models = try await CairnRoutes(
        StandupsApp.application(flavour: .models), prefix: "/models")
      let reducers = try await CairnRoutes(
        StandupsApp.application(flavour: .reducers), prefix: "/reducers")
      return (standups, models, reducers)
    }
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
    for await port in ports {
      return TwoFlavourServer(port: port, task: task, standups: standups)
    }
    throw WebDriver.Failure(description: "the two-flavour server did not start")
  }

  func stop() {
    task.cancel()
  }
}
