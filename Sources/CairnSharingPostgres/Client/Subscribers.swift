import ConcurrencyExtras
import Foundation

/// The subscriptions of every collection, under a lock so that a key subscribes at once (a
/// change that arrives right after `@Shared` is created is never missed).
final class Subscribers: Sendable {
  /// What a subscription is told.
  struct Handlers: Sendable {
    /// Receives the collection whenever it changes.
    var value: @Sendable ([JSONValue]) -> Void
    /// Receives the outcome of a write the client made on its own (after a reconnect).
    var saveResult: @Sendable (Result<Void, any Error>) -> Void
  }

  private let handlers = LockIsolated<[String: [UUID: Handlers]]>([:])

  /// Adds a subscription to `collection`.
  func add(_ collection: String, id: UUID, _ handler: Handlers) {
    handlers.withValue { $0[collection, default: [:]][id] = handler }
  }

  /// Removes a subscription.
  func remove(_ collection: String, id: UUID) {
    handlers.withValue { $0[collection]?[id] = nil }
  }

  /// Tells every subscription of `collection` its new value.
  func yield(_ collection: String, _ elements: [JSONValue]) {
    for handler in handlers.value[collection]?.values ?? [:].values { handler.value(elements) }
  }

  /// Tells every subscription of `collection` how a write it did not ask for went.
  func yieldSaveResult(_ collection: String, _ result: Result<Void, any Error>) {
    for handler in handlers.value[collection]?.values ?? [:].values { handler.saveResult(result) }
  }
}
