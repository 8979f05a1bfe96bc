import Dependencies
import Observation

/// Runs a feature: holds its state, sends actions through its reducer, runs the effects.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.incrementButtonTapped)
/// store.count  // 1
/// ```
///
/// Actions sent while another is being processed (by an effect's `.send`, say) are queued and
/// processed in order. A scoped store (`scope(state:action:)`) reads through to its parent's
/// state every time: it never holds a copy that could go stale.
///
/// A store scoped to state that can go away (a stack element, a presented or optional child)
/// knows when it has: after the element is popped or the child dismissed it keeps answering
/// the last state, for content going away, but sends through it (a button, a binding set to
/// `nil` by a closing alert) do nothing, so no action reaches a reducer for a child that is
/// no longer there.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  @usableFromInline let readState: @MainActor () -> State
  @usableFromInline let sendAction: @MainActor (Action) -> Task<Void, Never>?
  /// Keeps the root alive for as long as any store of the tree is.
  @usableFromInline let root: AnyObject
  @usableFromInline let runningEffectCount: @MainActor () -> Int
  /// The state as it is now, `nil` once what this store was scoped to is gone (a popped stack
  /// element, a dismissed child, or anything above it that went). Itself `nil` for a store whose
  /// state cannot go: a root, and stores scoped from one by key paths and closures only, so
  /// their sends pay nothing for the check.
  @usableFromInline let presentState: (@MainActor () -> State?)?
  /// The child stores this store made, by where they are (key paths, a stack element's id),
  /// each with the identity of the child state it was made for: scoping again gives the same
  /// store while the same child is there.
  var childStores: [AnyHashable: (store: AnyObject, identity: ObservableStateID?)] = [:]

  @usableFromInline
  init(
    root: AnyObject,
    state: @escaping @MainActor () -> State,
    send: @escaping @MainActor (Action) -> Task<Void, Never>?,
    runningEffectCount: @escaping @MainActor () -> Int,
    presentState: (@MainActor () -> State?)?
  ) {
    self.root = root
    self.readState = state
    self.sendAction = send
    self.runningEffectCount = runningEffectCount
    self.presentState = presentState
  }

  /// A store that starts at `initialState` and runs `reducer`, with dependencies changed by
  /// `prepareDependencies` for the reducer and every effect.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (root, _) = Dependencies.withDependencies {
      prepareDependencies?(&$0)
    } operation: {
      (StoreRoot.make(initialState(), reducer(), DependencyValues._current), ())
    }
    self.init(
      root: root,
      state: { root.state },
      send: { root.send($0) },
      runningEffectCount: { root.runningEffectCount },
      presentState: nil)
  }

  /// The current state.
  @inlinable
  public var state: State { readState() }

  /// A value of the state: `store.count`.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    readState()[keyPath: keyPath]
  }

  /// Sends `action` and returns the task of the effects it started. A store whose state is
  /// gone (a popped stack element's, a dismissed child's) sends nothing and starts nothing.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(rawValue: sendIfPresent(action))
  }

  /// Sends `action` unless this store's state is gone. Stores whose state cannot go skip the
  /// check, so the root's path costs one comparison with `nil`.
  @inlinable
  func sendIfPresent(_ action: Action) -> Task<Void, Never>? {
    if let presentState, presentState() == nil { return nil }
    return sendAction(action)
  }

  /// A store of a child feature: its state is the part of this state at `state`, and its
  /// actions are sent as this feature's case `action`.
  ///
  /// The same store is given every time for the same `state` and `action`, so what a view
  /// presents from it (a sheet keyed on a child store, say) stays put from render to render.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    let key = ChildScope(state: state, action: action)
    if let cached = childStores[key]?.store as? Store<ChildState, ChildAction> {
      return cached
    }
    let child = makeChild(state: state, action: action)
    childStores[key] = (store: child, identity: nil)
    return child
  }

  private func makeChild<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    let embed = CasePathCache.casePath(action).embed
    let (readState, sendAction) = (self.readState, self.sendAction)
    return Store<ChildState, ChildAction>(
      root: root,
      state: { readState()[keyPath: state] },
      send: { sendAction(embed($0)) },
      runningEffectCount: runningEffectCount,
      presentState: childPresentState { $0[keyPath: state] })
  }

  /// A store of a child feature whose state is optional: `nil` while it is. The child store
  /// keeps answering its last state after the parent's becomes `nil`, for content going away,
  /// and from then on sends nothing.
  ///
  /// The same store is given for as long as the same child is there (for observable state,
  /// the same identity), so a view that presents it — `switch store.case` in a stack's
  /// destination, say — keeps its presentation up while the child changes.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where Action: CasePathable {
    let key = OptionalScope(state: state, action: action)
    guard let current = readState()[keyPath: state] else {
      childStores[key] = nil
      return nil
    }
    let identity = (current as? any ObservableState)?._$id
    if let cached = childStores[key], cached.identity == identity,
      let store = cached.store as? Store<ChildState, ChildAction>
    {
      return store
    }
    let child = makeOptionalChild(current, state: state, action: action)
    childStores[key] = (store: child, identity: identity)
    return child
  }

  private func makeOptionalChild<ChildState, ChildAction>(
    _ current: ChildState,
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> where Action: CasePathable {
    var last = current
    let embed = CasePathCache.casePath(action).embed
    let (readState, sendAction) = (self.readState, self.sendAction)
    let parentState = presentStateReader()
    return Store<ChildState, ChildAction>(
      root: root,
      state: {
        if let current = readState()[keyPath: state] { last = current }
        return last
      },
      send: { sendAction(embed($0)) },
      runningEffectCount: runningEffectCount,
      presentState: { parentState()?[keyPath: state] })
  }
}

/// Where a child's store is: its state's key path and its actions' case key path.
struct ChildScope<State, Action, ChildState, ChildAction>: Hashable, @unchecked Sendable {
  let state: KeyPath<State, ChildState>
  let action: CaseKeyPath<Action, ChildAction>
}

/// Where an optional child's store is: its state's key path and its actions' case key path.
struct OptionalScope<State, Action, ChildState, ChildAction>: Hashable, @unchecked Sendable {
  let state: KeyPath<State, ChildState?>
  let action: CaseKeyPath<Action, ChildAction>
}

/// A store is observable: reading its state inside `observe` (or a CairnWeb render) tracks
/// it, and `@UIBindable var store` gives `$store.field` bindings.
extension Store: Observable {}

/// The store of the feature `R`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
