import ServiceLifecycle

/// A ServiceLifecycle service that, once a second, ends the sessions whose socket never
/// attached within the attach deadline and those disconnected longer than the grace period.
/// It stops on graceful shutdown.
public struct SessionSweeper: Service {
  /// The store it sweeps.
  @_spi(Runtime) public let store: SessionStore
  /// How often it sweeps.
  public var interval: Duration = .seconds(1)

  /// Runs until the service group shuts down, then returns normally (a sweeper that threw on
  /// shutdown would make the whole group fail, and the app's shutdown work with it).
  public func run() async throws {
    await cancelWhenGracefulShutdown {
      while !Task.isCancelled {
        do {
          try await Task.sleep(for: interval)
        } catch {
          return
        }
        await store.sweep()
      }
    }
  }
}
