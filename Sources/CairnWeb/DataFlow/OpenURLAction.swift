import Foundation

/// Opens a URL: read it with `@Environment(\.openURL)` and call it, `openURL(url)`.
///
/// In CairnWeb the tab navigates to the URL. Only web and mail addresses (`http`, `https`,
/// `mailto`) and paths on the app's own origin (`/standups/1`) are opened; anything else (a
/// `javascript:` or `data:` URL, another scheme, a protocol-relative `//host` address) is
/// refused and nothing happens, whoever made the URL.
///
/// Set an action of your own for a subtree to handle some URLs in the app:
///
/// ```swift
/// content.environment(\.openURL, OpenURLAction { url in
///   guard url.scheme == "standups" else { return .systemAction }
///   model.open(url)
///   return .handled
/// })
/// ```
public struct OpenURLAction {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Outcome: Sendable {
      case handled, discarded
      case systemAction(URL?)
    }
    let outcome: Outcome

    /// The handler opened the URL.
    public static let handled = Result(outcome: .handled)
    /// The handler decided not to open the URL.
    public static let discarded = Result(outcome: .discarded)
    /// The handler passes the URL on to the tab.
    public static let systemAction = Result(outcome: .systemAction(nil))
    /// The handler passes another URL on to the tab.
    public static func systemAction(_ url: URL) -> Result {
      Result(outcome: .systemAction(url))
    }
  }

  private let handler: (@MainActor (URL) -> Result)?
  private var system: SystemOpenURL?

  /// An action that hands each URL to `handler` first.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  init(handler: (@MainActor (URL) -> Result)?) {
    self.handler = handler
  }

  /// This action, passing on what its handler does not handle to `system`.
  func withSystemAction(_ system: SystemOpenURL?) -> OpenURLAction {
    var action = self
    action.system = system
    return action
  }

  /// Opens `url` (see ``OpenURLAction`` for which URLs the tab goes to).
  @MainActor
  public func callAsFunction(_ url: URL) {
    callAsFunction(url) { _ in }
  }

  /// Opens `url` and tells `completion` whether it was opened.
  @MainActor
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    let result = handler?(url) ?? .systemAction
    switch result.outcome {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .systemAction(let replacement):
      completion(system?.open(replacement ?? url) ?? false)
    }
  }
}

/// The live view's way to open a URL: it sends the tab there, if the URL is one it may go to.
struct SystemOpenURL {
  let send: @MainActor (String) -> Void

  /// Sends the tab to `url` if ``OpenURLPolicy`` allows it; returns whether it did.
  @MainActor
  func open(_ url: URL) -> Bool {
    guard let target = OpenURLPolicy.target(for: url) else { return false }
    send(target)
    return true
  }
}

/// Which URLs `openURL` may send a tab to.
enum OpenURLPolicy {
  /// The longest URL sent to a tab.
  static let maximumLength = 2048

  /// The text to send the tab to for `url`, or `nil` if it may not go there: an `http` or
  /// `https` URL with a host, a `mailto` URL, or a path on the app's origin (beginning with one
  /// `/`). No control characters or backslashes, and at most ``maximumLength`` bytes.
  static func target(for url: URL) -> String? {
    let text = url.absoluteString
    guard text.utf8.count <= maximumLength,
      !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" })
    else { return nil }
    switch url.scheme?.lowercased() {
    case "http", "https":
      guard let host = url.host, !host.isEmpty else { return nil }
      return text
    case "mailto":
      return text
    case nil:
      guard text.hasPrefix("/"), !text.hasPrefix("//") else { return nil }
      return text
    default:
      return nil
    }
  }
}
