import IdentifiedCollections
import Observation

// Fields whose value has an identity: an observable child, or a collection of them (an
// `IdentifiedArray` of rows, say). Changing the child's own fields notifies the child's
// readers through its own registrar, so the parent's field notifies only when the identity
// changes: the child replaced, an element inserted, removed, moved or replaced.

extension ObservationStateRegistrar {
  /// Sets an observable child: its readers are told only when it is replaced by another value
  /// (another identity). A copy of the same child, changed or not, notifies nothing here: its
  /// own fields told their readers as they changed.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ newValue: Value,
    _ shouldNotifyObservers: (Value, Value) -> Bool
  ) {
    if storage._$id == newValue._$id {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Sets a collection of observable values: its readers are told only when an element was
  /// inserted, removed, moved or replaced by another value. Elements changed in place tell
  /// their own readers.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: Collection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ newValue: Value,
    _ shouldNotifyObservers: (Value, Value) -> Bool
  ) where Value.Element: ObservableState {
    if _$isIdentityEqual(storage, newValue) {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Sets observable state that is also a collection of observable values: by its own
  /// identity, as any observable child.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: ObservableState & Collection>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ newValue: Value,
    _ shouldNotifyObservers: (Value, Value) -> Bool
  ) where Value.Element: ObservableState {
    if storage._$id == newValue._$id {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Before a collection of observable values is changed in place: the identity of its
  /// elements (`ObservableStateID._$id(forElementsOf:)`), read without copying them.
  @inlinable
  public func willModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member
  ) -> ObservableStateID? where Member.Element: ObservableState {
    ObservableStateID._$id(forElementsOf: storage)
  }

  /// After a collection of observable values was changed in place: notifies its readers when
  /// an element was inserted, removed, moved or replaced, and not when elements only changed
  /// in place (their own readers heard about that).
  @inlinable
  public func didModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member,
    _ identity: ObservableStateID?
  ) where Member.Element: ObservableState {
    let isSameElements = ObservableStateID._$id(forElementsOf: storage) == identity
    notifyUnless(subject, keyPath: keyPath, isSameElements)
  }

  /// Before observable state that is also a collection of observable values is changed in
  /// place: its own identity.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState & Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member
  ) -> ObservableStateID? where Member.Element: ObservableState {
    storage._$id
  }

  /// After observable state that is also a collection of observable values was changed in
  /// place: notifies when it was replaced.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState & Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Member,
    _ identity: ObservableStateID?
  ) where Member.Element: ObservableState {
    notifyUnless(subject, keyPath: keyPath, storage._$id == identity)
  }
}

// Identified arrays: the same rules, reading the elements where they are stored (iterating an
// identified array copies each element it hands out).
extension ObservationStateRegistrar {
  /// Sets an identified array of observable values: its readers are told only when an element
  /// was inserted, removed, moved or replaced by another value.
  @inlinable
  public func mutate<Subject: Observable, Member, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout IdentifiedArray<ID, Element>,
    _ newValue: IdentifiedArray<ID, Element>,
    _ shouldNotifyObservers: (IdentifiedArray<ID, Element>, IdentifiedArray<ID, Element>) -> Bool
  ) {
    if _$isIdentityEqual(storage, newValue) {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Before an identified array of observable values is changed in place: the identity of its
  /// elements.
  @inlinable
  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ storage: inout IdentifiedArray<ID, Element>
  ) -> ObservableStateID? {
    ObservableStateID._$id(forElementsOf: storage.elements)
  }

  /// After an identified array of observable values was changed in place: notifies when an
  /// element was inserted, removed, moved or replaced.
  @inlinable
  public func didModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ storage: inout IdentifiedArray<ID, Element>, _ identity: ObservableStateID?
  ) {
    let isSameElements = ObservableStateID._$id(forElementsOf: storage.elements) == identity
    notifyUnless(subject, keyPath: keyPath, isSameElements)
  }
}
