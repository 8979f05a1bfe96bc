@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import CaseStudies
import CaseStudyFeatures
import Testing

@MainActor
@Suite("Case studies: view tests")
struct StudyViewTests {
  func host(_ path: String = "/") -> (GalleryModel, ViewHost) {
    let model = GalleryModel(deepLink: DeepLink(path: path))
    let host = ViewHost(url: { model.deepLink }, { GalleryView(model: model) })
    return (model, host)
  }

  @Test func galleryListsEveryStudy() {
    let (_, host) = host()
    #expect(host.find(.heading, "Case Studies") != nil)
    for study in GalleryModel.studies {
      #expect(host.contains(text: study.title))
    }
  }

  @Test func theGalleryLinksToTheOtherApps() {
    let (_, host) = host()
    #expect(host.link("The same tools with reducers")?[attribute: "href"] == "/reducers")
    #expect(host.link("Inventory: links, tabs and row routes")?[attribute: "href"] == "/inventory")
    #expect(
      host.link("Wi-Fi settings, written with view controllers")?[attribute: "href"] == "/wifi")
  }

  @Test func openingAStudyPushesTheURL() async throws {
    let (_, host) = host()
    let link = host.all(.link).first { $0.text.hasPrefix("Sheet") }
    #expect(link?[attribute: "href"] == "/sheet")
    try await host.tap(link)
    #expect(host.find(.heading, "Sheet") != nil)
    #expect(host.effects.contains(.pushURL("/sheet")))
  }

  /// The gallery's first screen is remembered between renders; a study opened a second time
  /// must still start afresh, not with the state it was left in.
  @Test func aStudyOpenedAgainStartsAfresh() async throws {
    let (model, host) = host()
    for _ in 0..<2 {
      try await host.tap(host.all(.link).first { $0.text.hasPrefix("Alerts and dialogs") })
      #expect(host.contains(text: "Count: 0"))
      try await host.tap(host.button("Change count"))
      try await host.tap(host.button("Increment", in: host.alert("Change the count")))
      #expect(host.contains(text: "Count: 1"))
      try await host.goBack()
      #expect(model.path.isEmpty)
    }
    #expect(host.live.memoCounts.hits > 0, "the list was reused while the study was shown")
  }

  @Test func sheetTypingUpdatesTheParentLive() async throws {
    let (_, host) = host("/sheet")
    try await host.tap(host.button("Edit"))
    #expect(host.effects.contains(.replaceURL("/sheet/edit")))
    let sheet = try #require(host.dialog("Edit text"))
    try await host.type("Typed in the sheet", into: host.textField("Text"))
    #expect(host.contains(text: "18 characters"))
    try await host.dismiss(sheet)
    #expect(host.dialog() == nil)
    #expect(host.texts.contains("Typed in the sheet"))
  }

  @Test func alertAnswered() async throws {
    let (model, host) = host("/alerts/alert")
    guard case .alerts(let study) = model.path.first else {
      Issue.record("expected the alerts study")
      return
    }
    study.count = 3
    await host.settle()
    let alert = try #require(host.alert("Reset the count?"))
    try await host.tap(host.button("Reset", in: alert))
    #expect(study.count == 0)
    #expect(host.alert() == nil)
  }

  @Test func confirmationDialogAnswered() async throws {
    let (_, host) = host("/alerts")
    try await host.tap(host.button("Change count"))
    let dialog = try #require(host.alert("Change the count"))
    try await host.tap(host.button("Increment", in: dialog))
    #expect(host.contains(text: "Count: 1"))
  }

  @Test func popoverOpensAndEscapeCloses() async throws {
    let (model, host) = host("/popover")
    try await host.tap(host.button("Show info"))
    let popover = try #require(host.dialog())
    #expect(popover[attribute: "class"]?.contains("popover") == true)
    try await host.dismiss(popover)
    #expect(model.deepLink.path == "/popover")
  }

  @Test func drillDownAndBack() async throws {
    let (model, host) = host("/drill-down")
    try await host.tap(host.button("Counter 2: 0"))
    #expect(host.find(.heading, "Counter 2") != nil)
    #expect(host.effects.contains(.pushURL("/drill-down/2")))
    try await host.tap(host.button("Increment Count: 0"))
    try await host.goBack()
    #expect(model.deepLink.path == "/drill-down")
    #expect(host.button("Counter 2: 1") != nil)
  }

  @Test func focusMovesInTheBrowser() async throws {
    let (_, host) = host("/focus")
    let email = try #require(host.textField("Email")?[attribute: "id"])
    try await host.tap(host.button("Next field"))
    #expect(host.effects.last == .focus(email))
    try await host.focus(host.textField("Notes"))
    try await host.tap(host.button("Next field"))
    #expect(host.effects.last == .focus(try #require(host.textField("Name")?[attribute: "id"])))
  }

  @Test func deepLinkButtonOpensNestedState() async throws {
    let (model, host) = host("/deep-link")
    try await host.tap(host.button("Open counter 3 of the drill-down"))
    #expect(model.deepLink.path == "/drill-down/3")
    #expect(host.find(.heading, "Counter 3") != nil)
  }

  @Test func stackScreensAndBack() async throws {
    let (model, host) = host("/stack/1/2")
    #expect(host.find(.heading, "Screen 2") != nil)
    #expect(host.button("Back to Screen 1") != nil)
    try await host.goBack()
    #expect(model.deepLink.path == "/stack/1")
  }
}
