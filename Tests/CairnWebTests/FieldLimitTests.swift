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

/// Issue 28, item 9: a paste the browser cut at the limit is not cut silently — the field
/// says so beside itself until the person shortens the text.
@MainActor
@Suite("Field limits: a cut paste is announced")
struct CutPasteNoticeTests {
  @Test func aCutPasteIsSaidBesideTheFieldUntilTheTextIsShortened() async throws {
    let model = FieldLimitTests.Model()
    let host = ViewHost { FieldLimitTests.FormView(model: model) }
    let notice = "Only the first 1000 characters were kept"
    #expect(!host.contains(text: notice))

    // What the browser does with an over-long paste: it reports the cut, then the input
    // event carries the start of the text.
    try await host.send("truncate", to: host.textField("Title"), EventPayload())
    try await host.type(String(repeating: "a", count: 1_000), into: host.textField("Title"))
    #expect(host.contains(text: notice))
    let field = try #require(host.textField("Title"))
    let describedBy = try #require(field.node.attributes["aria-describedby"])
    #expect(describedBy.hasSuffix("-limit"), "screen readers hear it with the field")

    try await host.type(String(repeating: "a", count: 990), into: host.textField("Title"))
    #expect(!host.contains(text: notice), "shortened: the notice has done its job")
    #expect(host.contains(text: "990 / 1000 characters"))
  }

  @Test func aPasteThatFitsSaysNothing() async throws {
    let model = FieldLimitTests.Model()
    let host = ViewHost { FieldLimitTests.FormView(model: model) }
    try await host.type("A short paste", into: host.textField("Title"))
    #expect(!host.contains(text: "were kept"))
    #expect(!host.contains(text: "characters"))
  }
}
