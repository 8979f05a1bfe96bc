import OpenCombine

/// An `ObservableObject` a view draws from and re-draws with: whenever the object announces
/// a change (a `@Published` property is about to be set, or `objectWillChange.send()`), the
/// views that hold it are drawn again.
///
/// ```swift
/// final class CounterModel: ObservableObject {
///   @Published var count = 0
///   @Published var note = ""
/// }
///
/// struct CounterView: View {
///   @ObservedObject var model: CounterModel
///   var body: some View {
///     Text("Count: \(model.count)")
///     Button("Add one") { model.count += 1 }
///     TextField("Note", text: $model.note)
///   }
/// }
/// ```
///
/// The view does not own the object: whoever made it keeps it. To have a view make and keep
/// its own, use ``StateObject``. Changes may be announced from any thread; the re-draw happens
/// on the main actor.
@propertyWrapper
@MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Derives bindings to the properties of an observed object: `$model.title` is a binding to
  /// `model.title`, and further key paths chain from it (`$model.standup.title`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object; writing it sets the property, which announces
    /// the change and re-draws the views observing the object.
    public subscript<Member>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Member>
    ) -> UIBinding<Member> {
      UIBinding(object, keyPath)
    }
  }

  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue` (the older spelling of ``init(wrappedValue:)``).
  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// The source of bindings to the object's properties, as `$model`.
  public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  /// Makes the view being drawn depend on the object's announced changes.
  public func update(from context: RenderContext) {
    ObjectChangeSignals.signal(for: wrappedValue).read()
  }
}
