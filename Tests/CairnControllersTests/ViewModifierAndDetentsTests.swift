import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A modifier with state of its own: a button that shows a note, as the case studies' "About"
/// modifier does.
struct AboutModifier: ViewModifier {
  let note: String
  @State var isShown = false

  func body(content: Content) -> some View {
    VStack {
      content
      Button("About") { isShown = true }
      if isShown { Text(note) }
    }
  }
}

/// A model whose optional message drives an alert.
@MainActor @Observable
final class AlertTitleModel {
  var message: String?
}

@MainActor
@Suite("CairnWeb additions the UIKit case studies use: ViewModifier, detents, text styles")
struct ViewModifierAndDetentsTests {
  @Test func aModifierDrawsItsBodyAroundTheContentAndKeepsItsState() async throws {
    let host = ViewHost { Text("Content").modifier(AboutModifier(note: "A note")) }
    #expect(host.contains(text: "Content"))
    #expect(!host.contains(text: "A note"))
    try await host.tap(host.button("About"))
    #expect(host.contains(text: "A note"), "the modifier's @State is kept between renders")
    #expect(host.contains(text: "Content"))
  }

  @Test func presentationDetentsDrawTheContentUnchanged() {
    let plain = ViewHost { Text("Sheet") }
    let detented = ViewHost { Text("Sheet").presentationDetents([.medium, .fraction(0.3)]) }
    #expect(detented.html == plain.html)
  }

  @Test func aTextStyleFontHasTheStylesSizeAndTheDesign() {
    let code = Font.system(.body, design: .monospaced)
    #expect(code != Font.body)
    let host = ViewHost { Text("x").font(.system(.caption, design: .serif)) }
    #expect(host.html.contains("font-caption"))
    #expect(host.html.contains("ui-serif"))
  }

  @Test func textJoinedFromStyledRunsKeepsEachRunsFace() {
    var text = Text("plain ")
    text = text + Text("code").font(.system(.body, design: .monospaced))
    text = text + Text(" strong").font(.system(.body, weight: .bold))
    let host = ViewHost { text }
    #expect(host.html.contains("<code>code</code>"))
    #expect(host.html.contains("<strong> strong</strong>"))
    #expect(host.contains(text: "plain code strong"))
  }

  @Test func anAlertTitledByATextFromItsItemShowsAndAnswersWritingNil() async throws {
    let model = AlertTitleModel()
    let host = ViewHost {
      Text("Screen")
        .alert(item: UIBindable(model).message) { message in
          Text(message)
        } actions: { _ in
        }
    }
    #expect(host.alert() == nil)
    model.message = "This is an alert!"
    await host.settle()
    let alert = try #require(host.alert("This is an alert!"))
    try await host.tap(host.button("OK", in: alert))
    #expect(model.message == nil)
  }

  @Test func labeledContentShowsItsTitleAndContentInARow() {
    let host = ViewHost { LabeledContent("Status", value: "Joined") }
    #expect(host.contains(text: "StatusJoined"))
    #expect(host.html.contains("class=\"hstack\""))
  }

  @Test func aTextFieldStyleDrawsTheFieldAsUsual() throws {
    let plain = ViewHost { TextField("Name", text: .constant("Blob")) }
    let styled = ViewHost {
      TextField("Name", text: .constant("Blob")).textFieldStyle(.roundedBorder)
    }
    let field = try #require(styled.textField("Name"))
    let plainField = try #require(plain.textField("Name"))
    for attribute in ["class", "type", "value", "placeholder"] {
      #expect(field.node.attributes[attribute] == plainField.node.attributes[attribute])
    }
  }

  @Test func aControllersSheetSettingsAreKept() throws {
    let controller = UIViewController()
    let sheet = try #require(controller.sheetPresentationController)
    #expect(sheet.detents == [.large()])
    sheet.detents = [.medium()]
    sheet.prefersEdgeAttachedInCompactHeight = true
    #expect(controller.sheetPresentationController?.detents.map(\.identifier) == [.medium])
    #expect(controller.sheetPresentationController?.prefersEdgeAttachedInCompactHeight == true)
  }
}
