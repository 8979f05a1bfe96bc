import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Foundation
import IdentifiedCollections
import Testing

/// Scrumdinger's look, as the page's markup carries it (the screenshots in
/// `Tools/standups-screenshots.py` show it drawn).
extension StandupsViewTests {
  static let orange = "rgba(255, 139, 66, 1.0)"

  func descendants(of element: ViewHost.Element?) -> [Node] {
    element?.node.descendants().map(\.node) ?? []
  }

  @Test func cardsAreWholeRowsInTheirThemeColoursWithTheDurationTrailing() throws {
    let (_, host) = host()
    let rows = host.all(.listItem)
    #expect(rows.count == 3)
    #expect(rows[0].node.attributes["style"] == "background: \(Self.orange);")
    let card = try #require(host.all(.link).first { $0.text.contains("Design") })
    #expect(card.node.attributes["style"]?.contains("color: rgba(0, 0, 0, 1.0);") == true)
    // Padding inside the card, and the duration after a spacer in the card's bottom line.
    #expect(descendants(of: card).contains { $0.attributes["style"] == "padding: 8px;" })
    let line = try #require(
      descendants(of: card).first { $0.attributes["class"]?.hasPrefix("hstack") == true })
    #expect(line.children.map { $0.attributes["class"] ?? "" }.contains("spacer"))
    #expect(line.children.last?.textContent.contains("1 min") == true)
  }

  @Test func startMeetingIsTheDetailsPrimaryButtonInTheThemesColours() async throws {
    let (model, host) = host()
    model.open(DeepLink(path: "/standups/\(model.standups[0].id.rawValue.uuidString)"))
    await host.settle()
    let start = try #require(host.button("Start Meeting"))
    #expect(start.node.attributes["class"] == "button style-prominent")
    #expect(start.node.attributes["style"]?.contains("--tint: \(Self.orange);") == true)
    // The theme row shows a swatch of the theme, named.
    let swatch = try #require(
      host.tree.descendants().first { $0.node.textContent == "Orange" && $0.node.tag == "span" })
    #expect(swatch.node.attributes["style"]?.contains("background: \(Self.orange);") == true)
  }

  @Test func theFormPicksAThemeFromSwatchesInTheirColours() async throws {
    let (model, host) = host()
    model.open(
      DeepLink(path: "/standups/\(model.standups[0].id.rawValue.uuidString)/edit"))
    await host.settle()
    let picker = try #require(host.find(.picker, "Theme"))
    #expect(picker.node.children.count == 16)
    #expect(
      picker.node.children.allSatisfy {
        $0.children.first?.attributes["style"]?.contains("background: rgba(") == true
      })
    let checked = picker.node.children.filter { $0.attributes["aria-checked"] == "true" }
    #expect(checked.map(\.textContent) == ["Orange"])
    try await host.select("Navy", in: host.find(.picker, "Theme"))
    #expect(
      host.find(.picker, "Theme")?.node.children.first { $0.textContent == "Navy" }?
        .attributes["aria-checked"] == "true")
    // Each attendee's delete button names the attendee.
    let deletes = host.all(.button, in: host.dialog()).map(\.name).filter {
      $0.hasPrefix("Delete")
    }
    #expect(
      deletes == [
        "Delete Blob", "Delete Blob Jr", "Delete Blob Sr", "Delete Blob Esq",
        "Delete Blob III", "Delete Blob I",
      ])
    #expect(host.button("New attendee")?.node.attributes["class"] == "button style-bordered")
  }

  func ringSegments(_ host: ViewHost) -> (track: Int, filled: Int) {
    let nodes: [Node] = host.tree.descendants().map(\.node)
    let arcs = nodes.filter { (node: Node) -> Bool in
      let isShape = node.tag == "path" || node.tag == "circle"
      return isShape && node.attributes["stroke"] == "currentColor"
    }
    return (
      arcs.filter { $0.attributes["stroke-opacity"] == "0.25" }.count,
      arcs.filter { $0.attributes["stroke-opacity"] == "1" }.count
    )
  }

  @Test func theRecordScreenHasARingWithASegmentPerSpeaker() async throws {
    let (model, host) = host()
    let design = model.standups[0]
    model.open(DeepLink(path: "/standups/\(design.id.rawValue.uuidString)/record"))
    await host.settle()
    #expect(ringSegments(host).track == 6, "one segment per attendee")
    #expect(ringSegments(host).filled == 0, "nobody has spoken yet")
    #expect(host.contains(text: "Blob is speaking"))

    let next = try #require(host.button("Next speaker"))
    #expect(next.node.attributes["class"] == "button style-bordered")
    try await host.tap(next)
    try await host.tap(host.button("Next speaker"))
    #expect(ringSegments(host).filled == 2, "two speakers done")
    #expect(host.contains(text: "Blob Sr is speaking"))
    // The buttons take the theme's text colour (black on orange), not the page's blue.
    let panel = try #require(
      host.tree.descendants().first { $0.node.attributes["style"]?.contains("--tint") == true })
    #expect(panel.node.attributes["style"]?.contains("--tint: rgba(0, 0, 0, 1.0);") == true)
  }

  @Test func aMeetingJustSavedComesIntoThePastMeetings() async throws {
    let (model, host) = host()
    let design = model.standups[0]
    model.open(DeepLink(path: "/standups/\(design.id.rawValue.uuidString)"))
    await host.settle()
    let before = host.all(.listItem).filter { $0.node.attributes["data-transition"] != nil }
    #expect(before.count == 1)
    #expect(before.allSatisfy { $0.node.attributes["data-entering"] == nil })

    try await host.tap(host.button("Start Meeting"))
    try await host.tap(host.button("Continue without recording", in: host.alert()))
    try await host.tap(host.button("End meeting"))
    try await host.tap(host.button("Save and end", in: host.alert()))
    let meetings = host.all(.listItem).filter { $0.node.attributes["data-transition"] != nil }
    #expect(meetings.count == 2)
    #expect(meetings.map { $0.node.attributes["data-entering"] != nil } == [true, false])
  }
}
