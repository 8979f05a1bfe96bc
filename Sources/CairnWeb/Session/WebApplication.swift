/// An app served by CairnWeb: how to build a tab's screen for the URL it was opened at.
///
/// ```swift
/// let app = WebApplication(title: "Case Studies") { link in
///   let model = AppModel(deepLink: link)
///   return AppScreen(url: { model.deepLink }, open: { model.open($0) }) { AppView(model: model) }
/// }
/// try await CairnServer.serve(app)
/// ```
public struct WebApplication: Sendable {
  /// The page title used until a screen sets one.
  public var title: String
  /// Builds the screen for a new tab from the URL it opened.
  public var makeScreen: @MainActor @Sendable (DeepLink) -> AppScreen

  /// An app titled `title` whose tabs are built by `makeScreen`.
  public init(title: String, makeScreen: @escaping @MainActor @Sendable (DeepLink) -> AppScreen) {
    self.title = title
    self.makeScreen = makeScreen
  }
}

/// One tab's screen: its root view, and how its navigation state maps to URLs.
@MainActor
public struct AppScreen {
  let root: @MainActor () -> AnyView
  let url: (@MainActor () -> DeepLink)?
  let open: (@MainActor (DeepLink) -> Void)?
  let onEnd: (@MainActor () -> Void)?
  let onPage: (@MainActor (BrowserPage) -> Void)?

  /// A screen showing `content`.
  /// - Parameters:
  ///   - url: Prints the current navigation state as a link; the browser's URL follows it.
  ///   - open: Rebuilds the navigation state from a link, when the user goes back or forward.
  ///   - onEnd: Runs when the tab's session ends, to release resources.
  ///   - onPage: Receives the tab's page once it exists, for effects such as the ding.
  ///   - content: The root view.
  public init<Content: View>(
    url: (@MainActor () -> DeepLink)? = nil,
    open: (@MainActor (DeepLink) -> Void)? = nil,
    onEnd: (@MainActor () -> Void)? = nil,
    onPage: (@MainActor (BrowserPage) -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.root = { AnyView(content()) }
    self.url = url
    self.open = open
    self.onEnd = onEnd
    self.onPage = onPage
  }
}

/// The browser tab showing a screen, for what an app asks of it besides rendering.
@MainActor
public final class BrowserPage {
  private weak var live: LiveView?
  /// The tab's microphone: its permission, and captures streamed over the tab's socket.
  public let microphone: Microphone
  /// The address the tab's page was requested from, as the server bounds it per client (an
  /// IPv4 address or an IPv6 /64); `nil` when it was not known. For sharing what is scarce
  /// fairly between clients, never for identifying a person.
  public let clientAddress: String?

  init(live: LiveView, microphone: Microphone, clientAddress: String?) {
    self.live = live
    self.microphone = microphone
    self.clientAddress = clientAddress
  }

  /// Plays the ding in the tab (a short bell made by the page; no sound file).
  public func playDing() {
    live?.perform(.ding)
  }

  /// Shows a message in a dialog the page owns, with "OK": for what only the person can do in
  /// the browser, such as allowing the microphone again. It is not part of the screen's state
  /// and does not survive a reload.
  public func showMessage(title: String, message: String) {
    live?.perform(.showMessage(title: title, message: message))
  }
}
