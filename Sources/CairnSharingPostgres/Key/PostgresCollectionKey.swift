import CairnSharing
import Foundation
import IdentifiedCollections

/// A key for an identified collection kept in PostgreSQL, one row per element.
///
/// ```swift
/// @Shared(.postgres("standups", database: database)) var standups: IdentifiedArrayOf<Standup> = []
/// ```
///
/// Every element is stored as JSON in a row keyed by the collection's name and the element's
/// id, so an element must encode as a JSON object whose `"id"` member is its id (what a
/// synthesized `Codable` conformance does). A save writes only what changed since the rows
/// were last read: inserted and deleted rows, moved rows' positions, and changed rows merged
/// field by field into what the database has now. Other processes' changes arrive by
/// `LISTEN`/`NOTIFY` and reach every `@Shared` of this collection. A row that does not decode
/// is left untouched in the database, missing from the value, and listed in the client's
/// ``PostgresSharingStatus/unreadableRows``. Results reach `@Shared` on the main queue, in
/// order. A save's edit is what changed from the value `@Shared` last received there, so an
/// edit made on the main actor (as models and stores make them) never writes back an older
/// version of an element another process just changed.
public struct PostgresCollectionKey<Element: Codable & Identifiable & Sendable>: SharedKey
where Element.ID: Sendable {
  /// The shared value: the collection's elements in order.
  public typealias Value = IdentifiedArrayOf<Element>

  /// Identifies the collection in one database: every key with the same id shares one value.
  public struct ID: Hashable, Sendable {
    let client: ObjectIdentifier
    let collection: String
  }

  /// The collection's name.
  public let collection: String
  /// The database it lives in.
  public let database: PostgresSharingClient

  /// A key for `collection` in `database`.
  public init(_ collection: String, database: PostgresSharingClient) {
    self.collection = collection
    self.database = database
  }

  /// The collection in its database.
  public var id: ID { ID(client: ObjectIdentifier(database), collection: collection) }

  private static func validate(_ json: JSONValue) -> String? {
    do {
      _ = try json.decode(Element.self)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// This collection's elements as last encoded or decoded here, shared by its keys.
  private var coding: ElementCoding<Element> { database.codings.coding(collection) }

  /// Hands a result to the shared reference on the main queue, in the order the results came:
  /// the UI reads shared values on the main actor, so a change never lands in the middle of
  /// a render, and a save's outcome never overtakes a newer one.
  private static func deliver(_ body: @escaping @Sendable () -> Void) {
    DispatchQueue.main.async(execute: body)
  }

  /// Reads the collection (after the first connection attempt); fails when the database is
  /// unreachable, and the value then arrives through the subscription once it is back.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let (engine, collection, coding) = (database.engine, collection, coding)
    Task {
      do {
        _ = try await engine.load(collection, validate: Self.validate)
        Self.deliver {
          continuation.resume(returning: coding.decode(engine.pending.takeView(collection)))
        }
      } catch {
        Self.deliver { continuation.resume(throwing: error) }
      }
    }
  }

  /// Delivers the collection whenever another process (or a merge) changes it, and once more
  /// after every reconnect; reports whether what was kept while the database was away got
  /// written (which clears `saveError`).
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    let (engine, collection, coding, token) = (database.engine, collection, coding, UUID())
    engine.subscribers.add(
      collection, id: token,
      Subscribers.Handlers(
        value: { _ in
          // The newest value, taken as it is handed over: see `PendingSaves.takeView`. Only rows
          // whose JSON changed since they were last seen here are decoded.
          Self.deliver { subscriber.yield(coding.decode(engine.pending.takeView(collection))) }
        },
        saveResult: { result in Self.deliver { subscriber.yieldSaveResult(result) } }))
    Task { await engine.subscribed(collection, validate: Self.validate) }
    return SharedSubscription {
      engine.subscribers.remove(collection, id: token)
    }
  }

  /// Writes what changed; the save completes when the transaction commits, or fails (and the
  /// change stays pending, to be written when the database is back).
  ///
  /// Only elements that differ from the ones last encoded or decoded here are encoded (when
  /// `Element` is `Equatable`), and the value is submitted before `save` returns, in the order
  /// saves are made: the transaction runs on the client's connection, off the caller's thread.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let (engine, collection) = (database.engine, collection)
    do {
      try coding.encode(value) { elements in
        engine.pending.submit(collection, mine: elements) { result in
          Self.deliver { continuation.resume(with: result) }
        }
      }
    } catch is ElementCoding<Element>.MissingID {
      continuation.resume(throwing: PostgresSharingError.notIdentified(collection: collection))
      return
    } catch {
      continuation.resume(throwing: error)
      return
    }
    Task { await engine.flush(collection) }
  }
}

extension SharedReaderKey {
  /// A collection kept in PostgreSQL, one row per element, shared live between processes.
  ///
  /// - Parameters:
  ///   - collection: The collection's name (rows of different collections never mix).
  ///   - database: The client of the database.
  public static func postgres<Element>(
    _ collection: String, database: PostgresSharingClient
  ) -> Self where Self == PostgresCollectionKey<Element> {
    PostgresCollectionKey(collection, database: database)
  }
}
