import IdentifiedCollections
import Observation

/// State a store can observe field by field: a view that reads `store.title` is rendered
/// again when `title` changes, and not when another field does.
///
/// Don't conform by hand: apply ``ObservableState()`` to the state struct (or to a
/// `@Reducer enum`'s state, which the macro does for you).
public protocol ObservableState: Observable {
  /// The identity of this value; see ``ObservableStateID``.
  var _$id: ObservableStateID { get }

  /// Gives this value a new identity, so the parent that holds it treats the change about to
  /// be made in place as a replacement and tells the parent field's readers.
  /// ``ObservableState()`` writes it.
  mutating func _$willModify()
}

/// Whether two observable values are the same value, perhaps changed in place.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Whether two optional observable values are the same value, perhaps changed in place.
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Whether two collections of observable values hold the same values, perhaps changed in
/// place, in the same order: no element inserted, removed, moved or replaced.
@inlinable
public func _$isIdentityEqual<Elements: Collection>(
  _ lhs: Elements, _ rhs: Elements
) -> Bool where Elements.Element: ObservableState {
  guard lhs.count == rhs.count else { return false }
  // Elements in contiguous storage are compared in place: iterating would copy each one.
  let inPlace = lhs.withContiguousStorageIfAvailable { lhs in
    rhs.withContiguousStorageIfAvailable { rhs in
      lhs.indices.allSatisfy { lhs[$0]._$id == rhs[$0]._$id }
    }
  }
  if let inPlace, let inPlace { return inPlace }
  return zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Whether two identified arrays of observable values hold the same values, perhaps changed in
/// place, in the same order. Compares the elements where they are stored, copying none.
@inlinable
public func _$isIdentityEqual<ID: Hashable, Element: ObservableState>(
  _ lhs: IdentifiedArray<ID, Element>, _ rhs: IdentifiedArray<ID, Element>
) -> Bool {
  _$isIdentityEqual(lhs.elements, rhs.elements)
}

/// Whether two values of observable state that is also a collection of observable values are
/// the same value: by their own identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState & Collection>(
  _ lhs: T, _ rhs: T
) -> Bool where T.Element: ObservableState {
  lhs._$id == rhs._$id
}

/// Values that aren't observable state are never "the same value": their field notifies on
/// every change.
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  false
}

/// Whether setting a field from `lhs` to `rhs` is a change its observers must hear about:
/// always, for values that can't be compared.
public func _$shouldNotifyObservers<T>(_ lhs: T, _ rhs: T) -> Bool {
  true
}

/// Whether setting a field from `lhs` to `rhs` is a change: the values differ.
public func _$shouldNotifyObservers<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs != rhs
}

/// Whether setting a field from `lhs` to `rhs` is a change: another object.
public func _$shouldNotifyObservers<T: AnyObject>(_ lhs: T, _ rhs: T) -> Bool {
  lhs !== rhs
}

/// Whether setting a field from `lhs` to `rhs` is a change: the values differ.
public func _$shouldNotifyObservers<T: Equatable & AnyObject>(_ lhs: T, _ rhs: T) -> Bool {
  lhs != rhs
}
