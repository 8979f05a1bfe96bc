import Cairn
import CaseStudies
import CaseStudyFeatures
import Testing

@MainActor
@Suite("Case studies: feature tests on the models")
struct StudyFeatureTests {
  @Test func sheetEditsTheParentThroughTheBinding() {
    let model = SheetStudyModel()
    model.editButtonTapped()
    #expect(model.editor != nil)
    model.text = "Edited in the sheet"
    model.doneButtonTapped()
    #expect(model.editor == nil)
    #expect(model.text == "Edited in the sheet")
  }

  @Test func alertResetsAndDialogChangesTheCount() {
    let model = AlertStudyModel()
    model.count = 5
    model.resetButtonTapped()
    #expect(model.destination?[case: \.alert]?.title == TextState("Reset the count?"))
    #expect(model.destination?[case: \.alert]?.message == TextState("The count is 5."))
    model.buttonTapped(.reset)
    #expect(model.count == 0)

    model.changeButtonTapped()
    #expect(
      model.destination?[case: \.dialog]?.buttons.map(\.action) == [.increment, .decrement, nil])
    model.buttonTapped(.increment)
    model.buttonTapped(.increment)
    model.buttonTapped(.decrement)
    #expect(model.count == 1)
  }

  @Test func popoverFollowsItsBoolean() {
    let gallery = GalleryModel(deepLink: DeepLink(path: "/popover"))
    guard case .popover(let model) = gallery.path.first else {
      Issue.record("expected the popover study")
      return
    }
    #expect(model.isInfoPresented == false)
    model.isInfoPresented = true
    #expect(gallery.deepLink.path == "/popover/info")
    model.isInfoPresented = false
    #expect(gallery.deepLink.path == "/popover")
  }

  @Test func drillDownSelectsACounter() {
    let model = DrillDownStudyModel()
    model.selected = model.counters[2]
    model.selected?.count += 1
    #expect(model.counters[2].count == 1, "the drilled-into counter is the list's own")
  }

  @Test func stackPushesAndPopsNumbers() {
    let gallery = GalleryModel()
    gallery.studyTapped(4)
    gallery.push(number: 1)
    gallery.push(number: 2)
    #expect(gallery.deepLink.path == "/stack/1/2")
    gallery.popToStackRoot()
    #expect(gallery.deepLink.path == "/stack")
  }

  @Test func focusMovesWithTheModel() {
    let model = FocusStudyModel()
    #expect(model.focus == .name)
    model.nextFieldTapped()
    #expect(model.focus == .email)
    model.nextFieldTapped()
    model.nextFieldTapped()
    #expect(model.focus == .name)

    model.focus = nil
    model.validateTapped()
    #expect(model.focus == .name)
    #expect(model.message == "Name is required.")
    model.name = "Blob"
    model.validateTapped()
    #expect(model.focus == .email)
    model.email = "blob@example.com"
    model.validateTapped()
    #expect(model.focus == nil)
    #expect(model.message == "All good.")
  }

  @Test func deepLinkIntoNestedState() {
    let gallery = GalleryModel()
    gallery.openNestedCounter(3)
    guard case .drillDown(let drillDown) = gallery.path.first else {
      Issue.record("expected the drill-down study")
      return
    }
    #expect(drillDown.selected?.id == 3)
    #expect(gallery.deepLink.path == "/drill-down/3")
  }

  @Test(arguments: [
    "/", "/sheet", "/sheet/edit", "/alerts", "/alerts/alert", "/alerts/dialog", "/popover",
    "/popover/info", "/drill-down", "/drill-down/4", "/stack", "/stack/1/2/3", "/focus",
    "/deep-link",
  ])
  func routesRoundTrip(path: String) {
    let gallery = GalleryModel(deepLink: DeepLink(path: path))
    #expect(gallery.deepLink.path == path)
  }

  @Test(arguments: [
    ("/nowhere", "/"), ("/drill-down/99", "/drill-down"), ("/sheet/bogus", "/sheet"),
    ("/stack/1/x/3", "/stack/1"), ("/alerts/alert/extra", "/alerts/alert"),
  ])
  func unknownOrStaleURLsLandOnTheNearestValidScreen(path: String, expected: String) {
    #expect(GalleryModel(deepLink: DeepLink(path: path)).deepLink.path == expected)
  }

  @Test func openingALinkKeepsTheModelsOfScreensThatStay() {
    let gallery = GalleryModel(deepLink: DeepLink(path: "/drill-down/2"))
    guard case .drillDown(let drillDown) = gallery.path.first else {
      Issue.record("expected the drill-down study")
      return
    }
    drillDown.counters[0].count = 9
    gallery.open(DeepLink(path: "/drill-down"))
    guard case .drillDown(let same) = gallery.path.first else {
      Issue.record("expected the drill-down study")
      return
    }
    #expect(same === drillDown)
    #expect(same.selected == nil)
    #expect(same.counters[0].count == 9)
  }
}
