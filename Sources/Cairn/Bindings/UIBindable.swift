/// Derives bindings from an observable object.
///
/// ```swift
/// struct FeatureView {
///   @UIBindable var model: FeatureModel
///   func sheetBinding() -> UIBinding<FormModel?> { $model.destination.add }
/// }
/// ```
///
/// `$model.property` is a ``UIBinding`` to that property; further key paths and case key paths
/// chain from there.
@dynamicMemberLookup
@propertyWrapper
public struct UIBindable<Value: AnyObject & Observable>: @unchecked Sendable {
  /// The object bindings are derived from.
  public var wrappedValue: Value

  /// Wraps an observable object so bindings can be derived from it.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object so bindings can be derived from it.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps the object another ``UIBindable`` wraps; used by `@UIBindable` parameters.
  public init(projectedValue: UIBindable<Value>) {
    self = projectedValue
  }

  /// The bindable itself, the source of `$model.property` bindings.
  public var projectedValue: UIBindable<Value> { self }

  /// A binding to a property of the object.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> UIBinding<Member> {
    UIBinding(location: ObjectKeyPathLocation(root: wrappedValue, keyPath: keyPath))
  }
}

extension UIBinding {
  /// A binding to a writable property of an object.
  ///
  /// Prefer ``UIBindable`` for observable models; this initializer serves objects of any kind.
  public init<Root: AnyObject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(location: ObjectKeyPathLocation(root: root, keyPath: keyPath))
  }
}
