import Synchronization

/// The identity of a value of observable state: kept by copies and by changes made in place,
/// new for every value made by an initializer.
///
/// A parent uses identities to tell a child's state being *changed* (its own fields notify
/// their observers) from being *replaced* (the parent's field notifies). You don't use it
/// directly; ``ObservableState()`` writes what needs it.
public struct ObservableStateID: Hashable, Sendable {
  @usableFromInline let location: UInt64
  @usableFromInline let tag: UInt64

  @usableFromInline
  init(location: UInt64, tag: UInt64) {
    self.location = location
    self.tag = tag
  }

  /// A new identity, different from every other.
  public init() {
    self.init(location: Self.locations.wrappingAdd(1, ordering: .relaxed).newValue, tag: 0)
  }

  /// This identity as the payload of the enum case number `tag`: two cases with the same
  /// payload differ.
  public func _$tag(_ tag: Int) -> Self {
    Self(location: location, tag: self.tag &* 1_000_003 &+ UInt64(truncatingIfNeeded: tag) &+ 1)
  }

  /// The identity of a payload: its own when it is observable state, else a new one each
  /// time, so a change to it is never mistaken for "the same value".
  public static func _$id<Value>(for value: Value) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of an observable payload.
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// The identity of a collection of observable values, made of its elements' identities in
  /// order and their count: it stays while elements are only changed in place, and changes
  /// when one is inserted, removed, moved or replaced by another value.
  ///
  /// It is a digest, read in one pass without copying anything: a change of the count, or of
  /// any one element, always gives another identity; only several elements replaced at once
  /// could, with a chance of one in 2⁶⁴, give the same one.
  @inlinable
  public static func _$id<Elements: Collection>(
    forElementsOf elements: Elements
  ) -> Self where Elements.Element: ObservableState {
    // FNV-1a over 64-bit words: each step is a bijection of the digest so far, so changing
    // one word changes the result.
    // Elements in contiguous storage are read in place: iterating would copy each one.
    if let id = elements.withContiguousStorageIfAvailable({ _$id(forElementsIn: $0) }) {
      return id
    }
    let prime: UInt64 = 0x0000_0100_0000_01b3
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for element in elements {
      let id = element._$id
      digest = (digest ^ id.location) &* prime
      digest = (digest ^ id.tag) &* prime
    }
    return Self(location: digest, tag: UInt64(truncatingIfNeeded: elements.count) | 1 << 63)
  }

  /// The identity of the observable values in `buffer`, read in place.
  @inlinable
  static func _$id<Element: ObservableState>(forElementsIn buffer: UnsafeBufferPointer<Element>)
    -> Self
  {
    let prime: UInt64 = 0x0000_0100_0000_01b3
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in buffer.indices {
      let id = buffer[index]._$id
      digest = (digest ^ id.location) &* prime
      digest = (digest ^ id.tag) &* prime
    }
    return Self(location: digest, tag: UInt64(truncatingIfNeeded: buffer.count) | 1 << 63)
  }

  /// The identity of a case without a payload: the same every time.
  public static let _$caseWithoutPayload = Self(location: 0, tag: 0)

  private static let locations = Atomic<UInt64>(0)
}
