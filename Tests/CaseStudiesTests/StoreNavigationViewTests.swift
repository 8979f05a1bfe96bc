import Cairn
import CairnArchitecture
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import CaseStudies
import CaseStudyFeatures
import Testing

@testable import CairnArchitectureWeb

/// The case studies with reducers, drawn by CairnWeb from a store: alerts and dialogs send
/// their buttons' actions into the presented child, the stack pops by id, and the URL follows.
@MainActor
@Suite("Store-driven navigation in CairnWeb")
struct StoreNavigationViewTests {
  let store = Store(initialState: ReducerGallery.State()) { ReducerGallery() }

  func makeHost() -> ViewHost {
    let store = store
    let url: @MainActor () -> DeepLink = { store.state.deepLink }
    return ViewHost(url: url) { ReducerGalleryView(store: store) }
  }

  /// Taps the gallery's row for the study titled `title` (its label also holds a summary).
  func openStudy(_ title: String, in host: ViewHost) async throws {
    try await host.tap(host.all(.link).first { $0.name.hasPrefix(title) })
  }

  /// Lets a child's effect (a main-actor task that calls `dismiss()`) run; bounded, no clock.
  func letEffectsRun(_ host: ViewHost, until done: () -> Bool) async {
    for _ in 0..<100 where !done() { await Task.yield() }
    await host.settle()
  }

  @Test func alertAndDialogButtonsReachThePresentedChild() async throws {
    let host = makeHost()
    try await openStudy("Alerts and dialogs", in: host)
    try await host.tap(host.button("Change count"))
    let dialog = try #require(host.alert("Change the count"))
    try await host.tap(host.button("Add one", in: dialog))
    #expect(host.alert("Change the count") == nil)
    #expect(host.contains(text: "Count: 1"))

    try await host.tap(host.button("Reset"))
    let alert = try #require(host.alert("Reset the count?"))
    #expect(host.contains(text: "The count is 1."))
    try await host.tap(host.button("Reset", in: alert))
    #expect(host.alert("Reset the count?") == nil)
    #expect(host.contains(text: "Count: 0"))

    // Escape on a dialog whose cancel button has no action sends `.dismiss`.
    try await host.tap(host.button("Change count"))
    try await host.dismiss(host.alert("Change the count"))
    #expect(host.alert("Change the count") == nil)
    guard case .alerts(let study) = store.path.first else {
      Issue.record("The alerts study is not on the stack")
      return
    }
    #expect(study.dialog == nil && study.count == 0)
  }

  @Test func galleryRowsAreLinksThatPushByID() async throws {
    let host = makeHost()
    let sheet = host.all(.link).first { $0.name.hasPrefix("Sheet") }
    #expect(sheet?[attribute: "href"] == "/reducers/sheet")
    #expect(
      host.all(.link).first { $0.name.hasPrefix("Stack") }?[attribute: "href"]
        == "/reducers/stack/1")
    // A NavigationLink(state:) sends .push(id:state:) with the stack's next id.
    try await host.tap(sheet)
    #expect(store.path.elementIDs == [0])
    #expect(host.effects.contains(.pushURL("/reducers/sheet")))
    try await host.goBack()
    try await openStudy("Popover", in: host)
    #expect(store.path.elementIDs == [1], "ids keep counting up")
  }

  @Test func theStackPushesPopsByIDAndKeepsTheURLInStep() async throws {
    let host = makeHost()
    try await openStudy("Stack", in: host)
    try await host.tap(host.button("Push 2"))
    #expect(host.live.title == "Screen 2")
    #expect(store.path.elementIDs == [0, 1])
    #expect(host.effects.contains(.pushURL("/reducers/stack/1/2")))

    // The page's back button sends `.popFrom(id: 1)`.
    try await host.goBack()
    #expect(host.live.title == "Screen 1")
    #expect(store.path.elementIDs == [0])
    #expect(host.effects.last == .replaceURL("/reducers/stack/1"))

    // The screen's own button: its `dismiss()` pops it.
    try await host.tap(host.button("Push 2"))
    try await host.tap(host.button("Back (the screen dismisses itself)"))
    await letEffectsRun(host) { store.path.count == 1 }
    #expect(host.live.title == "Screen 1")
    #expect(store.path.elementIDs == [0])

    try await host.tap(host.button("Pop to the list"))
    await letEffectsRun(host) { store.path.isEmpty }
    #expect(host.live.title == "Reducer Case Studies")
  }

  @Test func oneDestinationEnumPresentsASheetAPopoverAndAnAlert() async throws {
    let host = makeHost()
    try await openStudy("Destinations", in: host)
    try await host.tap(host.button("Edit"))
    #expect(host.dialog("Edit text") != nil)
    try await host.dismiss(host.dialog("Edit text"))
    #expect(host.dialog("Edit text") == nil)

    try await host.tap(host.button("Show tip"))
    let tip = try #require(host.dialog())
    #expect(tip.text.contains("Tip #1"))
    try await host.tap(host.button("Got it", in: tip))
    await letEffectsRun(host) { host.dialog() == nil }
    #expect(host.dialog() == nil)

    try await host.tap(host.button("Clear"))
    try await host.tap(host.button("Clear", in: host.alert("Clear the text?")))
    #expect(host.contains(text: "(empty)"))
  }

  @Test func aDrillDownFromAScopedStorePushesAndPopsWithBack() async throws {
    let host = makeHost()
    try await openStudy("Drill-down", in: host)
    try await host.tap(host.button("Counter 2: 0"))
    #expect(host.live.title == "Counter 2")
    try await host.tap(host.button("Increment"))
    #expect(host.effects.contains(.pushURL("/reducers/drill-down/2")))
    try await host.goBack()
    #expect(host.live.title == "Drill-down")
    #expect(host.button("Counter 2: 1") != nil)
  }

  @Test func theStacksPathBindingOnlyPops() {
    store.send(.studyTapped(.stack))
    store.send(.path(.element(id: 0, action: .number(.delegate(.push(2))))))
    store.send(.path(.element(id: 1, action: .number(.delegate(.push(3))))))
    let stack = UIBindable(store).scope(state: \.path, action: \.path)
    let ids = stack[
      dynamicMember:
        \Store<
          StackState<ReducerGallery.Path.State>,
          StackAction<ReducerGallery.Path.State, ReducerGallery.Path.Action>
        >.[poppingElementIDs: StackPathMarker()]]
    #expect(ids.wrappedValue == [0, 1, 2])
    withKnownIssue {
      ids.wrappedValue = [0, 1, 2, 7]
    } matching: {
      $0.description.contains("can only be popped")
    }
    #expect(store.path.elementIDs == [0, 1, 2])
    ids.wrappedValue = [0]
    #expect(store.path.elementIDs == [0])
  }
}
