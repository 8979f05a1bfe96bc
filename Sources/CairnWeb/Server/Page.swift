/// The HTML page the first request of a tab receives: the complete screen, so the first paint
/// needs no socket, plus the client script and stylesheet.
@MainActor
enum Page {
  static func html(session: Session, appTitle: String, prefix: String = "") -> String {
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
      <link rel="stylesheet" href="\(prefix)/_cairn/cairn.css">
      <script src="\(prefix)/_cairn/cairn.js" defer></script>
      </head>
      <body>\(HTML.render(session.live.tree))</body>
      </html>
      """
  }
}
