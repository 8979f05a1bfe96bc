import HTTPTypes
import Hummingbird

/// What the browser says about why it fetches a page (Fetch Metadata, `Sec-Fetch-*`), used
/// so that another site cannot make the browser load pages blind.
///
/// A page is worth a session only when it will become a tab: a document the browser
/// navigates to. An image tag, a `no-cors` fetch or a frame on another site's page can load
/// a page but never runs its script, so its session would only wait for a socket that never
/// comes and push real tabs' sessions out. Browsers that send no `Sec-Fetch-Dest` (older
/// ones, and non-browser clients) are served as before; their floods are bounded per client
/// address instead (``RequestLimits/maximumWaitingSessionsPerClient``).
enum FetchMetadata {
  /// Whether `request` may make a session: it is a document navigation, comes from this
  /// server's own pages, or carries no fetch metadata.
  static func mayOpenPage(_ request: Request) -> Bool {
    guard let destination = request.headers[.secFetchDest]?.lowercased() else { return true }
    return destination == "document" || request.headers[.secFetchSite] == "same-origin"
  }
}

extension HTTPField.Name {
  static let secFetchDest = Self("Sec-Fetch-Dest")!
  static let secFetchSite = Self("Sec-Fetch-Site")!
  static let xForwardedFor = Self("X-Forwarded-For")!
}
