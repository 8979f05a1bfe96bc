/// One browser tab: its live screen, the WebSocket it is connected through (if any), and the
/// validation of every frame the tab sends.
///
/// A session outlives a disconnect; when the tab reconnects it is brought up to date with a
/// `reset` frame if anything changed meanwhile.
@MainActor
public final class Session {
  /// The unguessable id the page uses to reconnect.
  public let id: String
  /// The live screen.
  public let live: LiveView
  private let screen: AppScreen
  private var send: (@MainActor (String) -> Void)?
  private var missedUpdates = false
  private var latestAck: Int?
  private var connectionGeneration = 0
  /// When the tab last disconnected, or `nil` while connected.
  public private(set) var disconnectedAt: ContinuousClock.Instant?
  /// Whether the session has ended.
  public private(set) var hasEnded = false

  /// A session showing `screen`.
  public init(id: String, screen: AppScreen, createdAt: ContinuousClock.Instant = .now) {
    self.id = id
    self.screen = screen
    self.live = LiveView(url: screen.url, root: screen.root)
    self.disconnectedAt = createdAt
    live.onUpdate = { [weak self] update in self?.deliver(update) }
    screen.onLive?(live)
  }

  /// Whether a socket is attached.
  public var isConnected: Bool { send != nil }

  /// Attaches a socket; returns a token that ``disconnect(_:at:)`` takes, so a stale socket
  /// closing late does not detach a newer one.
  @discardableResult
  public func connect(
    forceReset: Bool = false,
    _ send: @escaping @MainActor (String) -> Void
  ) -> Int {
    connectionGeneration += 1
    self.send = send
    disconnectedAt = nil
    if missedUpdates || forceReset {
      missedUpdates = false
      send(
        WireProtocol.resetFrame(
          tree: live.tree, title: live.title, url: live.url?.path, session: id))
    }
    return connectionGeneration
  }

  /// Detaches the socket attached with `connection`, starting the grace period.
  public func disconnect(_ connection: Int, at instant: ContinuousClock.Instant = .now) {
    guard connection == connectionGeneration else { return }
    send = nil
    disconnectedAt = instant
  }

  /// Handles one frame from the tab: validates it, runs the handler on the main actor, and
  /// waits for the re-render, whose update goes out through the socket. A bad frame is
  /// answered with an error frame; the session carries on.
  public func receive(_ text: String) async {
    guard !hasEnded else { return }
    do {
      let message = try WireProtocol.decode(text)
      if let seq = message.seq { latestAck = seq }
      switch message.type {
      case "event":
        try live.dispatch(
          handler: message.handler ?? "",
          payload: EventPayload(value: message.value, checked: message.checked)
        )
      case "popstate":
        if let url = message.url { open(DeepLink(path: url)) }
      default:
        break
      }
    } catch let error as WireProtocol.FrameError {
      send?(WireProtocol.errorFrame(error.description))
    } catch {
      send?(WireProtocol.errorFrame(String(describing: error)))
    }
    await live.settle()
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
    screen.onEnd?()
    send = nil
  }

  private func deliver(_ update: LiveView.Update) {
    if let send {
      send(WireProtocol.updateFrame(update, ack: latestAck))
    } else {
      missedUpdates = true
    }
  }
}
