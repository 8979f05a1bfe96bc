import Cairn
import CairnArchitecture
import CaseStudyFeatures
import Testing

/// Each case study written with reducers, tested with a `TestStore`.
@MainActor
@Suite("Case studies with reducers")
struct ReducerStudiesTests {
  @Test func theSheetsEditorSavesAndDismissesItself() async {
    let store = TestStore(initialState: SheetStudyFeature.State(text: "Hi")) {
      SheetStudyFeature()
    }
    await store.send(.editButtonTapped) { $0.editor = TextEditorFeature.State(text: "Hi") }
    await store.send(\.editor.presented.binding, .set(\.text, "Hello")) {
      $0.editor?.text = "Hello"
    }
    await store.send(.editor(.presented(.saveButtonTapped)))
    await store.receive(.editor(.presented(.delegate(.save("Hello"))))) { $0.text = "Hello" }
    await store.receive(.editor(.dismiss)) { $0.editor = nil }
  }

  @Test func theSheetsEditorCancelsWithoutChangingTheText() async {
    let store = TestStore(initialState: SheetStudyFeature.State(text: "Hi")) {
      SheetStudyFeature()
    }
    await store.send(.editButtonTapped) { $0.editor = TextEditorFeature.State(text: "Hi") }
    await store.send(\.editor.presented.binding, .set(\.text, "Gone")) {
      $0.editor?.text = "Gone"
    }
    await store.send(.editor(.presented(.cancelButtonTapped)))
    await store.receive(.editor(.dismiss)) { $0.editor = nil }
    #expect(store.state.text == "Hi")
  }

  @Test func theAlertResetsAndTheDialogChangesTheCount() async {
    let store = TestStore(initialState: AlertsStudyFeature.State(count: 3)) {
      AlertsStudyFeature()
    }
    await store.send(.changeButtonTapped) { $0.dialog = AlertsStudyFeature.changeDialog }
    await store.send(.dialog(.presented(.increment))) {
      $0.count = 4
      $0.dialog = nil
    }
    await store.send(.changeButtonTapped) { $0.dialog = AlertsStudyFeature.changeDialog }
    await store.send(.dialog(.dismiss)) { $0.dialog = nil }
    await store.send(.resetButtonTapped) { $0.alert = AlertsStudyFeature.resetAlert(count: 4) }
    await store.send(.alert(.presented(.confirmReset))) {
      $0.count = 0
      $0.alert = nil
    }
  }

  @Test func thePopoversTipClosesItself() async {
    let store = TestStore(initialState: PopoverStudyFeature.State()) { PopoverStudyFeature() }
    await store.send(.showTipButtonTapped) {
      $0.timesShown = 1
      $0.tip = TipFeature.State(number: 1)
    }
    await store.send(.tip(.presented(.gotItButtonTapped)))
    await store.receive(.tip(.dismiss)) { $0.tip = nil }
  }

  @Test func theDrillDownsCounterChangesReachTheList() async {
    let store = TestStore(initialState: DrillDownStudyFeature.State()) { DrillDownStudyFeature() }
    await store.send(.counterTapped(id: 3)) {
      $0.counter = CounterDetailFeature.State(id: 3)
    }
    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 1
      $0.counters[id: 3]?.count = 1
    }
    await store.send(.counter(.presented(.decrementButtonTapped))) {
      $0.counter?.count = 0
      $0.counters[id: 3]?.count = 0
    }
    await store.send(.counter(.presented(.decrementButtonTapped)))
    await store.send(.counter(.dismiss)) { $0.counter = nil }
  }

  @Test func theStackPushesPopsItselfAndPopsToTheList() async {
    let store = TestStore(initialState: ReducerGallery.State()) { ReducerGallery() }
    await store.send(.studyTapped(.stack)) {
      $0.path[id: 0] = .number(NumberScreenFeature.State(number: 1))
    }
    await store.send(.path(.element(id: 0, action: .number(.pushNextButtonTapped))))
    await store.receive(.path(.element(id: 0, action: .number(.delegate(.push(2)))))) {
      $0.path[id: 1] = .number(NumberScreenFeature.State(number: 2))
    }
    // The screen's own back button: its dismiss() pops it by id.
    await store.send(.path(.element(id: 1, action: .number(.backButtonTapped))))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await store.send(.path(.element(id: 0, action: .number(.pushNextButtonTapped))))
    await store.receive(.path(.element(id: 0, action: .number(.delegate(.push(2)))))) {
      $0.path[id: 2] = .number(NumberScreenFeature.State(number: 2))
    }
    await store.send(.path(.element(id: 2, action: .number(.popToRootButtonTapped))))
    await store.receive(.path(.element(id: 2, action: .number(.delegate(.popToRoot)))))
    await store.receive(.path(.popFrom(id: 0))) { $0.path.removeAll() }
  }

  @Test func oneDestinationEnumDrivesTheSheetTheTipAndTheAlert() async {
    let store = TestStore(initialState: DestinationsStudyFeature.State(text: "Hi")) {
      DestinationsStudyFeature()
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(TextEditorFeature.State(text: "Hi"))
    }
    // Presenting another destination replaces the first: at most one is ever up.
    await store.send(.tipButtonTapped) { $0.destination = .tip(TipFeature.State(number: 1)) }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(TextEditorFeature.State(text: "Hi"))
    }
    await store.send(\.destination.edit.binding, .set(\.text, "Hey")) {
      $0.destination = .edit(TextEditorFeature.State(text: "Hey"))
    }
    await store.send(.destination(.presented(.edit(.saveButtonTapped))))
    await store.receive(.destination(.presented(.edit(.delegate(.save("Hey")))))) {
      $0.text = "Hey"
    }
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.clearButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Clear the text?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        })
    }
    await store.send(.destination(.presented(.alert(.confirmClear)))) {
      $0.text = ""
      $0.destination = nil
    }
  }
}

/// The reducer gallery's URLs and what the browser's back and forward buttons do to its stack.
@MainActor
@Suite("Reducer gallery links")
struct ReducerGalleryLinkTests {
  @Test func linksRoundTripAndStopAtTheFirstComponentThatMakesNoSense() {
    let links = [
      "/reducers", "/reducers/sheet/edit", "/reducers/alerts/dialog", "/reducers/popover/tip",
      "/reducers/drill-down/3", "/reducers/stack/1/2", "/reducers/destinations/edit/stack/4",
    ]
    for path in links {
      let state = ReducerGallery.State(deepLink: DeepLink(path: path))
      #expect(state.deepLink.path == path)
    }
    let state = ReducerGallery.State(deepLink: DeepLink(path: "/reducers/sheet/nonsense/alerts"))
    #expect(state.routes == [.sheet(isEditing: false)])
    #expect(ReducerGallery.State(deepLink: DeepLink(path: "/drill-down/3")).routes.isEmpty)
    #expect(
      ReducerGallery.State(deepLink: DeepLink(path: "/reducers/drill-down/9")).routes == [
        .drillDown(counter: nil)
      ])
  }

  @Test func goingBackToAPrefixPopsByID() async {
    let store = TestStore(
      initialState: ReducerGallery.State(deepLink: DeepLink(path: "/reducers/stack/1/2/3"))
    ) {
      ReducerGallery()
    }
    await store.send(.linkOpened([.number(1)]))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await store.send(.linkOpened([]))
    await store.receive(.path(.popFrom(id: 0))) { $0.path.removeAll() }
  }

  @Test func goingForwardRebuildsFromTheFirstScreenThatDiffers() async {
    let store = TestStore(
      initialState: ReducerGallery.State(deepLink: DeepLink(path: "/reducers/stack/1"))
    ) {
      ReducerGallery()
    }
    await store.send(.linkOpened([.number(1), .number(2)])) {
      $0.path[id: 1] = .number(NumberScreenFeature.State(number: 2))
    }
    await store.send(.linkOpened([.alerts(presenting: .dialog)])) {
      $0.path.removeAll()
      var alerts = AlertsStudyFeature.State()
      alerts.dialog = AlertsStudyFeature.changeDialog
      $0.path[id: 2] = .alerts(alerts)
    }
  }
}
