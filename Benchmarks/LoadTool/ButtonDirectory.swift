import Foundation

/// The click handlers of the buttons one simulated tab may click, by label, kept up to date
/// from the page and from the HTML that update frames insert (a sheet's buttons appear only
/// once it opens).
actor ButtonDirectory {
  private let labels: [String]
  private var handlers: [String: String] = [:]

  /// A directory of the buttons labelled `labels`, starting from `handlers`.
  init(labels: [String], handlers: [String: String]) {
    self.labels = labels
    self.handlers = handlers
  }

  /// The handler last seen for the button labelled `label`.
  func handler(for label: String) -> String? { handlers[label] }

  /// Notes the buttons in the HTML fragments of an update frame (`text`, the frame's JSON).
  func noteUpdate(_ text: String) {
    guard text.contains("<button"),
      let frame = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let operations = frame["ops"] as? [[Any]]
    else { return }
    for operation in operations {
      for case let html as String in operation where html.contains("<button") {
        handlers.merge(ParsedPage.handlers(for: labels, in: html)) { _, new in new }
      }
    }
  }
}
