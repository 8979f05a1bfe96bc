import Dependencies

/// How a test store runs its reducer and effects: actions an effect sends are reduced in the
/// order they were sent (breadth first, as a `Store` does), each kept with the state it led to
/// until the test receives it.
extension TestStore {
  /// Runs the reducer for `action` on the actual state with the store's dependencies, starts
  /// its effects into `group`, and returns the state right after the reducer.
  func reduce(_ action: Action, origin: EffectOrigin, group: EffectGroup) -> State {
    let effect = Dependencies.withDependencies {
      $0 = dependencies
    } operation: {
      reducer(&actualState, action)
    }
    let state = actualState
    start(effect._withDependencies(dependencies), origin: origin, group: group)
    return state
  }

  /// Reduces the queued actions in order; actions they queue join the end.
  func processQueue() {
    guard !isProcessingQueue else { return }
    isProcessingQueue = true
    defer { isProcessingQueue = false }
    var index = 0
    while index < queue.count {
      let (action, origin, group) = queue[index]
      index += 1
      let state = reduce(action, origin: origin.with(action: describe(action)), group: group)
      received.append((action, state))
    }
    queue.removeAll()
    wakeWaiters()
  }

  /// An effect sent `action`: reduce it (after the actions queued before it) and keep it for
  /// `receive`.
  func receiveFromEffect(_ action: Action, origin: EffectOrigin, group: EffectGroup) {
    queue.append((action, origin, group))
    processQueue()
  }

  /// Starts `effect`; returns the tasks it started directly.
  @discardableResult
  func start(
    _ effect: Effect<Action>, origin: EffectOrigin, group: EffectGroup
  ) -> [Task<Void, Never>] {
    switch effect.operation {
    case .none:
      return []
    case .send(let action):
      queue.append((action, origin, group))
      return []
    case .run(let priority, let operation):
      let send = Send<Action> { [weak self] action in
        self?.receiveFromEffect(action, origin: origin, group: group)
      }
      let id = nextID()
      let task = Task(priority: priority) { @MainActor [weak self] in
        defer { self?.effectFinished(id) }
        await operation(send)
      }
      return [track(task, id: id, origin: origin, group: group)]
    case .merge(let effects):
      return effects.flatMap { start($0, origin: origin, group: group) }
    case .concatenate(let effects):
      // The steps that do no async work (sends, cancels) run at once, in order, as a
      // `Store` runs them; the rest run one after another in a task.
      let asyncStart = effects.firstIndex { !$0.testStoreRunsAtOnce } ?? effects.endIndex
      var tasks: [Task<Void, Never>] = []
      for effect in effects[..<asyncStart] {
        tasks += start(effect, origin: origin, group: group)
      }
      let rest = effects[asyncStart...]
      guard !rest.isEmpty else { return tasks }
      let id = nextID()
      let task = Task { @MainActor [weak self] in
        defer { self?.effectFinished(id) }
        for effect in rest {
          guard let self, !Task.isCancelled else { return }
          let step = EffectGroup()
          for task in self.start(effect, origin: origin, group: step) { group.add(task) }
          self.processQueue()
          await step.wait()
        }
      }
      return tasks + [track(task, id: id, origin: origin, group: group)]
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { cancel(id: id) }
      let tasks = start(effect, origin: origin, group: group)
      if !tasks.isEmpty { cancellables[id, default: []] += tasks }
      return tasks
    case .cancel(let id):
      cancel(id: id)
      return []
    }
  }

  /// Cancels the effects with `id`, and those with the same id in presented descendants.
  func cancel(id: AnyHashableSendable) {
    for tasks in cancellables.removeValues(reachedByCancelling: id) {
      for task in tasks { task.cancel() }
    }
  }

  func nextID() -> Int {
    nextEffectID += 1
    return nextEffectID
  }

  private func track(
    _ task: Task<Void, Never>, id: Int, origin: EffectOrigin, group: EffectGroup
  ) -> Task<Void, Never> {
    inFlight[id] = InFlightEffect(task: task, origin: origin)
    group.add(task)
    return task
  }

  private func effectFinished(_ id: Int) {
    inFlight[id] = nil
    wakeWaiters()
  }

  /// The feature dismissed itself: as when its presentation ends, its effects are cancelled,
  /// and the store no longer waits for them.
  func featureDismissed() {
    isDismissed = true
    for effect in inFlight.values { effect.task.cancel() }
    inFlight.removeAll()
  }

  // MARK: Waiting

  /// Suspends until an effect sends an action or finishes, or until `deadline`.
  func waitForChange(until deadline: ContinuousClock.Instant) async {
    let timer = Task { @MainActor [weak self] in
      try? await ContinuousClock().sleep(until: deadline)
      self?.wakeWaiters()
    }
    await withCheckedContinuation { waiters.append($0) }
    timer.cancel()
  }

  func wakeWaiters() {
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }
}

extension Effect {
  /// Whether the effect does all its work when started: sends, cancels, nothing.
  var testStoreRunsAtOnce: Bool {
    switch operation {
    case .none, .send, .cancel: true
    case .run, .concatenate: false
    case .merge(let effects): effects.allSatisfy(\.testStoreRunsAtOnce)
    case .cancellable(let effect, _, _): effect.testStoreRunsAtOnce
    }
  }
}
