import Observation

// A stack of observable screens is observed as a collection of them, with its element ids and
// its own identity as part of its identity: another stack with the same screens, or the same
// screens under other ids, is a replacement its readers hear about.

extension ObservableStateID {
  /// The identity of a stack of observable screens: its own, its element ids and its screens'
  /// identities, in order, as a digest (see `_$id(forElementsOf:)`).
  static func _$id<Element: ObservableState>(forStack stack: StackState<Element>) -> Self {
    var digest = Digest()
    digest.mix(stack.stackID.rawValue)
    for (id, element) in zip(stack.elementIDs, stack) {
      digest.mix(UInt64(bitPattern: Int64(id.rawValue)))
      let identity = element._$id
      digest.mix(identity.location)
      digest.mix(identity.tag)
    }
    return Self(location: digest.value, tag: UInt64(truncatingIfNeeded: stack.count) | 1 << 63)
  }
}

/// FNV-1a over 64-bit words: each step is a bijection of the digest so far, so changing one
/// word always changes the result.
struct Digest {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func mix(_ word: UInt64) {
    value = (value ^ word) &* 0x0000_0100_0000_01b3
  }
}

/// Whether two stacks of observable screens are the same stack with the same screens under the
/// same ids, perhaps changed in place.
public func _$isIdentityEqual<Element: ObservableState>(
  _ lhs: StackState<Element>, _ rhs: StackState<Element>
) -> Bool {
  ObservableStateID._$id(forStack: lhs) == ObservableStateID._$id(forStack: rhs)
}

extension ObservationStateRegistrar {
  /// Sets a stack of observable screens: its readers are told when a screen was pushed,
  /// popped or replaced, or the stack replaced by another; not when screens only changed.
  public func mutate<Subject: Observable, Member, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout StackState<Element>,
    _ newValue: StackState<Element>,
    _ shouldNotifyObservers: (StackState<Element>, StackState<Element>) -> Bool
  ) {
    if _$isIdentityEqual(storage, newValue) {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Before a stack of observable screens is changed in place: its identity.
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, StackState<Member>>,
    _ storage: inout StackState<Member>
  ) -> ObservableStateID? {
    ObservableStateID._$id(forStack: storage)
  }

  /// After a stack of observable screens was changed in place: notifies when a screen was
  /// pushed, popped or replaced.
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, StackState<Member>>,
    _ storage: inout StackState<Member>, _ identity: ObservableStateID?
  ) {
    notifyUnless(subject, keyPath: keyPath, ObservableStateID._$id(forStack: storage) == identity)
  }
}
