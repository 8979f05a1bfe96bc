/// Bounds on what one request, frame or tab can make the server do.
///
/// Every URL a tab can send (the first page load, back and forward) becomes navigation state
/// that is rendered on the shared main actor; these limits keep that work bounded whatever the
/// input. The defaults suit any app whose URLs a person could type.
public struct RequestLimits: Sendable, Equatable {
  /// The longest request target (path and query) served, in bytes; longer gets 414.
  public var maximumURLLength = 2048
  /// The most path components a URL may have; deeper gets 414.
  public var maximumPathComponents = 32
  /// How long a page's session waits for its socket; a page whose socket never connects
  /// (a link previewer, `curl`) is discarded after this and never runs any lifecycle work.
  public var attachDeadline: Duration = .seconds(10)
  /// How many sessions may wait for their socket at once; the oldest waiting one is
  /// discarded to make room, so a flood of page loads cannot exhaust memory.
  public var maximumWaitingSessions = 500
  /// How many sessions may exist at once; page loads past it get 503.
  public var maximumSessions = 10_000
  /// How long one render may hold the main actor before its session is ended: a screen
  /// that slow is broken or under attack, and every other tab waits while it renders.
  public var renderBudget: Duration = .seconds(2)

  /// The default limits.
  public init() {}

  /// Whether a URL (path and query) is within the limits.
  public func allows(url: String) -> Bool {
    guard url.utf8.count <= maximumURLLength else { return false }
    let path = url.split(separator: "?", maxSplits: 1).first ?? ""
    return path.split(separator: "/").count <= maximumPathComponents
  }
}
