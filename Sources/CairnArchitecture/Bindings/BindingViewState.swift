import CustomDump

/// A field of a view's state that the view can also write, in the style of the Composable
/// Architecture 1.0: made from a ``BindingViewStore``'s `$field`, its projection is the binding
/// a control takes.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var email: String
///   var isLoginDisabled: Bool
///   init(_ store: BindingViewStore<Login.State>) {
///     self._email = store.$email
///     self.isLoginDisabled = !store.isFormValid
///   }
/// }
/// // in the view: TextField("Email", text: viewStore.$email)
/// ```
///
/// Reading the value reads the store's state now; writing it sends the feature's binding
/// action. Two view states compare equal when the field had, and has, the same value.
///
/// This is the 1.0 spelling; with `@ObservableState`, views bind to the store directly
/// (`$store.email`).
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewState<Value> {
  let binding: UIBinding<Value>
  let initialValue: Value

  init(binding: UIBinding<Value>) {
    self.binding = binding
    self.initialValue = binding.wrappedValue
  }

  /// The field's value, read from the store now; writing it sends a binding action.
  public var wrappedValue: Value {
    get { binding.wrappedValue }
    nonmutating set { binding.wrappedValue = newValue }
  }

  /// The binding a control takes: `TextField("Email", text: viewStore.$email)`.
  public var projectedValue: UIBinding<Value> {
    binding
  }

  /// A part of the field, as a binding view state of its own: writing it writes the field.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingViewState<Subject> {
    BindingViewState<Subject>(binding: binding[dynamicMember: keyPath])
  }
}

extension BindingViewState: Sendable where Value: Sendable {}

extension BindingViewState: Equatable where Value: Equatable {
  /// Equal when both were made from equal values and hold equal values now.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.initialValue == rhs.initialValue && lhs.wrappedValue == rhs.wrappedValue
  }
}

extension BindingViewState: Hashable where Value: Hashable {
  /// Hashes the value it was made from and the value it holds now.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(initialValue)
    hasher.combine(wrappedValue)
  }
}

extension BindingViewState: CustomReflectable {
  /// Reflects as the value.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

extension BindingViewState: CustomDumpRepresentable {
  /// Dumps as the value.
  public var customDumpValue: Any {
    wrappedValue
  }
}

extension BindingViewState: CustomDebugStringConvertible
where Value: CustomDebugStringConvertible {
  /// The value's debug description.
  public var debugDescription: String {
    wrappedValue.debugDescription
  }
}

/// A feature's state as a view state is derived from it, in the style of the Composable
/// Architecture 1.0: its fields read as the state's, and its `@BindingState` fields
/// (`store.$email`) become ``BindingViewState`` values that send binding actions.
///
/// A view store hands one to `observe` when the feature's actions are a ``BindableAction``:
///
/// ```swift
/// WithViewStore(store, observe: LoginViewState.init) { viewStore in … }
/// ```
///
/// A ``TestStore`` makes one of its state with `bindings`, to test a view state's logic.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewStore<State> {
  let read: @MainActor () -> State
  let sendBinding: @MainActor (BindingAction<State>) -> Void

  /// A binding view store of `store`'s state, sending binding actions as `fromViewAction`
  /// embeds them in the store's actions.
  init<Action, ViewAction: BindableAction>(
    store: Store<State, Action>,
    send fromViewAction: @escaping (ViewAction) -> Action
  ) where ViewAction.State == State {
    self.read = { store.state }
    self.sendBinding = {
      guard !store.isInvalidated else { return }
      store.send(fromViewAction(.binding($0.checkedForApplication(actionType: ViewAction.self))))
    }
  }

  /// The binding view store a `$`-prefixed closure parameter names.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The state, read now.
  public var wrappedValue: State {
    read()
  }

  /// This binding view store.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A field of the state: `store.isFormValid`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    read()[keyPath: keyPath]
  }

  /// The `@BindingState` field at `keyPath` (written `store.$email`) as a view state field
  /// whose writes send `.binding(.set(\.$email, value))`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let read = self.read
    let sendBinding = self.sendBinding
    let field = UncheckedSendable(keyPath)
    return BindingViewState(
      binding: UIBinding(
        get: { read()[keyPath: field.value].wrappedValue },
        set: { sendBinding(.set(field.value, $0)) }))
  }
}
