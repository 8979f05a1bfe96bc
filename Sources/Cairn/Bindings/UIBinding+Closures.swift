extension UIBinding {
  /// A binding that reads with `get` and writes with `set`.
  ///
  /// Use it to adapt a value on the way in and out (a unit conversion, a side effect on
  /// write). Such a binding knows nothing about where its value lives, so it equals only
  /// itself and its copies: two bindings made from the same closures are different bindings,
  /// and a presentation or a remembered drawing handed a new one each render treats it as new.
  /// Prefer key paths (`$model.field`) where they reach the value.
  ///
  /// The closures run on whichever actor reads or writes the binding: in CairnWeb, the main
  /// actor.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set))
  }

  /// A binding that reads with `get` and writes with `set`, which also receives the
  /// transaction of the write.
  public init(get: @escaping () -> Value, set: @escaping (Value, UITransaction) -> Void) {
    self.init(location: ClosureLocation(get: get, set: { set($0, UITransaction.current) }))
  }

  /// Unwraps an optional binding: `nil` while the value is `nil`, else a binding to the value
  /// (the spelling of swift-navigation's SwiftUI helpers; the same as `UIBinding(_:)`).
  public init?(unwrapping base: UIBinding<Value?>) {
    self.init(base)
  }
}
