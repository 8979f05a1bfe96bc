@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor
@Suite("Text emphasis")
struct TextEmphasisTests {
  @MainActor @Observable
  final class Model {
    var alert: AlertState<Never>? = AlertState {
      TextState("Delete ") + TextState("Blob").bold() + TextState("?")
    } message: {
      TextState("This is ") + TextState("permanent").italic().underline() + TextState(".")
    }
  }

  struct AlertView: View {
    @UIBindable var model: Model
    var body: some View {
      Text("Screen").alert($model.alert)
    }
  }

  @Test func textStateRendersEachRunsEmphasisAsMarkupAndItsTextAsText() {
    let state =
      TextState("Say ") + TextState("<hi>").bold() + TextState(" in ")
      + TextState("code").monospaced() + TextState(", ") + TextState("not this").strikethrough()
    let host = ViewHost { Text(state) }
    #expect(
      host.html.contains(
        "Say <strong>&lt;hi&gt;</strong> in <code>code</code>, <s>not this</s>"))
    #expect(host.contains(text: "Say <hi> in code, not this"))
  }

  @Test func alertsKeepTheEmphasisOfTheirTitleAndMessage() throws {
    let model = Model()
    let host = ViewHost { AlertView(model: model) }
    let alert = try #require(host.alert("Delete Blob?"))
    #expect(HTML.render(alert.node).contains("Delete <strong>Blob</strong>?"))
    #expect(HTML.render(alert.node).contains("This is <u><em>permanent</em></u>."))
  }
}
