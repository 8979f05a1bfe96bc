import CairnSharing
import ConcurrencyExtras
import Dependencies
import IdentifiedCollections
import StandupsDomain
import Tagged

extension SharedKey where Self == StandupsKey.Default {
  /// The standups every tab shares, in list order: `@Shared(.standups) var standups`.
  ///
  /// Where they are kept is the ``StandupsStorage`` dependency: the JSON file by default, a
  /// PostgreSQL database when the app is started with one, memory in tests.
  public static var standups: Self {
    Self[StandupsKey(), default: []]
  }
}

/// The key behind ``SharedKey/standups``: it hands every load, save and subscription to the
/// key the ``StandupsStorage`` dependency chose when it was created, so one spelling,
/// `@Shared(.standups)`, reaches the file, the database or memory.
public struct StandupsKey: SharedKey {
  /// The standups, in list order.
  public typealias Value = IdentifiedArrayOf<Standup>

  /// The identity of the chosen storage: two keys over the same file or database share one
  /// reference.
  public let id: AnyHashableSendable
  private let base: any SharedKey<Value>

  /// The key of the storage the ``StandupsStorage`` dependency chooses now.
  public init() {
    @Dependency(\.standupsStorage) var storage
    self = storage.key()
  }

  /// A key that reads and writes through `base`.
  public init<Base: SharedKey<Value>>(_ base: Base) where Base.ID: Sendable {
    self.id = AnyHashableSendable(base.id)
    self.base = base
  }

  /// Loads through the chosen storage.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    base.load(context: context, continuation: continuation)
  }

  /// Subscribes to the chosen storage's outside changes (another process's edits).
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }

  /// Saves through the chosen storage.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension StandupsKey: CustomStringConvertible {
  /// `.standups`, and the key it reaches.
  public var description: String { ".standups (\(base))" }
}
