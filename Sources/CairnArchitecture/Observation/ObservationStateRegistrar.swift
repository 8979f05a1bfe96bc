import Observation

/// The observation bookkeeping a struct marked ``ObservableState()`` carries in a hidden field.
///
/// Copies of a state value share it (it refers to one registrar), which is how a store's
/// observers hear about changes made through any path to the value. It takes no part in the
/// state's equality, hash or coding: two states with equal fields are equal.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state value that holds this registrar.
  public internal(set) var id = ObservableStateID()
  @usableFromInline let registrar = ObservationRegistrar()

  /// A registrar for a new state value.
  public init() {}

  /// Records that the current observation read `keyPath` of `subject`.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Sets a field, notifying its observers unless `shouldNotifyObservers` says the new value
  /// is no change (equal values, the same object).
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ newValue: Value,
    _ shouldNotifyObservers: (Value, Value) -> Bool
  ) {
    if shouldNotifyObservers(storage, newValue) {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    } else {
      storage = newValue
    }
  }

  /// Before a field is changed in place: what `didModify(_:keyPath:_:_:)` compares with.
  ///
  /// Only the identity is kept, never a copy of the value, so changing a large field in place
  /// copies nothing.
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member
  ) -> ObservableStateID? {
    registrar.willSet(subject, keyPath: keyPath)
    return nil
  }

  /// Before an observable child is changed in place: its identity.
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member
  ) -> ObservableStateID? {
    storage._$id
  }

  /// Before an optional observable child is changed in place: its identity.
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member?>, _ storage: inout Member?
  ) -> ObservableStateID? {
    storage?._$id ?? ObservableStateID._$caseWithoutPayload
  }

  /// After a field that is not observable state was changed in place: notifies its observers.
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member,
    _ identity: ObservableStateID?
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// After an observable child was changed in place. The child notifies its own fields'
  /// observers, so the parent's field notifies only when the child was replaced by another
  /// value.
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member,
    _ identity: ObservableStateID?
  ) {
    notifyUnless(subject, keyPath: keyPath, storage._$id == identity)
  }

  /// After an optional observable child was changed in place: notifies when it was
  /// presented, dismissed or replaced.
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member?>, _ storage: inout Member?,
    _ identity: ObservableStateID?
  ) {
    notifyUnless(subject, keyPath: keyPath, (storage?._$id ?? ._$caseWithoutPayload) == identity)
  }

  @usableFromInline
  func notifyUnless<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ isSameValue: Bool
  ) {
    guard !isSameValue else { return }
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Registrars take no part in equality: always `true`.
  public static func == (_: Self, _: Self) -> Bool { true }
  /// Registrars take no part in hashing: adds nothing.
  public func hash(into hasher: inout Hasher) {}
  /// Decoded state is a new value, with a new registrar.
  public init(from decoder: any Decoder) throws { self.init() }
  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}
