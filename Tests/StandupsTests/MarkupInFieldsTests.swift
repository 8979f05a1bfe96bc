import CairnTestSupport
@_spi(Runtime) import CairnWeb
import Foundation
import IdentifiedCollections
import Standups
import StandupsFeatures
import Testing

extension StandupsViewTests {
  /// What held and must keep holding: markup typed into any field of Standups is shown as the
  /// very text typed on every screen that shows it, and never becomes markup.
  @Test(arguments: XSSPayloads.all)
  func markupInEveryFieldIsTextOnEveryScreen(payload: String) async throws {
    let (model, host) = host(samples: false)
    try await host.tap(host.button("New standup"))
    try await host.type(payload, into: host.textField("Title"))
    try await host.type(payload, into: host.textField("Name"))
    try await host.tap(host.button("Add"))
    let id = try #require(model.standups.first?.id.rawValue.uuidString)

    let banned: Set<String> = [
      "script", "iframe", "object", "embed", "img", "style", "link", "meta", "base", "template",
      "video", "audio", "math", "marquee", "details", "noscript",
    ]
    func check(_ screen: String) {
      #expect(host.contains(text: payload), "\(screen) shows the text as typed")
      if payload.contains("<") {
        #expect(!host.html.contains(payload), "\(screen) never holds it as markup")
      }
      let elements = host.tree.descendants().map(\.node).filter { $0.tag != nil }
      #expect(!elements.contains { banned.contains($0.tag ?? "") }, "\(screen): no such element")
      // The only links are the app's own drill-downs, to its own paths.
      let links = elements.filter { $0.tag == "a" }
      #expect(
        links.allSatisfy {
          $0.attributes["class"] == "navigation-link"
            && $0.attributes["href"]?.hasPrefix("/standups/") == true
        }, "\(screen): only the app's own links")
      #expect(
        !elements.contains { $0.attributes.keys.contains { $0.lowercased().hasPrefix("on") } },
        "\(screen): no event-handler attribute")
    }
    check("list")
    for path in ["/standups/\(id)", "/standups/\(id)/edit", "/standups/\(id)/record"] {
      model.open(DeepLink(path: path))
      await host.settle()
      check(path)
    }
  }
}
