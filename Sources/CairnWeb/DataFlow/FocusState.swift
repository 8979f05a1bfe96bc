/// Which field of a view has keyboard focus, kept at the view's position like ``State``.
///
/// Tie fields to it with `focused(_:equals:)` (one value per field) or ``View/focused(_:)`` (a
/// Boolean for one field). Focusing a field in the browser writes the state; writing the state
/// moves focus in the browser.
///
/// ```swift
/// struct FormView: View {
///   enum Field: Hashable { case title, notes }
///   @FocusState var focus: Field?
///   var body: some View {
///     TextField("Title", text: $title).focused($focus, equals: .title)
///     Button("Next") { focus = .notes }
///   }
/// }
/// ```
///
/// A model that decides focus keeps it in sync with ``View/bind(_:to:)``.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, ViewLocalProperty {
  let storage: ViewLocalStorage<Value>

  /// A Boolean focus state, for one field: `false` at first.
  public init() where Value == Bool {
    storage = ViewLocalStorage(false)
  }

  /// A focus state for several fields, each tied to one value: `nil` (nothing focused) at
  /// first.
  public init<Wrapped: Hashable>() where Value == Wrapped? {
    storage = ViewLocalStorage(nil)
  }

  /// The value of the focused field (`nil` or `false` while none is). Writing it moves focus.
  public var wrappedValue: Value {
    get { storage.current.value }
    nonmutating set { storage.current.value = newValue }
  }

  /// The binding that `focused(_:equals:)` and `bind(_:to:)` take: `$focus`.
  public var projectedValue: Binding {
    Binding(base: UIBinding(storage.current, \.value))
  }

  /// Nothing to update: a focus state's storage is attached by position.
  public func update(from context: RenderContext) {}

  func attach(to context: RenderContext, key: ViewLocalKey) {
    storage.attach(to: context, key: key)
  }

  /// A reference to a ``FocusState``, handed to `focused(_:equals:)` or to a child view that
  /// declares `@FocusState.Binding var focus: Field?`.
  @MainActor
  @propertyWrapper
  public struct Binding {
    /// The core binding to the focus state's storage.
    let base: UIBinding<Value>

    /// The value of the focused field. Writing it moves focus.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself, so `$focus` can be handed on.
    public var projectedValue: FocusState<Value>.Binding { self }

    /// Makes a binding from another; used by `@FocusState.Binding` parameters.
    public init(projectedValue: FocusState<Value>.Binding) {
      self = projectedValue
    }

    init(base: UIBinding<Value>) {
      self.base = base
    }
  }
}
