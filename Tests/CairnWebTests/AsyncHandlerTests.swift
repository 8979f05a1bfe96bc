@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// Async handlers run as tasks the runtime tracks: `settle()` (and so every `tap`) waits for
/// them, with no counted yields.
@MainActor
@Suite("Async handlers")
struct AsyncHandlerTests {
  /// Work that finishes on another actor, then in a task of its own, before it answers.
  actor Backend {
    func answer() async -> String {
      await Task.detached { "done" }.value
    }
  }

  @MainActor @Observable
  final class Model {
    let backend = Backend()
    var status = "idle"
    var alert: AlertState<String>?

    func save() async {
      status = await backend.answer()
    }
  }

  struct AsyncView: View {
    @UIBindable var model: Model
    var body: some View {
      VStack {
        Text(model.status)
        Button("Save") { await model.save() }
        Button("Ask") {
          model.alert = AlertState {
            TextState("Save?")
          } actions: {
            ButtonState(action: "save") { TextState("Save") }
          }
        }
      }
      .alert($model.alert) { action in
        if action == "save" { await model.save() }
      }
    }
  }

  @Test func anAsyncButtonActionHasFinishedWhenTheTapReturns() async throws {
    let model = Model()
    let host = ViewHost { AsyncView(model: model) }
    try await host.tap(host.button("Save"))
    #expect(model.status == "done")
    #expect(host.contains(text: "done"))
  }

  @Test func anAsyncAlertActionHasFinishedWhenTheTapReturns() async throws {
    let model = Model()
    let host = ViewHost { AsyncView(model: model) }
    try await host.tap(host.button("Ask"))
    try await host.tap(host.button("Save", in: host.alert("Save?")))
    #expect(model.alert == nil)
    #expect(model.status == "done")
  }
}
