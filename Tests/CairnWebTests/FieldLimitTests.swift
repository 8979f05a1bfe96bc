@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// Over-long input: a field's limit is visible, enforced by the browser, and by the server
/// for anything that gets past the browser.
@MainActor
@Suite("Field limits")
struct FieldLimitTests {
  @MainActor @Observable
  final class Model {
    var title = ""
  }

  struct FormView: View {
    @UIBindable var model: Model
    var body: some View {
      Form { TextField("Title", text: $model.title) }
    }
  }

  @Test func aFieldCarriesItsLimitAndShowsItNearTheEnd() async throws {
    let model = Model()
    let host = ViewHost { FormView(model: model) }
    let field = try #require(host.textField("Title"))
    #expect(field.node.attributes["maxlength"] == "1000")
    #expect(!host.contains(text: "characters"), "no counter far from the limit")

    try await host.type(String(repeating: "a", count: 850), into: host.textField("Title"))
    #expect(host.contains(text: "850 / 1000 characters"))
  }

  @Test func aValueOverTheLimitIsCutNotDroppedNorSavedEmpty() async throws {
    let model = Model()
    let host = ViewHost { FormView(model: model) }
    let pasted = String(repeating: "Standup ", count: 9_000)  // 72,000 characters
    try await host.type(pasted, into: host.textField("Title"))
    #expect(model.title.count == 1_000)
    #expect(model.title == String(pasted.prefix(1_000)))
    #expect(host.contains(text: "1000 / 1000 characters"))
  }

  @Test func cuttingNeverSplitsACharacter() async throws {
    let model = Model()
    let host = ViewHost { FormView(model: model) }
    try await host.type(String(repeating: "a", count: 999) + "😀😀", into: host.textField("Title"))
    #expect(model.title == String(repeating: "a", count: 999), "the emoji does not fit whole")
  }
}
