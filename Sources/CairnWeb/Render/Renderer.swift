/// Renders a root view into a tree, keeping what must survive between renders: presentation
/// engines for every presentation site, and which views have appeared (for `onAppear`,
/// `onDisappear` and `task`).
@MainActor
@_spi(Runtime)
public final class Renderer {
  /// The result of one render.
  public struct Output {
    /// The whole screen: the content and, after it, the overlay layer of dialogs.
    public var tree: Node
    /// The title of the top-most screen, if one set a navigation title.
    public var pageTitle: String?
    /// The element the model wants focused, if any.
    public var focusedElementID: String?
    /// How many screens are pushed on the deepest navigation stack.
    public var stackDepth: Int
  }

  private var sites: [String: any PresentationSiteProtocol] = [:]
  private var appeared: [String: LifecycleHooks] = [:]
  private var runningTasks: [String: [Task<Void, Never>]] = [:]
  private var pendingHooks: [@MainActor () -> Void] = []
  private var handlers: [String: @MainActor (EventPayload) -> Void] = [:]
  /// Handler ids of the few renders before the latest, so an event for an element that just
  /// left can be told from a forged one.
  private var recentHandlerIDs: [Set<String>] = []
  private var started: Set<String> = []
  private var actionTasks: [Int: Task<Void, Never>] = [:]
  private var nextActionTask = 0
  private var nextInstance = 0
  /// Which lists and rows were on screen, for row transitions.
  var rowMemory = RowMemory()
  /// Whether lifecycle work (`onAppear`, `task`) runs; until ``activate()``, views that appear
  /// are remembered but nothing of theirs starts.
  var isActive = true
  /// The path prefix the app is served under, put in front of every link's `href`.
  var urlPrefix = ""
  /// The remembered drawings of ``EquatableView``s, by position and type.
  var memos: [MemoKey: MemoEntry] = [:]
  /// Fired when state a remembered drawing read changes; every render reads it.
  let memoInvalidation = MemoInvalidation()
  /// Whether every reuse of a remembered drawing is checked against drawing it again (tests).
  public var checksMemos = false
  /// How many times an ``EquatableView`` reused its remembered drawing.
  public internal(set) var memoHits = 0
  /// How many times an ``EquatableView`` drew its content.
  public internal(set) var memoMisses = 0

  /// Creates a renderer with no state.
  public init() {}

  /// Renders `root` and returns the tree. Lifecycle hooks that the render triggered are queued;
  /// run them with ``runPendingHooks()`` once the render is complete.
  public func render<Root: View>(
    _ root: Root,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> Output {
    _ = memoInvalidation.signal
    let pass = RenderPass(renderer: self)
    // A render registers about as many handlers and keeps as many drawings as the last one:
    // room for them up front spares the tables growing step by step.
    pass.handlers.reserveCapacity(handlers.count)
    pass.visitedMemos.reserveCapacity(memos.count)
    let context = RenderContext(pass: pass, environment: environment)
    var (content, preferences) = context.collectingPreferences { context.render(root) }
    let screen = ScreenInfo(taking: &preferences)
    reportOrphanedDrillDowns(preferences.take(RuntimePreferences.PushedDestinations.self))
    let tree = Node.element(
      "div",
      ["id": "cairn-root"],
      children: [
        .element("main", ["id": "cairn-content"], children: content),
        .element(
          "div", ["id": "cairn-overlays"],
          children: preferences[RuntimePreferences.Overlays.self]),
      ]
    )
    recentHandlerIDs.append(Set(handlers.keys))
    if recentHandlerIDs.count > 4 { recentHandlerIDs.removeFirst() }
    handlers = pass.handlers
    retireUnvisitedSites(pass.visitedSites)
    retireUnvisitedMemos(pass.visitedMemos)
    rowMemory.commit()
    updateLifecycle(preferences[RuntimePreferences.Lifecycle.self])
    return Output(
      tree: tree,
      pageTitle: preferences[RuntimePreferences.PageTitle.self] ?? screen.title,
      focusedElementID: preferences[RuntimePreferences.FocusTargets.self]
        .last(where: \.isFocused)?.elementID,
      stackDepth: preferences[RuntimePreferences.StackDepth.self]
    )
  }

  /// The handler registered under `id` by the latest render.
  public func handler(for id: String) -> (@MainActor (EventPayload) -> Void)? {
    handlers[id]
  }

  /// Runs the async part of an event handler (an async button action, an alert action) as a
  /// task the live view waits for in `LiveView.settle()`, so nothing a tap starts is
  /// invisible to tests.
  func runAction(_ operation: @escaping @MainActor () async -> Void) {
    nextActionTask += 1
    let id = nextActionTask
    actionTasks[id] = Task { @MainActor [weak self] in
      await operation()
      self?.actionTasks[id] = nil
    }
  }

  /// An action task still running, if any.
  var runningAction: Task<Void, Never>? { actionTasks.values.first }

  /// Whether `id` named a handler in one of the renders just before the latest.
  func recentlyHadHandler(_ id: String) -> Bool {
    recentHandlerIDs.contains { $0.contains(id) }
  }

  /// Starts the lifecycle work of every view on screen, and of views that appear later.
  func activate() {
    isActive = true
    startAppearedViews()
  }

  /// Queues `hook` to run once the render is complete, as an `onAppear` hook does.
  func enqueueHook(_ hook: @escaping @MainActor () -> Void) {
    pendingHooks.append(hook)
  }

  /// Whether lifecycle hooks are waiting to run.
  public var hasPendingHooks: Bool { !pendingHooks.isEmpty }

  /// Runs the `onAppear` and `onDisappear` hooks the latest renders triggered.
  public func runPendingHooks() {
    while !pendingHooks.isEmpty {
      let hooks = pendingHooks
      pendingHooks.removeAll()
      for hook in hooks { hook() }
    }
  }

  /// Tears down every presentation and cancels every task, as when a session ends.
  public func tearDown() {
    retireUnvisitedSites([])
    retireUnvisitedMemos([])
    for tasks in runningTasks.values { for task in tasks { task.cancel() } }
    runningTasks.removeAll()
    appeared.removeAll()
    started.removeAll()
  }

  /// A fresh key for a presented instance, so a re-presentation is a new element.
  func makeInstanceKey() -> String {
    nextInstance += 1
    return "p\(nextInstance)"
  }

  /// The presentation site at `key`, made by `make` when absent or when `isCurrent` says the
  /// existing one belongs to another binding.
  func site<Site: PresentationSiteProtocol>(
    _ key: String,
    in pass: RenderPass,
    isCurrent: (Site) -> Bool,
    make: () -> Site
  ) -> Site {
    pass.visitedSites.insert(key)
    pass.recording?.sites.append(key)
    if let existing = sites[key] as? Site, isCurrent(existing) { return existing }
    sites[key]?.tearDown()
    let site = make()
    sites[key] = site
    return site
  }

  private func retireUnvisitedSites(_ visited: Set<String>) {
    // Sorted only when some site goes: most renders keep them all.
    guard sites.keys.contains(where: { !visited.contains($0) }) else { return }
    for key in sites.keys.sorted().reversed() where !visited.contains(key) {
      sites[key]?.tearDown()
      sites[key] = nil
    }
  }

  private func updateLifecycle(_ current: [String: LifecycleHooks]) {
    for (key, hooks) in appeared where current[key] == nil && started.contains(key) {
      started.remove(key)
      for task in runningTasks[key] ?? [] { task.cancel() }
      runningTasks[key] = nil
      pendingHooks += hooks.onDisappear
    }
    appeared = current
    if isActive { startAppearedViews() }
  }

  private func startAppearedViews() {
    // Sorted only when some view has not started: after the first render, most often none.
    guard appeared.contains(where: { !started.contains($0.key) }) else { return }
    for (key, hooks) in appeared.sorted(by: { $0.key < $1.key }) where !started.contains(key) {
      started.insert(key)
      pendingHooks += hooks.onAppear
      runningTasks[key] = hooks.tasks.map { operation in Task { @MainActor in await operation() } }
    }
  }
}

/// A presentation site kept between renders.
@MainActor
protocol PresentationSiteProtocol: AnyObject {
  /// Dismisses whatever the site presents, because the view that declared it is gone.
  func tearDown()
}
