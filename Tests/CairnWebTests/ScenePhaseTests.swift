@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// Issue 28, item 1: a screen can tell whether anyone is at its tab. `\.scenePhase` is
/// `background` before the tab's socket attaches and while it is gone, `active` while it is
/// attached; `onChange(of:initial:_:)` tells a model when it changes.
@MainActor
@Suite("Scene phase")
struct ScenePhaseTests {
  @MainActor @Observable
  final class Model {
    var changes: [String] = []
    var count = 0
  }

  struct PhaseView: View {
    let model: Model
    @Environment(\.scenePhase) var scenePhase

    var body: some View {
      Text(scenePhase == .active ? "Attended" : "Unattended")
        .onChange(of: scenePhase, initial: true) { old, new in
          model.changes.append("\(old)->\(new)")
        }
    }
  }

  @Test func theScenePhaseFollowsTheTabsSocket() async {
    let model = Model()
    let session = Session(id: "s", screen: AppScreen { PhaseView(model: model) })
    await session.live.settle()
    #expect(session.live.scenePhase == .background)
    #expect(HTML.render(session.live.tree).contains("Unattended"))
    #expect(model.changes.isEmpty, "nothing runs before the tab attaches")

    var frames: [String] = []
    let first = session.connect { frames.append($0) }
    await session.live.settle()
    #expect(HTML.render(session.live.tree).contains("Attended"))
    #expect(model.changes == ["active->active"], "the view appeared with the tab there")
    #expect(frames.contains { $0.contains("Attended") }, "the tab was told")

    session.disconnect(first)
    await session.live.settle()
    #expect(session.live.scenePhase == .background)
    #expect(HTML.render(session.live.tree).contains("Unattended"))
    #expect(model.changes.last == "active->background")

    session.connect { frames.append($0) }
    await session.live.settle()
    #expect(session.live.scenePhase == .active)
    #expect(model.changes == ["active->active", "active->background", "background->active"])
  }

  @Test func aStaleSocketsDisconnectLeavesTheNewerOneAttended() async {
    let model = Model()
    let session = Session(id: "s", screen: AppScreen { PhaseView(model: model) })
    let old = session.connect { _ in }
    session.connect { _ in }
    session.disconnect(old)
    await session.live.settle()
    #expect(session.live.scenePhase == .active)
    #expect(!model.changes.contains("active->background"))
  }

  @Test func aScreenThatDoesNotReadTheScenePhaseIsNotRedrawnWhenTheTabComesAndGoes() async {
    let model = Model()
    let session = Session(id: "s", screen: AppScreen { Text("\(model.count)") })
    let first = session.connect { _ in }
    await session.live.settle()
    let renders = session.live.renderCount
    session.disconnect(first)
    await session.live.settle()
    session.connect { _ in }
    await session.live.settle()
    #expect(session.live.renderCount == renders)
  }

  @Test func aViewHostSetsTheScenePhaseAsASessionDoes() async {
    let model = Model()
    let host = ViewHost { PhaseView(model: model) }
    await host.settle()
    #expect(host.contains(text: "Attended"))
    #expect(model.changes == ["active->active"])

    host.setScenePhase(.background)
    await host.settle()
    #expect(host.contains(text: "Unattended"))
    #expect(model.changes == ["active->active", "active->background"])
  }

  struct InitialView: View {
    let model: Model
    var body: some View {
      Text("\(model.count)")
        .onChange(of: model.count, initial: true) { old, new in
          model.changes.append("\(old)->\(new)")
        }
    }
  }

  @Test func initialRunsWhenTheTabAttachesEvenIfNothingRedraws() async {
    let model = Model()
    let session = Session(id: "s", screen: AppScreen { InitialView(model: model) })
    model.count = 3
    await session.live.settle()
    #expect(model.changes.isEmpty, "nothing runs before the tab attaches")

    session.connect { _ in }
    await session.live.settle()
    #expect(model.changes == ["3->3"])
    model.count = 4
    await session.live.settle()
    #expect(model.changes == ["3->3", "3->4"])
  }

  struct CountView: View {
    let model: Model
    var body: some View {
      Text("\(model.count)")
        .onChange(of: model.count) { old, new in model.changes.append("\(old)->\(new)") }
        .onChange(of: model.count > 1) { model.changes.append("past one") }
    }
  }

  @Test func onChangeRunsOnlyWhenTheValueChanges() async {
    let model = Model()
    let host = ViewHost { CountView(model: model) }
    await host.settle()
    #expect(model.changes.isEmpty, "without initial, appearing is not a change")

    model.count = 1
    await host.settle()
    #expect(model.changes == ["0->1"])
    model.count = 2
    await host.settle()
    #expect(model.changes.sorted() == ["0->1", "1->2", "past one"], "each keeps its own value")
    model.changes.removeAll()
    model.count = 2
    await host.settle()
    #expect(model.changes.isEmpty)
  }
}
