import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// Something a handler captures, to see when it is released.
final class CapturedThing {}

/// A model whose screen shows buttons only while it holds a thing.
@MainActor @Observable
final class RetentionModel {
  var thing: CapturedThing?
  var alert: AlertState<String>?
  var count = 0
}

/// Buttons (sync and async) and an async-handled alert whose handlers capture the thing.
struct RetentionView: View {
  @UIBindable var model: RetentionModel

  var body: some View {
    List {
      Text("Count: \(model.count)")
      if let thing = model.thing {
        Button("Sync") { _ = thing }
        Button("Async") {
          await Task.yield()
          _ = thing
        }
      }
    }
    .alert($model.alert) { (_: String) async in _ = model.thing }
  }
}

@MainActor
@Suite("Rendering keeps nothing from past renders")
struct RenderRetentionTests {
  @Test func handlersOfAPastRenderAreReleased() async throws {
    let model = RetentionModel()
    var thing: CapturedThing? = CapturedThing()
    weak let weakThing = thing
    model.thing = thing
    thing = nil
    let host = ViewHost { RetentionView(model: model) }
    try await host.tap(host.button("Async"))
    model.alert = AlertState { TextState("Hello") }
    await host.settle()
    for _ in 0..<3 {
      model.count += 1
      await host.settle()
    }
    #expect(weakThing != nil, "still on screen")

    // Once no render shows the buttons, nothing may hold what their handlers captured: a
    // handler that kept its render's context kept that render's whole handler table.
    model.thing = nil
    model.alert = nil
    for _ in 0..<5 {
      model.count += 1
      await host.settle()
    }
    #expect(weakThing == nil)
  }
}
