import Foundation
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1

/// Wraps the server's HTTP/WebSocket channel so that no client can hold the connections every
/// other client needs: each connection is counted against its client's address and the
/// server's total when it is accepted (``ConnectionTable``), and must send its first
/// request's head within the header timeout (``HeadTimeout``).
struct ConnectionGuard<Inner: ServerChildChannel>: ServerChildChannel {
  typealias Value = Inner.Value

  /// Why a connection was closed as soon as it was accepted.
  struct Refused: Error {}

  let inner: Inner
  let table: ConnectionTable
  let headerTimeout: Duration

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    guard table.admit(channel) else {
      logger.debug(
        "Refused a connection: its address, or the server, holds its maximum",
        metadata: ["peer": "\(channel.remoteAddress?.description ?? "unknown")"])
      channel.close(promise: nil)
      return channel.eventLoop.makeFailedFuture(Refused())
    }
    let table = table
    channel.closeFuture.whenComplete { _ in table.release(channel) }
    return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let operations = channel.pipeline.syncOperations
      let decoder = try operations.context(
        handlerType: ByteToMessageHandler<HTTPRequestDecoder>.self)
      let timeout = HeadTimeout(timeout: TimeAmount(headerTimeout)) { table.headArrived(channel) }
      try operations.addHandler(timeout, position: .after(decoder.handler))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await inner.handle(value: value, logger: logger)
  }
}

/// The server's open connections: how many each client address holds, and which are still
/// waiting for their first request's head. Shared by every event loop.
final class ConnectionTable: Sendable {
  private struct Entry {
    let channel: any Channel
    let client: String?
    let order: Int
    var isAwaitingHead = true
  }

  private struct State {
    var open: [ObjectIdentifier: Entry] = [:]
    var perClient: [String: Int] = [:]
    var accepted = 0
  }

  /// The most connections one client address may hold.
  let maximumPerClient: Int
  /// The most connections open at once.
  let maximum: Int
  /// Peers whose connections are not counted per address (a proxy's carry many clients).
  let trustedProxies: Set<String>
  private let state = NIOLockedValueBox(State())

  /// A table for `limits`, its total bounded by this process's open-file limit unless
  /// ``RequestLimits/maximumConnections`` says otherwise.
  init(_ limits: RequestLimits) {
    maximumPerClient = max(limits.maximumConnectionsPerClient, 1)
    maximum = max(limits.maximumConnections ?? Self.descriptorBudget(), 1)
    trustedProxies = limits.trustedProxies
  }

  /// How many connections are open.
  var count: Int { state.withLockedValue { $0.open.count } }

  /// Counts a newly accepted connection, or returns `false` when its address already holds
  /// its maximum. When the server holds its maximum, the oldest connection still waiting for
  /// its first request's head is closed to make room (or, when there is none, this one is
  /// refused).
  func admit(_ channel: any Channel) -> Bool {
    let peer = channel.remoteAddress
    let client =
      ClientAddress.isTrusted(peer, trustedProxies) ? nil : ClientAddress.key(peer: peer)
    let (admitted, evicted) = state.withLockedValue { state -> (Bool, (any Channel)?) in
      if let client, state.perClient[client, default: 0] >= maximumPerClient {
        return (false, nil)
      }
      var evicted: (any Channel)?
      if state.open.count >= maximum {
        guard
          let oldest = state.open.values.filter(\.isAwaitingHead)
            .min(by: { $0.order < $1.order })
        else { return (false, nil) }
        Self.remove(oldest.channel, from: &state)
        evicted = oldest.channel
      }
      state.accepted += 1
      state.open[ObjectIdentifier(channel)] = Entry(
        channel: channel, client: client, order: state.accepted)
      if let client { state.perClient[client, default: 0] += 1 }
      return (true, evicted)
    }
    if let evicted { HeadTimeout.expire(evicted) }
    return admitted
  }

  /// Notes that `channel`'s first request's head arrived: it is no longer the first to be
  /// closed to make room.
  func headArrived(_ channel: any Channel) {
    state.withLockedValue { $0.open[ObjectIdentifier(channel)]?.isAwaitingHead = false }
  }

  /// Forgets a closed connection.
  func release(_ channel: any Channel) {
    state.withLockedValue { Self.remove(channel, from: &$0) }
  }

  private static func remove(_ channel: any Channel, from state: inout State) {
    guard let entry = state.open.removeValue(forKey: ObjectIdentifier(channel)) else { return }
    guard let client = entry.client else { return }
    state.perClient[client, default: 1] -= 1
    if state.perClient[client] == 0 { state.perClient[client] = nil }
  }

  /// The process's open-file limit less 128 descriptors kept for everything but connections
  /// (and at least half the limit).
  static func descriptorBudget() -> Int {
    var limit = rlimit()
    // No limit (RLIM_INFINITY is all ones) is as good as a million.
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0,
      let soft = Int(exactly: limit.rlim_cur), soft <= 1 << 20
    else { return 1 << 20 }
    return max(soft - 128, soft / 2)
  }
}
