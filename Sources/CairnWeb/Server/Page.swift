/// The HTML page the first request of a tab receives: the complete screen, so the first paint
/// needs no socket, plus the client script and stylesheet.
///
/// The page is made in two steps: ``Contents`` copies what it shows out of the session on the
/// main actor, and ``html(_:prefix:scriptVersion:stylesheetVersion:lazyScriptVersion:)``
/// writes the HTML from that copy anywhere, so serialising a large screen takes no main-actor
/// time.
enum Page {
  /// What a page shows of its session, copied out on the main actor.
  struct Contents: Sendable {
    let session: String
    let secret: String
    let url: String
    let title: String
    let tree: Node

    /// The contents of `session`'s page, titled `appTitle` while no screen sets a title.
    @MainActor
    init(_ session: Session, appTitle: String) {
      self.session = session.id
      self.secret = session.secret
      self.url = session.live.url.map(session.browserURL) ?? ""
      self.title = session.live.title ?? appTitle
      self.tree = session.live.tree
    }
  }

  /// The page showing `contents`; the asset versions make the script's and stylesheet's URLs
  /// cacheable for good.
  static func html(
    _ contents: Contents, prefix: String = "", scriptVersion: String = "",
    stylesheetVersion: String = "", lazyScriptVersion: String = ""
  ) -> String {
    let prefix = HTML.escapeAttribute(prefix)
    let title = HTML.escapeText(contents.title)
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="cairn-session" content="\(HTML.escapeAttribute(contents.session))">
      <meta name="cairn-secret" content="\(HTML.escapeAttribute(contents.secret))">
      <meta name="cairn-url" content="\(HTML.escapeAttribute(contents.url))">
      <meta name="cairn-prefix" content="\(prefix)">
      <title>\(title)</title>
      <link rel="stylesheet" href="\(prefix)/_cairn/cairn.css?v=\(stylesheetVersion)">
      <script src="\(prefix)/_cairn/cairn.js?v=\(scriptVersion)" defer></script>
      <script src="\(prefix)/_cairn/cairn-lazy.js?v=\(lazyScriptVersion)" defer></script>
      </head>
      <body>\(HTML.render(contents.tree))</body>
      </html>
      """
  }
}
