import Foundation
import Observation

/// Keeps a view live: renders it inside `observe`, so exactly the state it reads causes a new
/// render; diffs each render against the previous one; and reports patches and effects.
///
/// A `Session` puts one in front of a browser tab; `ViewHost` puts one in front of a test.
///
/// A live view that is not yet *active* renders but runs no lifecycle work (`task`,
/// `onAppear`): a session activates its view when the tab's socket attaches, so a page fetched
/// by something that never connects (a link previewer, `curl`) starts nothing.
@MainActor
@_spi(Runtime)
public final class LiveView {
  /// What one re-render changed.
  public struct Update: Equatable, Sendable {
    /// The patches that turn the previous tree into the new one.
    public var patches: [Patch]
    /// The effects the browser should perform.
    public var effects: [Effect]

    /// An update.
    public init(patches: [Patch], effects: [Effect]) {
      self.patches = patches
      self.effects = effects
    }
  }

  /// The latest rendered tree.
  public private(set) var tree = Node.element("div")
  /// The latest URL the state printed, if the view has routes.
  public private(set) var url: DeepLink?
  /// How deep the navigation stack was at the latest render.
  public private(set) var stackDepth = 0
  /// How many renders have happened.
  public private(set) var renderCount = 0

  /// Called after every render after the first, with what changed.
  public var onUpdate: (@MainActor (Update) -> Void)?
  /// How long one render may take before ``onSlowRender`` is called; `nil` for no limit.
  public var renderBudget: Duration?
  /// Called after a render that took longer than ``renderBudget``, with its duration.
  public var onSlowRender: (@MainActor (Duration) -> Void)?
  /// Times one render: runs the work it is handed and says how long it took (on the
  /// continuous clock unless a test replaces it).
  public var measureRender: @MainActor (() -> Void) -> Duration = { work in
    ContinuousClock().measure(work)
  }
  /// Whether lifecycle work runs; see ``activate()``.
  public var isActive: Bool { renderer.isActive }
  /// Whether every reuse of an ``EquatableView``'s remembered drawing is checked against
  /// drawing it again, reporting an issue when they differ. For tests: it renders those
  /// views twice.
  public var checksMemos: Bool {
    get { renderer.checksMemos }
    set { renderer.checksMemos = newValue }
  }
  /// How many times an ``EquatableView`` reused its remembered drawing, and how many times it
  /// drew its content, over the live view's life.
  public var memoCounts: (hits: Int, misses: Int) {
    (renderer.memoHits, renderer.memoMisses)
  }

  private let renderer = Renderer()
  private let makeRoot: @MainActor () -> AnyView
  private let makeURL: (@MainActor () -> DeepLink)?
  private var token: ObserveToken?
  /// The observation that renders this view: a batch its session starts renders it first.
  var renderToken: ObserveToken? { token }
  private var pageTitle: String?
  private var focusedElementID: String?
  private var pendingEffects: [Effect] = []
  private var hookTasks: [Int: Task<Void, Never>] = [:]
  private var nextHookTask = 0
  private let viewer = ViewerSettings()
  private let presence = TabPresence()

  /// Renders `root` now and keeps it live; `url` prints the navigation state as a link.
  /// - Parameters:
  ///   - isActive: Whether lifecycle work starts at once; otherwise it waits for
  ///     ``activate()``.
  ///   - urlPrefix: The path prefix the app is served under, put in front of links' `href`.
  public init<Root: View>(
    url: (@MainActor () -> DeepLink)? = nil,
    isActive: Bool = true,
    urlPrefix: String = "",
    @ViewBuilder root: @escaping @MainActor () -> Root
  ) {
    self.makeRoot = { AnyView(root()) }
    self.makeURL = url
    renderer.isActive = isActive
    renderer.urlPrefix = urlPrefix
    // In the display phase: after a batch's model and controller observations have run.
    token = observe(phase: .display) { [weak self] _ in self?.render() }
  }

  /// Starts the lifecycle work (`task`, `onAppear`) of every view on screen, and of every
  /// view that appears from now on.
  public func activate() {
    guard !renderer.isActive else { return }
    renderer.activate()
    if renderer.hasPendingHooks { scheduleHooks() }
  }

  /// Sets the viewer's time zone (an IANA identifier); views read it as
  /// `\.timeZone` and re-render. An unknown identifier is ignored.
  public func setTimeZone(identifier: String) {
    guard identifier.utf8.count <= 64, let zone = TimeZone(identifier: identifier),
      zone != viewer.timeZone
    else { return }
    viewer.timeZone = zone
  }

  /// Whether the tab is there to see the screen; views read it as `\.scenePhase` and
  /// re-render when it changes. A session sets it as its socket attaches and detaches.
  public var scenePhase: ScenePhase {
    get { presence.scenePhase }
    set { if presence.scenePhase != newValue { presence.scenePhase = newValue } }
  }

  /// Whether `id` named a handler in one of the latest renders (an element that just left).
  public func recentlyHadHandler(_ id: String) -> Bool {
    renderer.recentlyHadHandler(id)
  }

  /// Stops rendering and tears down presentations and tasks.
  public func stop() {
    token?.cancel()
    token = nil
    renderer.tearDown()
    for task in hookTasks.values { task.cancel() }
    hookTasks.removeAll()
  }

  /// Records that the browser is already at `link` (it went back or forward), so the
  /// re-render it causes does not push or replace the URL again.
  public func noteBrowserURL(_ link: DeepLink) {
    url = link
  }

  /// Queues an effect to go out with the next update (or by itself if nothing re-renders).
  public func perform(_ effect: Effect) {
    pendingEffects.append(effect)
    if token != nil, !isRendering {
      scheduleFlush()
    }
  }

  /// Runs the handler `id` of the latest render with `payload`.
  /// - Throws: `EventError.unknownHandler(_:)` when the latest render has no such handler.
  public func dispatch(
    handler id: String, payload: EventPayload = EventPayload()
  ) throws(EventError) {
    guard let handler = renderer.handler(for: id) else { throw .unknownHandler(id) }
    handler(payload)
  }

  /// Waits until every re-render, lifecycle hook, async handler and queued effect caused so
  /// far has happened. Deterministic: it awaits the actual pending work, never a timer.
  public func settle() async {
    while true {
      await settleObservations()
      if let (id, task) = hookTasks.first {
        await task.value
        hookTasks[id] = nil
        continue
      }
      if let task = renderer.runningAction {
        await task.value
        continue
      }
      if renderer.hasPendingHooks {
        renderer.runPendingHooks()
        continue
      }
      return
    }
  }

  private var isRendering = false
  private var pendingSlowRender: Duration?

  private func scheduleSlowRenderReport() {
    schedule { view in
      guard let duration = view.pendingSlowRender else { return }
      view.pendingSlowRender = nil
      view.onSlowRender?(duration)
    }
  }

  private func render() {
    isRendering = true
    defer { isRendering = false }
    var environment = EnvironmentValues()
    environment.timeZone = viewer.timeZone
    environment.presence = presence
    environment.systemOpenURL = SystemOpenURL { [weak self] url in self?.perform(.openURL(url)) }
    var output: Renderer.Output?
    let duration = measureRender {
      output = renderer.render(makeRoot(), environment: environment)
    }
    guard let output else { return }
    if let renderBudget, duration > renderBudget {
      pendingSlowRender = duration
      scheduleSlowRenderReport()
    }
    let newURL = makeURL?()
    let isFirst = renderCount == 0
    renderCount += 1
    let patches = isFirst ? [] : Differ.patches(from: tree, to: output.tree)
    tree = output.tree
    var effects = pendingEffects
    pendingEffects.removeAll()
    if let title = output.pageTitle, title != pageTitle {
      pageTitle = title
      if !isFirst { effects.append(.title(title)) }
    }
    if let newURL, newURL != url {
      let previousDepth = stackDepth
      url = newURL
      if !isFirst {
        effects.append(
          output.stackDepth > previousDepth ? .pushURL(newURL.path) : .replaceURL(newURL.path))
      }
    }
    stackDepth = output.stackDepth
    if output.focusedElementID != focusedElementID {
      focusedElementID = output.focusedElementID
      if let id = output.focusedElementID { effects.append(.focus(id)) }
    }
    if renderer.hasPendingHooks { scheduleHooks() }
    if !isFirst, !patches.isEmpty || !effects.isEmpty {
      onUpdate?(Update(patches: patches, effects: effects))
    }
  }

  /// The title the latest render set.
  public var title: String? { pageTitle }

  /// The element the model wants focused, as of the latest render.
  public var focusedElement: String? { focusedElementID }

  private func scheduleHooks() {
    schedule { $0.renderer.runPendingHooks() }
  }

  private func scheduleFlush() {
    schedule { view in
      guard !view.pendingEffects.isEmpty else { return }
      let effects = view.pendingEffects
      view.pendingEffects.removeAll()
      view.onUpdate?(Update(patches: [], effects: effects))
    }
  }

  /// Runs `work` right after the current main-actor turn, as a task ``settle()`` waits for.
  private func schedule(_ work: @escaping @MainActor (LiveView) -> Void) {
    nextHookTask += 1
    let id = nextHookTask
    hookTasks[id] = Task { @MainActor [weak self] in
      guard let self else { return }
      hookTasks[id] = nil
      work(self)
    }
  }
}

/// What the runtime knows about the person viewing a tab, kept observable so a change
/// re-renders the screen.
@MainActor
@Observable
final class ViewerSettings {
  var timeZone = TimeZone.current
}

/// Why an event from the browser was rejected.
@_spi(Runtime)
public enum EventError: Error, Equatable, CustomStringConvertible {
  /// No handler with this id exists in the current render (stale or forged).
  case unknownHandler(String)

  /// A message for the client and the log.
  public var description: String {
    switch self {
    case .unknownHandler(let id): "No handler \(id) in the current screen; it may be stale."
    }
  }
}
