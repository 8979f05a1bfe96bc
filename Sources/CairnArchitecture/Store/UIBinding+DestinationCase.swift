import CasePaths

/// A store whose state is a `@Reducer` enum's, so it can be sliced by case: what a binding
/// to a destination's store needs to give a binding to one case's store. Implemented by
/// ``Store``; not for conforming to yourself.
@MainActor
public protocol _DestinationStore: AnyObject {
  /// The enum of the child stores, one case per case of the destination.
  associatedtype _CaseScope
  /// The store of the case the destination is in now.
  var _destinationCase: _CaseScope { get }
}

extension Store: _DestinationStore
where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The store of the case the destination is in now (`store.case`).
  public var _destinationCase: State.StateReducer.CaseScope { self.case }
}

/// An optional, seen through a protocol so that an extension can ask for "an optional of a
/// destination's store". Implemented by `Optional`; not for conforming to yourself.
public protocol _OptionalValue: ExpressibleByNilLiteral {
  /// The wrapped type.
  associatedtype _Wrapped
  /// The wrapped value, if any.
  var _wrapped: _Wrapped? { get }
}

extension Optional: _OptionalValue {
  /// The optional itself.
  public var _wrapped: Wrapped? { self }
}

extension UIBinding
where
  Value: _OptionalValue, Value._Wrapped: _DestinationStore,
  Value._Wrapped._CaseScope: CasePathable
{
  /// A binding to the store of one case of a presented destination, sliced from a binding to
  /// the destination's store by the case's name:
  ///
  /// ```swift
  /// .sheet(item: $store.scope(\.$destination, action: \.destination).edit) { editStore in
  ///   StandupFormView(store: editStore)
  /// }
  /// ```
  ///
  /// It is non-`nil` while the destination is presented in that case. Setting it to `nil`
  /// (the user closed the sheet) dismisses the destination, if it is still in that case.
  @MainActor
  public subscript<ChildStore: AnyObject>(
    dynamicMember keyPath: CaseKeyPath<Value._Wrapped._CaseScope, ChildStore>
  ) -> UIBinding<ChildStore?> {
    let destination = self
    return UIBinding<ChildStore?>(
      get: { destination.wrappedValue._wrapped?._destinationCase[case: keyPath] },
      set: { newValue in
        guard newValue == nil,
          destination.wrappedValue._wrapped?._destinationCase[case: keyPath] != nil
        else { return }
        destination.wrappedValue = nil
      })
  }
}
