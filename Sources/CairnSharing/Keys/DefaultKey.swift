extension SharedReaderKey {
  /// A key paired with a default value, so `@Shared(.key)` needs no `= value`.
  ///
  /// Declare one as a static property: `static var standups: Self { Self[.inMemory("s"),
  /// default: []] }` in an extension of `SharedReaderKey where Self == X.Default`.
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key with a default value. Spell it `SomeKey.Default`; see ``SharedReaderKey/Default``.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// The wrapped key's identity: a key and its defaulted form share one reference.
  public var id: Base.ID { base.id }

  /// The default value, evaluated now.
  public var initialValue: Base.Value { defaultValue() }

  /// Pairs `key` with a default value.
  ///
  /// - Parameters:
  ///   - key: The key to wrap.
  ///   - value: The value used when the key holds none.
  public static subscript(
    _ key: Base,
    default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// Loads through the wrapped key.
  public func load(
    context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>
  ) {
    base.load(context: context, continuation: continuation)
  }

  /// Subscribes through the wrapped key.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the wrapped key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The wrapped key and its default value.
  public var description: String {
    "\(Base.self).Default[\(String(describing: base)), default: \(defaultValue())]"
  }
}
