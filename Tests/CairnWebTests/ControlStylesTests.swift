import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// The look a view asks for: inline pickers drawn as their options, row backgrounds, button
/// styles and tints, rows coming in with a transition, and delete buttons named after their
/// row.
@MainActor
@Suite("Control styles and transitions")
struct ControlStylesTests {
  enum Shade: String, CaseIterable, Hashable { case red, green, blue }

  @Observable @MainActor
  final class Model {
    var shade = Shade.green
    var rows = ["a", "b"]
    var names = ["Blob", ""]
    var showsList = true
  }

  struct ShadePicker: View {
    @UIBindable var model: Model
    var body: some View {
      Picker("Shade", selection: $model.shade) {
        ForEach(Shade.allCases, id: \.self) { shade in
          Text(shade.rawValue).background(.red).tag(shade)
        }
      }
      .pickerStyle(.inline)
    }
  }

  func attribute(_ name: String, ofRadio label: String, in host: ViewHost) -> String? {
    host.tree.descendants().first {
      $0.node.attributes["role"] == "radio" && $0.node.textContent == label
    }?.node.attributes[name]
  }

  @Test func anInlinePickerIsARadioGroupOfItsOptionsViews() async throws {
    let model = Model()
    let host = ViewHost { ShadePicker(model: model) }
    let group = try #require(host.find(.picker, "Shade"))
    #expect(group.node.attributes["role"] == "radiogroup")
    #expect(group.node.children.map(\.textContent) == ["red", "green", "blue"])
    // Each option is drawn as its own views (here with their background), not as text.
    #expect(group.node.children.allSatisfy { $0.children.first?.attributes["style"] != nil })
    #expect(attribute("aria-checked", ofRadio: "green", in: host) == "true")
    #expect(attribute("aria-checked", ofRadio: "blue", in: host) == "false")

    try await host.select("blue", in: host.find(.picker, "Shade"))
    #expect(model.shade == .blue)
    #expect(attribute("aria-checked", ofRadio: "blue", in: host) == "true")
    #expect(attribute("aria-checked", ofRadio: "green", in: host) == "false")
  }

  @Test func aDisabledInlinePickerDisablesItsOptions() {
    let host = ViewHost { ShadePicker(model: Model()).disabled(true) }
    let radios = host.tree.descendants().filter { $0.node.attributes["role"] == "radio" }
    #expect(radios.count == 3)
    #expect(radios.allSatisfy { $0.node.attributes["disabled"] != nil })
  }

  @Test func aRowBackgroundColoursTheWholeRow() {
    let host = ViewHost {
      List {
        Text("Tinted").listRowBackground(Color(red: 1, green: 0, blue: 0))
        Text("Plain")
      }
    }
    let rows = host.all(.listItem)
    #expect(rows.map(\.text) == ["Tinted", "Plain"])
    #expect(rows[0].node.attributes["style"] == "background: rgba(255, 0, 0, 1.0);")
    #expect(rows[1].node.attributes["style"] == nil)
    #expect(!host.html.contains("data-row-background"), "the marker does not reach the page")
  }

  @Test func buttonStylesReachEveryButtonInsideAndTintSetsTheColour() {
    let host = ViewHost {
      VStack {
        Button("Primary") {}.buttonStyle(.borderedProminent)
        Button("Secondary") {}
        Button("Plain") {}.buttonStyle(.plain)
      }
      .buttonStyle(.bordered)
      .tint(Color(red: 0, green: 0, blue: 1))
    }
    func classes(_ name: String) -> String { host.button(name)?.node.attributes["class"] ?? "" }
    #expect(classes("Primary") == "button style-prominent")
    #expect(classes("Secondary") == "button style-bordered")
    #expect(classes("Plain") == "button style-plain")
    let stack = host.tree.descendants().first { $0.node.attributes["class"] == "vstack" }
    #expect(stack?.node.attributes["style"]?.contains("--tint: rgba(0, 0, 255, 1.0);") == true)
  }

  struct TransitionList: View {
    let model: Model
    var body: some View {
      if model.showsList {
        List {
          ForEach(model.rows, id: \.self) { row in
            Text(row).transition(.slide)
          }
        }
      } else {
        Text("Elsewhere")
      }
    }
  }

  func entering(_ host: ViewHost) -> [String] {
    host.all(.listItem).filter { $0.node.attributes["data-entering"] != nil }.map(\.text)
  }

  @Test func onlyRowsAddedSinceTheListWasLastDrawnComeIn() async throws {
    let model = Model()
    let host = ViewHost { TransitionList(model: model) }
    #expect(host.all(.listItem).map(\.text) == ["a", "b"])
    #expect(entering(host).isEmpty, "a list's first drawing does not animate")
    #expect(host.all(.listItem).allSatisfy { $0.node.attributes["data-transition"] == "slide" })

    model.rows.insert("c", at: 0)
    await host.settle()
    #expect(entering(host) == ["c"])

    model.rows.append("d")
    await host.settle()
    #expect(entering(host) == ["d"], "c came in already")

    // Rows added while the list is off screen come in when it is back.
    model.showsList = false
    await host.settle()
    model.rows.insert("e", at: 0)
    model.showsList = true
    await host.settle()
    #expect(entering(host) == ["e"])
  }

  struct SectionedList: View {
    let model: Model
    var body: some View {
      List {
        Text("Always here")
        if !model.rows.isEmpty {
          Section("Rows") {
            ForEach(model.rows, id: \.self) { Text($0).transition(.opacity) }
          }
        }
      }
    }
  }

  @Test func theFirstRowOfASectionThatAppearsInAListOnScreenComesIn() async throws {
    let model = Model()
    model.rows = []
    let host = ViewHost { SectionedList(model: model) }
    model.rows = ["first"]
    await host.settle()
    #expect(entering(host) == ["first"])
  }

  struct NamesList: View {
    @UIBindable var model: Model
    var body: some View {
      List {
        ForEach(Array(model.names.indices), id: \.self) { index in
          TextField("Name", text: $model.names[index])
        }
        .onDelete { _ in }
        ForEach(["Sprint review"], id: \.self) { Text($0) }
          .onDelete { _ in }
      }
    }
  }

  @Test func aDeleteButtonIsNamedAfterItsRowEvenWhenTheRowIsAField() {
    let host = ViewHost { NamesList(model: Model()) }
    let deletes = host.all(.button).map(\.name)
    #expect(deletes == ["Delete Blob", "Delete", "Delete Sprint review"])
  }
}
