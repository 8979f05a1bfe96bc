import CasePaths
import CustomDump

/// An action that sets one field of a feature's state: what a control bound with
/// `$store.title` sends, and what `store.send(\.binding.title, "Engineering")` builds.
public struct BindingAction<Root>: Equatable, @unchecked Sendable {
  /// The field that was set.
  public let keyPath: PartialKeyPath<Root>
  let value: any Sendable
  let apply: (inout Root) -> Void
  let isEqual: (any Sendable) -> Bool

  /// Sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      value: value,
      apply: { $0[keyPath: keyPath] = value },
      isEqual: { ($0 as? Value) == value })
  }

  /// Writes the value into `root`.
  public func set(_ root: inout Root) {
    apply(&root)
  }

  /// Equal when they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqual(rhs.value)
  }
}

extension BindingAction: CustomDumpReflectable {
  /// Dumps as the field and the value it is set to.
  public var customDumpMirror: Mirror {
    Mirror(self, children: ["set": (keyPath, value)], displayStyle: .enum)
  }
}

extension BindingAction: CasePathable {
  /// Case paths into binding actions by field: `\.binding.title` matches actions that set
  /// `title`, and embeds a value as `.set(\.title, value)`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the actions that set the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let field = UncheckedSendable(keyPath)
      return AnyCasePath(
        embed: { .set(field.value, $0) },
        extract: { action in
          action.keyPath == field.value ? action.value as? Value : nil
        })
    }
  }

  /// The case paths of binding actions.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// An action type with a case for binding actions: `case binding(BindingAction<State>)`.
public protocol BindableAction: SendableMetatype {
  /// The state the binding actions set.
  associatedtype State
  /// The action that carries `action`: the enum's `binding` case.
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action this action carries, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action carries, found by the `binding` case.
  public var binding: BindingAction<State>? {
    AnyCasePath(unsafe: { Self.binding($0) }).extract(from: self)
  }
}

/// Applies binding actions to the state; put it first in a feature's body so the feature's
/// own reducer sees the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in … }
/// }
/// ```
///
/// When the binding actions live in a nested action (`case view(View)`, where `View` is the
/// ``BindableAction``), name that case: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toViewAction: (Action) -> ViewAction?

  /// The reducer that applies the feature's binding actions.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// The reducer that applies the binding actions found in the case `toViewAction`.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let casePath = CasePathCache.casePath(toViewAction)
    self.toViewAction = { casePath.extract(from: $0) }
  }

  /// The reducer that applies the binding actions `toViewAction` extracts, for the 1.0
  /// spelling `BindingReducer(action: /Action.view)`; a case key path (`\.view`) is today's.
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.toViewAction = toViewAction
  }

  /// Sets the field a binding action names.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toViewAction(action)?.binding?.set(&state)
    return .none
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A field of the state, readable and writable: writing sends `.binding(.set(…))`, which is
  /// how `$store.title` bindings (through `@UIBindable var store`) change the state.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set {
      // A store whose state is gone sends nothing: no action, so no "never applied" report.
      guard !isInvalidated else { return }
      send(
        .binding(
          BindingAction.set(keyPath, newValue).checkedForApplication(actionType: Action.self)))
    }
  }
}
