@_spi(Renderers) import Cairn
import Foundation
import Logging

/// One browser tab: its live screen, the WebSocket it is connected through (if any), and the
/// validation of every frame the tab sends.
///
/// A session belongs to the tab whose page carried its secret: a socket attaches only with it,
/// and a newer socket of the same tab displaces the older one, which is told so. A session
/// outlives a disconnect; when the tab reconnects it is brought up to date with a `reset`
/// frame if anything changed meanwhile. Nothing the screen does on its own (`task`,
/// `onAppear`) starts before the first socket attaches. Views see whether the tab is there as
/// `\.scenePhase`: `active` while a socket is attached, `background` otherwise.
@MainActor
@_spi(Runtime)
public final class Session {
  /// The unguessable id the page uses to reconnect.
  public let id: String
  /// The secret the tab holds (never in a URL); a socket must present it to attach. The page
  /// carries the first; every attach and resume replaces it (``rotateSecret(to:)``), so a
  /// secret that was used once, replayed, attaches nothing.
  public private(set) var secret: String
  /// The live screen.
  public let live: LiveView
  /// The tab's microphone.
  public let microphone: Microphone
  /// The bounds on URLs and renders this session enforces.
  public let limits: RequestLimits
  /// The path prefix the app is served under: added to every URL the browser is told, taken
  /// off every URL it reports.
  public let urlPrefix: String
  private let logger: Logger
  private let screen: AppScreen
  private var sink: Sink?
  private var displace: (@MainActor () -> Void)?
  private var missedUpdates = false
  private var latestAck: Int?
  private var connectionGeneration = 0
  /// When the tab last disconnected (or the page was made, before any socket), or `nil`
  /// while connected.
  public private(set) var disconnectedAt: ContinuousClock.Instant?
  /// Whether a socket has ever attached.
  public private(set) var hasAttached = false
  /// Whether the session has ended.
  public private(set) var hasEnded = false

  /// A session showing `screen`, attachable with `secret`, for a page requested from
  /// `clientAddress` (when known).
  public init(
    id: String,
    secret: String = "",
    screen: AppScreen,
    limits: RequestLimits = RequestLimits(),
    urlPrefix: String = "",
    logger: Logger = Logger(label: "cairn"),
    createdAt: ContinuousClock.Instant = .now,
    clientAddress: String? = nil
  ) {
    self.id = id
    self.secret = secret
    self.screen = screen
    self.limits = limits
    self.urlPrefix = urlPrefix
    self.logger = logger
    self.live = LiveView(
      url: screen.url, isActive: false, urlPrefix: urlPrefix, root: screen.root)
    self.disconnectedAt = createdAt
    let live = self.live
    // Nobody is there until the tab's socket attaches.
    live.scenePhase = .background
    self.microphone = Microphone { [weak live] in live?.perform($0) }
    live.renderBudget = limits.renderBudget
    live.onUpdate = { [weak self] update in self?.deliver(update) }
    live.onSlowRender = { [weak self] duration in self?.abort(renderTook: duration) }
    screen.onPage?(BrowserPage(live: live, microphone: microphone, clientAddress: clientAddress))
  }

  /// Whether a socket is attached.
  public var isConnected: Bool { sink != nil }

  /// Whether `candidate` is this session's secret, compared in constant time.
  public func hasSecret(_ candidate: String) -> Bool {
    let expected = Array(secret.utf8)
    let given = Array(candidate.utf8)
    guard !expected.isEmpty, expected.count == given.count else { return false }
    var difference: UInt8 = 0
    for index in expected.indices { difference |= expected[index] ^ given[index] }
    return difference == 0
  }

  /// Replaces the secret with `newSecret`: the one presented so far stops working.
  /// ``SessionStore/attach(session:secret:resume:)`` does this on every attach and resume, and
  /// the socket hands the new secret to the tab in its `attached` frame.
  public func rotateSecret(to newSecret: String) {
    secret = newSecret
  }

  /// Attaches a socket and starts the screen's lifecycle work if this is the first; returns a
  /// token that ``disconnect(_:at:)`` and ``receive(_:from:)`` take, so a stale socket neither
  /// detaches nor drives a newer one. A socket already attached is displaced: `onReplaced`
  /// of its own connect runs, to tell it.
  ///
  /// Every frame is handed to `send` at once; a socket uses ``connect(forceReset:onReplaced:outbox:)``
  /// instead, which bounds what waits for a slow tab.
  @discardableResult
  public func connect(
    forceReset: Bool = false,
    onReplaced: @escaping @MainActor () -> Void = {},
    _ send: @escaping @MainActor (String) -> Void
  ) -> Int {
    attach(
      Sink(
        send: {
          send($0)
          return true
        },
        sendUpdate: {
          send(WireProtocol.updateFrame($0, ack: $1))
          return true
        },
        replaceAll: send),
      forceReset: forceReset, onReplaced: onReplaced)
  }

  /// Attaches a socket whose frames wait in `outbox` until the tab reads them. When the tab
  /// reads too slowly and the outbox is full, what waits is replaced by one `reset` frame of
  /// the whole screen. See ``connect(forceReset:onReplaced:_:)``.
  @discardableResult
  public func connect(
    forceReset: Bool = false,
    onReplaced: @escaping @MainActor () -> Void = {},
    outbox: Outbox
  ) -> Int {
    attach(
      Sink(
        send: { outbox.send($0) }, sendUpdate: { outbox.send(update: $0, ack: $1) },
        replaceAll: { outbox.replaceAll(with: $0) }),
      forceReset: forceReset, onReplaced: onReplaced)
  }

  /// How many times a tab fell so far behind that its waiting frames were replaced by a
  /// reset.
  public private(set) var overflowCount = 0

  private func attach(
    _ sink: Sink, forceReset: Bool, onReplaced: @escaping @MainActor () -> Void
  ) -> Int {
    let previous = displace
    connectionGeneration += 1
    self.sink = sink
    self.displace = onReplaced
    disconnectedAt = nil
    hasAttached = true
    previous?()
    if missedUpdates || forceReset {
      missedUpdates = false
      emit(
        WireProtocol.resetFrame(
          tree: live.tree, title: live.title, url: live.url.map(browserURL), session: id))
    }
    // The screen redraws with the tab there before anything appears, so what starts now
    // sees it attached.
    withImmediateObservations { live.scenePhase = .active }
    if !live.isActive { live.activate() }
    return connectionGeneration
  }

  /// Where a connected tab's frames go.
  private struct Sink {
    /// Hands a frame over; `false` when the tab is too far behind to take it.
    let send: @MainActor (String) -> Bool
    /// Hands an update over, to be encoded where the socket writes (off the main actor);
    /// `false` when the tab is too far behind to take it.
    let sendUpdate: @MainActor (LiveView.Update, Int?) -> Bool
    /// Drops what waits for the tab and sends this frame instead.
    let replaceAll: @MainActor (String) -> Void
  }

  /// Sends `frame` to the connected tab; a tab too far behind gets the whole screen instead
  /// of everything waiting.
  private func emit(_ frame: String) {
    guard let sink else { return }
    guard !sink.send(frame) else { return }
    fallBehind(sink)
  }

  /// Sends an update to the connected tab, encoded off the main actor; a tab too far behind
  /// gets the whole screen instead of everything waiting.
  private func emit(_ update: LiveView.Update, ack: Int?) {
    guard let sink else { return }
    guard !sink.sendUpdate(update, ack) else { return }
    fallBehind(sink)
  }

  private func fallBehind(_ sink: Sink) {
    overflowCount += 1
    logger.notice(
      "A tab fell behind; replaced its waiting frames with the whole screen",
      metadata: ["session": "\(id)"])
    sink.replaceAll(
      WireProtocol.resetFrame(tree: live.tree, title: live.title, url: live.url.map(browserURL)))
  }

  /// Detaches the socket attached with `connection`, starting the grace period. The screen's
  /// scene phase becomes `background` until a socket attaches again (`active`).
  public func disconnect(_ connection: Int, at instant: ContinuousClock.Instant = .now) {
    guard connection == connectionGeneration else { return }
    sink = nil
    displace = nil
    disconnectedAt = instant
    live.scenePhase = .background
    microphone.tabLeft()
  }

  /// Handles one frame from the tab: validates it, runs the handler on the main actor, and
  /// waits for the re-render, whose update goes out through the socket. A bad frame is
  /// answered with an error frame; the session carries on. Frames from a displaced socket
  /// (`connection` older than the current one) are ignored.
  public func receive(_ text: String, from connection: Int? = nil) async {
    await receive(WireProtocol.decoded(text), from: connection)
  }

  /// Handles one frame the socket already decoded (off the main actor), or the reason it
  /// could not be; see ``receive(_:from:)-(String,_)``.
  public func receive(
    _ decoded: Result<ClientFrame, WireProtocol.FrameError>, from connection: Int? = nil
  ) async {
    guard !hasEnded, connection == nil || connection == connectionGeneration else { return }
    // The re-render the frame causes happens in this same turn of the main actor, this tab's
    // first: its person sees the answer before other tabs showing the same model are drawn.
    withImmediateObservations(first: live.renderToken) {
      switch decoded {
      case .success(let frame):
        handle(frame)
      case .failure(let error):
        reject(error)
      }
    }
    await live.settle()
  }

  /// Answers a frame that was refused with an error frame; the session carries on.
  public func reject(_ error: WireProtocol.FrameError) {
    logger.debug(
      "Rejected a frame", metadata: ["session": "\(id)", "reason": "\(error.description)"])
    emit(WireProtocol.errorFrame(error.code, error.description))
  }

  private func handle(_ frame: ClientFrame) {
    switch frame {
    case .event(let handler, let event, let value, let checked, let seq):
      if let seq { latestAck = seq }
      do {
        try live.dispatch(handler: handler, payload: EventPayload(value: value, checked: checked))
      } catch {
        // An event for an element that just left (a blur as a sheet closes, a click racing
        // a removal) is acknowledged quietly; one that never existed is an error.
        guard live.recentlyHadHandler(handler) || event == .blur else {
          emit(WireProtocol.errorFrame(.unknownHandler, error.description))
          break
        }
        emit(WireProtocol.ackFrame(seq))
      }
    case .popstate(let browserURL):
      guard let url = appURL(browserURL), limits.allows(url: url) else {
        emit(WireProtocol.errorFrame(.urlTooLong, "That URL is over the server's limits."))
        break
      }
      open(DeepLink(path: url))
    case .attach(_, _, _, let timeZone):
      if let timeZone { live.setTimeZone(identifier: timeZone) }
    case .resync:
      emit(
        WireProtocol.resetFrame(tree: live.tree, title: live.title, url: live.url.map(browserURL))
      )
    case .microphone(let state, let capture):
      microphone.receive(state, capture: capture)
    }
  }

  /// Handles one binary frame from the tab: audio for the capture it names. Audio for no
  /// running capture, a frame over the size limit, a malformed one or one the app has no room
  /// for is answered with an error frame; the session carries on.
  public func receive(audio bytes: [UInt8], from connection: Int? = nil) {
    guard !hasEnded, connection == nil || connection == connectionGeneration else { return }
    do {
      try microphone.receive(audio: bytes)
    } catch {
      logger.debug(
        "Rejected an audio frame", metadata: ["session": "\(id)", "reason": "\(error.description)"])
      emit(WireProtocol.errorFrame(error.code, error.description))
    }
  }

  /// Rebuilds the navigation state from `link`, as when the user pressed back or forward.
  public func open(_ link: DeepLink) {
    live.noteBrowserURL(link)
    screen.open?(link)
  }

  /// Ends the session: stops rendering, tears down presentations and tasks.
  public func end() {
    guard !hasEnded else { return }
    hasEnded = true
    live.stop()
    microphone.end()
    screen.onEnd?()
    sink = nil
    displace = nil
  }

  private func abort(renderTook duration: Duration) {
    logger.warning(
      "Ended a session whose render was over budget",
      metadata: ["session": "\(id)", "duration": "\(duration)"])
    emit(
      WireProtocol.errorFrame(
        .renderTooSlow, "A render took \(duration), over the \(limits.renderBudget) budget."))
    end()
  }

  /// The URL the browser shows for an app link: the prefix, then the link's path.
  func browserURL(_ link: DeepLink) -> String {
    urlPrefix + link.path
  }

  /// The app's URL for one the browser reports, or `nil` when it is outside the prefix.
  func appURL(_ browserURL: String) -> String? {
    guard !urlPrefix.isEmpty else { return browserURL }
    guard browserURL.hasPrefix(urlPrefix) else { return nil }
    let rest = String(browserURL.dropFirst(urlPrefix.count))
    return rest.isEmpty || rest.hasPrefix("?") ? "/" + rest : rest
  }

  private func deliver(_ update: LiveView.Update) {
    var update = update
    if !urlPrefix.isEmpty {
      update.effects = update.effects.map { effect in
        switch effect {
        case .pushURL(let path): .pushURL(urlPrefix + path)
        case .replaceURL(let path): .replaceURL(urlPrefix + path)
        default: effect
        }
      }
    }
    if sink != nil {
      emit(update, ack: latestAck)
    } else {
      missedUpdates = true
    }
  }
}
