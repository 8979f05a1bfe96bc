@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

// Issue 29, deliverable 7: a drill-down row whose label holds buttons of its own (SwiftUI
// allows it) and a presentation whose binding the view derives afresh in every render.

@MainActor
private final class ShelfModel: ObservableObject {
  @Published var isEditing = false
  @Published var spare: String?
  var log: [String] = []
}

private struct ShelfRow: View {
  @ObservedObject var model: ShelfModel

  var body: some View {
    NavigationView {
      NavigationLink(isActive: $model.isEditing) {
        Text("Editing the lamp").navigationTitle("Lamp")
      } label: {
        HStack {
          Text("Lamp")
          Spacer()
          Button("Spare") { model.log.append("spare") }
        }
      }
      .popover(item: freshSpareBinding) { $spare in
        TextField("Spare name", text: $spare.name)
      }
    }
  }

  /// A binding made anew by every render, as helpers written for SwiftUI often make them.
  private var freshSpareBinding: Binding<Spare?> {
    Binding(
      get: { model.spare.map(Spare.init) },
      set: { model.spare = $0?.name })
  }
}

private struct Spare: Identifiable {
  var name: String
  var id: Int { 1 }

  init(_ name: String) { self.name = name }
}

@MainActor
@Suite("Links holding controls, and presentations on fresh bindings")
struct LinkLabelControlsTests {
  @Test func aLinkWhoseLabelHoldsAButtonIsNotAButtonInsideAButton() async throws {
    let model = ShelfModel()
    let host = ViewHost { ShelfRow(model: model) }
    let nested = host.tree.descendants().filter { entry in
      entry.node.tag == "button"
        && entry.node.descendants().dropFirst().contains { $0.node.tag == "button" }
    }
    #expect(nested.isEmpty, "a <button> inside a <button> breaks the page in a browser")
    let link = try #require(
      host.all(.button).first { $0.node.attributes["class"] == "navigation-link" })
    #expect(link.node.tag == "div")
    #expect(link.node.attributes["role"] == "button")
    #expect(link.node.attributes["tabindex"] == "0")

    try await host.tap(host.button("Spare"))
    #expect(model.log == ["spare"], "the inner button keeps its own action")
    #expect(!model.isEditing)

    try await host.tap(link)
    #expect(model.isEditing, "the row itself still drills down")
    #expect(host.live.title == "Lamp")
  }

  @Test func aButtonWhoseLabelHoldsButtonsIsNotAButtonInsideAButton() async throws {
    var log: [String] = []
    let host = ViewHost {
      Button {
        log.append("row")
      } label: {
        HStack {
          Text("Keyboard")
          Button("Copy") { log.append("copy") }
        }
      }
      .buttonStyle(.plain)
    }
    let nested = host.tree.descendants().filter { entry in
      entry.node.tag == "button"
        && entry.node.descendants().dropFirst().contains { $0.node.tag == "button" }
    }
    #expect(nested.isEmpty)
    let row = try #require(host.all(.button).first { $0.node.tag == "div" })
    #expect(row.node.attributes["role"] == "button")
    try await host.tap(host.button("Copy"))
    try await host.tap(row)
    #expect(log == ["copy", "row"])
  }

  @Test func aPopoverOnABindingMadeEveryRenderStaysOneElement() async throws {
    let model = ShelfModel()
    model.spare = "Bulb"
    let host = ViewHost { ShelfRow(model: model) }
    #expect(host.all(.dialog).count == 1)
    let before = try #require(host.dialog()).node.key
    try await host.type("Bulb, warm", into: host.textField("Spare name"))
    #expect(model.spare == "Bulb, warm")
    #expect(host.all(.dialog).count == 1, "not presented a second time")
    #expect(host.dialog()?.node.key == before, "the same element, edited in place")
    try await host.dismiss(host.dialog())
    #expect(model.spare == nil, "dismissing writes nil through the latest binding")
    #expect(host.all(.dialog).isEmpty)
  }
}
