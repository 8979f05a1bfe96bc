import Dependencies
import Observation

/// The root of a store tree: the one copy of the state, the reducer, the queue of actions and
/// the running effects. Scoped stores read and send through it.
///
/// The path of an action without effects is inlinable, so a feature's module specializes it
/// for its own state and actions: `Store.send` then costs a few times the reducer itself.
@MainActor
@usableFromInline
final class StoreRoot<State, Action>: Observable {
  // The three fields on the path of every action are not checked for exclusive access at run
  // time (the checks cost a third of an effect-less send): only this class touches them, on
  // the main actor, and the reducer, which runs while `_state` is being changed, cannot reach
  // them.
  @exclusivity(unchecked) @usableFromInline var _state: State
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  @usableFromInline let dependencies: DependencyValues
  @usableFromInline let registrar = ObservationRegistrar()
  @exclusivity(unchecked) @usableFromInline var buffer: [Action] = []
  @exclusivity(unchecked) @usableFromInline var isSending = false
  private var cancellables: [AnyHashableSendable: [Int: Task<Void, Never>]] = [:]
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextTaskID = 0
  /// Reads the identity of observable state; `nil` when the state is not observable.
  @usableFromInline let identity: StateIdentityReader<State>? = StateIdentityReader.make(
    for: State.self)

  /// `\.state`, made once: a key path literal in generic code is built on every use.
  @usableFromInline let stateKeyPath: KeyPath<StoreRoot, State> = \.state

  @usableFromInline
  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self._state = initialState
    self.reducer = reducer
    self.dependencies = dependencies
  }

  /// A root running `reducer`. Not inlinable on purpose: the reducer's function is made and
  /// kept in generic code, so calling it costs no reabstraction thunks (a function made in a
  /// feature's module and kept here would be wrapped in two).
  @usableFromInline
  static func make<R: Reducer<State, Action>>(
    _ initialState: State, _ reducer: R, _ dependencies: DependencyValues
  ) -> StoreRoot {
    StoreRoot(
      initialState: initialState, reducer: reducer._reduceFunction(), dependencies: dependencies)
  }

  /// The state; reading it inside an observation tracks it.
  @inlinable
  var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return _state
  }

  /// How many effects are running.
  @usableFromInline var runningEffectCount: Int { running.count }

  /// Queues `action`; unless another action is being processed, processes the queue in order
  /// and returns the task of the effects this started.
  @inlinable
  func send(_ action: Action) -> Task<Void, Never>? {
    guard !isSending else {
      buffer.append(action)
      return nil
    }
    isSending = true
    defer { isSending = false }
    // Most stores run in the dependencies they were made in (no `withDependencies`, nor one
    // around the caller): binding them again as a task-local costs more than the reducer.
    guard dependencies._isBitwiseIdentical(to: DependencyValues._current) else {
      return DependencyValues.$_current.withValue(dependencies) { process(action) }
    }
    return process(action)
  }

  /// Runs `action`, then the actions queued while it ran, and returns the task of the effects
  /// they started. The store's dependencies are the current ones.
  @inlinable
  func process(_ action: Action) -> Task<Void, Never>? {
    var tasks: [Task<Void, Never>] = []
    let effect = reduce(action)
    if !effect.isNone { tasks += start(effect, queued: true) }
    // Actions sent while this one was processed, in order; more may join as they are.
    var queued = 0
    while queued < buffer.count {
      let effect = reduce(buffer[queued])
      if !effect.isNone { tasks += start(effect, queued: true) }
      queued += 1
    }
    if queued > 0 { buffer.removeAll(keepingCapacity: true) }
    return tasks.isEmpty ? nil : Self.joined(tasks)
  }

  /// Runs the reducer for `action` (the store's dependencies are the current ones), and tells
  /// the observers of the whole state when it changed. For observable state that is only when
  /// the state was replaced by another value: changes to its fields reach their own observers.
  @inlinable
  func reduce(_ action: Action) -> Effect<Action> {
    guard let identity else {
      return registrar.withMutation(of: self, keyPath: stateKeyPath) { reducer(&_state, action) }
    }
    let before = identity.id(of: &_state)
    let effect = reducer(&_state, action)
    if identity.id(of: &_state) != before {
      registrar.withMutation(of: self, keyPath: stateKeyPath) {}
    }
    return effect
  }

  /// Starts `effect` with the store's dependencies; `.send` actions join the queue when
  /// `queued`, else are sent now.
  @usableFromInline
  func start(_ effect: Effect<Action>, queued: Bool) -> [Task<Void, Never>] {
    run(effect._withDependencies(dependencies), queued: queued)
  }

  private func run(_ effect: Effect<Action>, queued: Bool) -> [Task<Void, Never>] {
    switch effect.operation {
    case .none:
      return []
    case .send(let action):
      if queued {
        buffer.append(action)
        return []
      }
      return send(action).map { [$0] } ?? []
    case .run(let priority, let operation):
      let send = Send<Action> { [weak self] action in _ = self?.send(action) }
      return [track(Task(priority: priority) { @MainActor in await operation(send) })]
    case .merge(let effects):
      return effects.flatMap { run($0, queued: queued) }
    case .concatenate(let effects):
      let task = Task { @MainActor [weak self] in
        for effect in effects {
          guard let self, !Task.isCancelled else { return }
          await Self.joined(self.run(effect, queued: false))?.value
        }
      }
      return [track(task)]
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { cancel(id: id) }
      guard let joined = Self.joined(run(effect, queued: queued)) else { return [] }
      nextTaskID += 1
      let token = nextTaskID
      cancellables[id, default: [:]][token] = joined
      let watcher = Task { @MainActor [weak self] in
        await joined.value
        self?.cancellables[id]?[token] = nil
      }
      return [joined, watcher]
    case .cancel(let id):
      cancel(id: id)
      return []
    }
  }

  /// Cancels the effects with `id`, and those with the same id in presented descendants.
  private func cancel(id: AnyHashableSendable) {
    for tasks in cancellables.removeValues(reachedByCancelling: id) {
      for task in tasks.values { task.cancel() }
    }
  }

  /// Counts `task` as running until it finishes.
  private func track(_ task: Task<Void, Never>) -> Task<Void, Never> {
    nextTaskID += 1
    let id = nextTaskID
    running[id] = task
    Task { @MainActor [weak self] in
      await task.value
      self?.running[id] = nil
    }
    return task
  }

  /// One task that waits for all of `tasks` and cancels them when it is cancelled.
  @usableFromInline
  static func joined(_ tasks: [Task<Void, Never>]) -> Task<Void, Never>? {
    switch tasks.count {
    case 0: return nil
    case 1: return tasks[0]
    default:
      return Task {
        await withTaskCancellationHandler {
          for task in tasks { await task.value }
        } onCancel: {
          for task in tasks { task.cancel() }
        }
      }
    }
  }
}

/// Reads the identity of `State` values when `State` is observable state: one call on the
/// path of every action, where a closure cast from `Any` would cost two reabstraction thunks.
@usableFromInline
class StateIdentityReader<State> {
  @usableFromInline init() {}

  /// The identity of `state`, which is taken `inout` so that reading it copies nothing.
  @usableFromInline func id(of state: inout State) -> ObservableStateID {
    fatalError("StateIdentityReader is abstract")
  }

  /// A reader for `type`, or `nil` when its values are not observable state.
  @usableFromInline
  static func make(for type: State.Type) -> StateIdentityReader<State>? {
    guard let observable = type as? any ObservableState.Type else { return nil }
    func reader<Observed: ObservableState>(_: Observed.Type) -> AnyObject {
      ObservableStateIdentityReader<Observed>()
    }
    return reader(observable) as? StateIdentityReader<State>
  }
}

/// The reader of observable state's identity.
final class ObservableStateIdentityReader<State: ObservableState>: StateIdentityReader<State> {
  override func id(of state: inout State) -> ObservableStateID { state._$id }
}
