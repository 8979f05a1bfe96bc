import Dependencies
import Foundation

/// Reports the networks around, as a stream of complete lists. Live, it starts from the mocks
/// and every second or two adds or removes a made-up network; tests feed it by hand.
public struct NetworkScanner: Sendable {
  /// The lists of networks found, newest last.
  public var scan: @Sendable () -> AsyncStream<[Network]>

  /// A scanner reporting what `scan` yields.
  public init(scan: @escaping @Sendable () -> AsyncStream<[Network]>) {
    self.scan = scan
  }
}

extension NetworkScanner: DependencyKey {
  /// Adds or removes a goofy-named network every one to two seconds, on the dependency clock.
  public static var liveValue: NetworkScanner {
    NetworkScanner {
      @Dependency(\.continuousClock) var dependencyClock
      let clock = dependencyClock
      return AsyncStream { continuation in
        let task = Task {
          var networks = Network.mocks
          continuation.yield(networks)
          while !Task.isCancelled {
            try? await clock.sleep(for: .milliseconds(Int.random(in: 1000...2000)))
            if Task.isCancelled { break }
            networks = Self.step(networks)
            continuation.yield(networks)
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  }

  /// Nothing found; tests that scan replace it.
  public static let testValue = NetworkScanner { AsyncStream { $0.finish() } }

  /// The next list: a made-up network appears, or one that was made up disappears.
  public static func step(_ networks: [Network]) -> [Network] {
    var networks = networks
    let madeUp = networks.indices.filter { index in
      !Network.mocks.contains { $0.id == networks[index].id }
    }
    if !madeUp.isEmpty, Bool.random() {
      networks.remove(at: madeUp.randomElement()!)
    } else {
      let name = Network.goofyNames.randomElement()!
      networks.append(
        Network(
          id: UUID(), name: name, isSecured: Bool.random(),
          connectivity: Double(Int.random(in: 1...4)) / 4))
    }
    return networks
  }
}

extension DependencyValues {
  /// What reports the networks around.
  public var networkScanner: NetworkScanner {
    get { self[NetworkScanner.self] }
    set { self[NetworkScanner.self] = newValue }
  }
}
