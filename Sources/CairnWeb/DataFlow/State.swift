/// A value a view owns, kept at the view's position in the screen between renders.
///
/// ```swift
/// struct CounterView: View {
///   @State var count = 0
///   var body: some View {
///     Stepper("Count: \(count)", value: $count)
///   }
/// }
/// ```
///
/// The value is made the first time the view renders at a position, from the initial value
/// of that render; later renders keep it, and the initial values they carry (a parent's body
/// making the view again) are ignored. It is dropped when the position stops rendering (a
/// row removed, a branch not taken, a sheet closed), and a view that comes back starts with a
/// fresh value. Two positions showing the same kind of view have separate values.
///
/// Reading the value in `body` is observed: writing it (directly, or through the binding
/// `$count`) renders the view again. The value may be an `@Observable` object: the view keeps
/// the first instance, reads of its properties are observed as usual, and `$model.property`
/// is a binding to one of them.
///
/// Outside a render (in a test, a preview, the view's initializer) a state keeps a value of
/// its own, starting from its initial value.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty, ViewLocalProperty {
  let storage: ViewLocalStorage<Value>

  /// A state starting at `value`.
  public init(wrappedValue value: Value) {
    storage = ViewLocalStorage(value)
  }

  /// A state starting at `value`; the same as ``init(wrappedValue:)``.
  public init(initialValue value: Value) {
    storage = ViewLocalStorage(value)
  }

  /// The current value. Reading it in `body` is observed; writing it renders the view again.
  public var wrappedValue: Value {
    get { storage.current.value }
    nonmutating set { storage.current.value = newValue }
  }

  /// A binding to the value: `$count`, `$model.selectedTab`.
  ///
  /// Bindings made in different renders of the view at one position are equal: they point at
  /// the same kept storage.
  public var projectedValue: Binding<Value> {
    UIBinding(storage.current, \.value)
  }

  /// Nothing to update: a state's storage is attached by position, not read from the context.
  public func update(from context: RenderContext) {}

  func attach(to context: RenderContext, key: ViewLocalKey) {
    storage.attach(to: context, key: key)
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state starting at `nil`: `@State var selection: Item.ID?`.
  public init() {
    storage = ViewLocalStorage(nil)
  }
}
