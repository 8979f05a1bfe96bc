/// The HTML page the first request of a tab receives: the complete screen, so the first paint
/// needs no socket, plus the client script and stylesheet.
@MainActor
enum Page {
  /// The page of `session`; the asset versions make the script's and stylesheet's URLs
  /// cacheable for good.
  static func html(
    session: Session, appTitle: String, prefix: String = "", scriptVersion: String = "",
    stylesheetVersion: String = ""
  ) -> String {
    let prefix = HTML.escapeAttribute(prefix)
    let title = HTML.escapeText(session.live.title ?? appTitle)
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="cairn-session" content="\(HTML.escapeAttribute(session.id))">
      <meta name="cairn-secret" content="\(HTML.escapeAttribute(session.secret))">
      <meta name="cairn-url" content="\(HTML.escapeAttribute(session.live.url.map(session.browserURL) ?? ""))">
      <meta name="cairn-prefix" content="\(prefix)">
      <title>\(title)</title>
      <link rel="stylesheet" href="\(prefix)/_cairn/cairn.css?v=\(stylesheetVersion)">
      <script src="\(prefix)/_cairn/cairn.js?v=\(scriptVersion)" defer></script>
      </head>
      <body>\(HTML.render(session.live.tree))</body>
      </html>
      """
  }
}
