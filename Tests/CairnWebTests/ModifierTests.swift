import CairnWeb
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
              await withTaskCancellationHandler {
                await Task.yield()
              } onCancel: {
              }
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
    await yield(until: { model.log.contains("task started") })
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
    var started = false
    var wasCancelled = false
    var continuation: CheckedContinuation<Void, Never>?

    func run() async {
      started = true
      await withTaskCancellationHandler {
        await withCheckedContinuation { self.continuation = $0 }
      } onCancel: {
        Task { @MainActor in
          self.wasCancelled = true
          self.continuation?.resume()
          self.continuation = nil
        }
      }
    }
  }

  @Test func taskIsCancelledWhenTheViewLeaves() async {
    let model = Model()
    let probe = CancellationProbe()
    let host = ViewHost { TaskView(model: model, probe: probe) }
    await host.settle()
    await yield(until: { probe.started })
    #expect(probe.started)

    model.isShowing = false
    await host.settle()
    await yield(until: { probe.wasCancelled })
    #expect(probe.wasCancelled)
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

/// Lets other main-actor work run until `condition` holds, giving up after a bounded number of
/// turns (the expectation after it then fails). No clock is involved.
@MainActor
func yield(until condition: () -> Bool) async {
  for _ in 0..<10_000 where !condition() {
    await Task.yield()
  }
}
