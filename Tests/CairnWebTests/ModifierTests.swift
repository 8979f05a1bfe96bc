@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("Modifiers and controls")
struct ModifierTests {
  @MainActor @Observable
  final class Model {
    var isShowing = true
    var isCoverPresented = false
    var isAlertPresented = false
    var choice = "b"
    var log: [String] = []
    var isLocked = false
    /// What the views' tasks report, for tests to await instead of polling.
    let (events, report) = AsyncStream.makeStream(of: String.self)
  }

  struct LifecycleView: View {
    let model: Model
    var body: some View {
      VStack {
        if model.isShowing {
          Text("Child")
            .onAppear { model.log.append("appear") }
            .onDisappear { model.log.append("disappear") }
            .task {
              model.log.append("task started")
              model.report.yield("task started")
            }
        }
      }
    }
  }

  @Test func onAppearOnDisappearAndTaskFollowTheView() async {
    let model = Model()
    let host = ViewHost { LifecycleView(model: model) }
    await host.settle()
    #expect(model.log.contains("appear"))
    var events = model.events.makeAsyncIterator()
    #expect(await events.next() == "task started")
    #expect(model.log.contains("task started"))

    model.isShowing = false
    await host.settle()
    #expect(model.log.last == "disappear")

    model.log.removeAll()
    model.isShowing = true
    await host.settle()
    #expect(model.log.contains("appear"), "appearing again runs onAppear again")
  }

  struct TaskView: View {
    let model: Model
    let probe: CancellationProbe
    var body: some View {
      VStack {
        if model.isShowing {
          Text("Working").task { await probe.run() }
        }
      }
    }
  }

  @MainActor
  final class CancellationProbe {
    let (events, report) = AsyncStream.makeStream(of: String.self)

    func run() async {
      report.yield("started")
      let (never, _) = AsyncStream.makeStream(of: Void.self)
      for await _ in never {}  // ends only when the task is cancelled
      report.yield("cancelled")
    }
  }

  @Test func taskIsCancelledWhenTheViewLeaves() async {
    let model = Model()
    let probe = CancellationProbe()
    let host = ViewHost { TaskView(model: model, probe: probe) }
    await host.settle()
    var events = probe.events.makeAsyncIterator()
    #expect(await events.next() == "started")

    model.isShowing = false
    await host.settle()
    #expect(await events.next() == "cancelled")
  }

  struct CoverView: View {
    @UIBindable var model: Model
    var body: some View {
      VStack {
        Button("Cover") { model.isCoverPresented = true }
        Button("Ask") { model.isAlertPresented = true }
        Picker("Letter", selection: $model.choice) {
          ForEach(["a", "b", "c"], id: \.self) { letter in Text(letter.uppercased()).tag(letter) }
        }
        Button("Locked") { model.log.append("locked tapped") }.disabled(model.isLocked)
      }
      .fullScreenCover(isPresented: $model.isCoverPresented) {
        DismissingView()
      }
      .alert(
        "Proceed?", isPresented: $model.isAlertPresented,
        actions: { Button("Yes") { model.log.append("yes, alert up: \(model.isAlertPresented)") } },
        message: { Text("Really?") })
    }
  }

  struct DismissingView: View {
    @Environment(\.dismiss) var dismiss
    var body: some View {
      Button("Close") { dismiss() }.navigationTitle("Cover")
    }
  }

  @Test func fullScreenCoverClosesThroughTheEnvironmentsDismiss() async throws {
    let model = Model()
    let host = ViewHost { CoverView(model: model) }
    try await host.tap(host.button("Cover"))
    let cover = try #require(host.dialog("Cover"))
    #expect(cover[attribute: "class"]?.contains("cover") == true)

    try await host.tap(host.button("Close", in: cover))
    #expect(model.isCoverPresented == false)
    #expect(host.dialog() == nil)
  }

  @Test func titleAndActionsAlertDismissesBeforeTheButtonsAction() async throws {
    let model = Model()
    let host = ViewHost { CoverView(model: model) }
    try await host.tap(host.button("Ask"))
    let alert = try #require(host.alert("Proceed?"))
    #expect(alert.text.contains("Really?"))
    try await host.tap(host.button("Yes", in: alert))
    #expect(model.log == ["yes, alert up: false"])
    #expect(host.alert() == nil)
  }

  @Test func pickerShowsTaggedOptionsAndWritesTheSelection() async throws {
    let model = Model()
    let host = ViewHost { CoverView(model: model) }
    let picker = try #require(host.find(.picker, "Letter"))
    #expect(picker.node.children.map(\.textContent) == ["A", "B", "C"])
    #expect(picker.node.children[1].attributes["selected"] != nil)

    try await host.select("C", in: picker)
    #expect(model.choice == "c")
  }

  @Test func disabledControlsAreDrawnDisabledAndAcceptNoEvents() async throws {
    let model = Model()
    model.isLocked = true
    let host = ViewHost { CoverView(model: model) }
    let button = try #require(host.button("Locked"))
    #expect(button[attribute: "disabled"] != nil)
    await #expect(throws: ViewHost.HostError.self) { try await host.tap(button) }
    #expect(model.log.isEmpty)
  }

  @Test func pageTitleFollowsTheTopScreen() async throws {
    let model = Model()
    let host = ViewHost { CoverView(model: model) }
    try await host.tap(host.button("Cover"))
    #expect(host.effects.contains(.title("Cover")) == false, "a sheet's title is not the page's")
  }
}
