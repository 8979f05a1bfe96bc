import OpenCombine

/// An `ObservableObject` a view makes and keeps: made the first time the view is drawn at its
/// position, kept across re-draws there, and released when the view leaves the screen.
///
/// ```swift
/// struct TimerScreen: View {
///   @StateObject var model = TimerModel()
///   var body: some View {
///     Text("\(model.seconds) s")
///   }
/// }
/// ```
///
/// The expression given as the initial value runs once per appearance of the view, not on
/// every re-draw: the view's parent may re-create the view's struct as often as it likes.
/// Like ``ObservedObject``, the view is drawn again whenever the object announces a change,
/// and `$model.property` is a binding.
@propertyWrapper
@MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, ViewLocalProperty {
  private let make: @MainActor () -> ObjectType
  private let storage = StateObjectStorage<ObjectType>()

  /// Keeps the object `wrappedValue` makes, evaluating it only when the view first appears.
  public init(wrappedValue: @autoclosure @escaping @MainActor () -> ObjectType) {
    self.make = wrappedValue
  }

  /// The object kept for this view.
  ///
  /// Read it in `body` or later: before the view is first drawn there is no position to keep
  /// the object at, so a read then makes a new object that is not kept.
  public var wrappedValue: ObjectType {
    if let object = storage.object { return object }
    let object = make()
    storage.object = object
    return object
  }

  /// The source of bindings to the object's properties, as `$model`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }

  /// Nothing to update from the context: the renderer attaches the property to its view's
  /// position instead (see `attach(to:key:)`).
  public func update(from context: RenderContext) {}

  /// Finds (or makes) the object kept at the view's position for this property, and makes the
  /// view depend on its announced changes.
  func attach(to context: RenderContext, key: ViewLocalKey) {
    let holder = context.persistentObject("object:" + key.name) {
      StateObjectHolder(storage.object ?? make())
    }
    storage.object = holder.object
    ObjectChangeSignals.signal(for: holder.object).read()
  }
}

/// Where the copies of one ``StateObject`` value find the object the renderer kept for them.
@MainActor
final class StateObjectStorage<ObjectType: AnyObject> {
  var object: ObjectType?
}

/// What the renderer keeps at a view's position for a ``StateObject``.
final class StateObjectHolder<ObjectType: AnyObject> {
  let object: ObjectType

  init(_ object: ObjectType) {
    self.object = object
  }
}
