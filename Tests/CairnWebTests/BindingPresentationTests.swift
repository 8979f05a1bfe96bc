import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A value-type item, edited in place by the content a presentation is handed a binding to.
struct Gadget: Equatable, Identifiable {
  let id: Int
  var name: String
  var status: Status

  @CasePathable
  enum Status: Equatable {
    case inStock(quantity: Int)
    case outOfStock(isOnBackOrder: Bool)
  }
}

/// A model whose routes hold value-type payloads.
@MainActor @Observable
final class GadgetModel {
  var route: Route?
  var gadgets: [Gadget] = []
  var log: [String] = []

  @CasePathable
  enum Route {
    case add(Gadget)
    case cover(Gadget)
    case tip(Gadget)
    case edit(Gadget)
    case delete(Gadget)
    case options(Gadget)
  }
}

/// Every presentation in its binding form, plus the alert and dialog item forms.
struct GadgetView: View {
  @UIBindable var model: GadgetModel

  var body: some View {
    NavigationStack {
      List {
        ForEach(model.gadgets) { gadget in Text(gadget.name) }
        ForEach(model.log, id: \.self) { Text($0) }
      }
      .navigationTitle("Gadgets")
      .sheet(item: $model.route.add) { $gadget in
        GadgetForm(gadget: $gadget).navigationTitle("New gadget")
      }
      .fullScreenCover(item: $model.route.cover) { $gadget in
        GadgetForm(gadget: $gadget).navigationTitle("Cover")
      }
      .popover(item: $model.route.tip) { $gadget in
        GadgetForm(gadget: $gadget).navigationTitle("Tip")
      }
      .navigationDestination(item: $model.route.edit) { $gadget in
        GadgetForm(gadget: $gadget).navigationTitle("Edit gadget")
      }
      .alert(item: $model.route.delete) { gadget in
        "Delete \(gadget.name)?"
      } actions: { gadget in
        Button("Delete", role: .destructive) { model.log.append("deleted \(gadget.name)") }
        Button("Cancel", role: .cancel) {}
      } message: { gadget in
        Text("\(gadget.name) goes for good.")
      }
      .confirmationDialog(item: $model.route.options, titleVisible: true) { gadget in
        "Options for \(gadget.name)"
      } actions: { gadget in
        Button("Duplicate") { model.log.append("duplicated \(gadget.name)") }
      } message: { _ in
        EmptyView()
      }
    }
  }
}

/// The item form: a name, and the status edited through case bindings.
struct GadgetForm: View {
  @UIBinding var gadget: Gadget

  init(gadget: UIBinding<Gadget>) {
    self._gadget = gadget
  }

  var body: some View {
    Form {
      TextField("Name", text: $gadget.name)
      IfCaseLet($gadget.status, case: \.inStock) { $quantity in
        Stepper("Quantity: \(quantity)", value: $quantity, in: 0...100)
      } else: {
        Text("Out of stock")
      }
    }
  }
}

@MainActor
@Suite("Presentations handed a binding")
struct BindingPresentationTests {
  static let keyboard = Gadget(id: 1, name: "Keyboard", status: .inStock(quantity: 1))

  @Test func aSheetEditsItsValuePayloadInPlace() async throws {
    let model = GadgetModel()
    model.route = .add(Self.keyboard)
    let host = ViewHost { GadgetView(model: model) }
    #expect(host.dialog("New gadget") != nil)
    try await host.type("Mouse", into: host.textField("Name"))
    #expect(model.route?[case: \.add]?.name == "Mouse", "the parent's route holds the edit")
    try await host.dismiss(host.dialog("New gadget"))
    #expect(model.route == nil)
  }

  @Test func aCoverAPopoverAndADrillDownEditTheirPayloadsToo() async throws {
    let model = GadgetModel()
    let host = ViewHost { GadgetView(model: model) }

    model.route = .cover(Self.keyboard)
    await host.settle()
    try await host.type("Cover edit", into: host.textField("Name"))
    #expect(model.route?[case: \.cover]?.name == "Cover edit")

    model.route = .tip(Self.keyboard)
    await host.settle()
    try await host.type("Tip edit", into: host.textField("Name"))
    #expect(model.route?[case: \.tip]?.name == "Tip edit")

    model.route = .edit(Self.keyboard)
    await host.settle()
    #expect(host.live.title == "Edit gadget")
    try await host.type("Pushed edit", into: host.textField("Name"))
    #expect(model.route?[case: \.edit]?.name == "Pushed edit")
    try await host.goBack()
    #expect(model.route == nil)
  }

  @Test func aCaseBindingShowsAndEditsOnlyItsCase() async throws {
    let model = GadgetModel()
    model.route = .add(Self.keyboard)
    let host = ViewHost { GadgetView(model: model) }
    #expect(host.contains(text: "Quantity: 1"))
    #expect(!host.contains(text: "Out of stock"))
    try await host.tap(host.button("Increment Quantity: 1"))
    #expect(
      model.route?[case: \.add]?.status == .inStock(quantity: 2),
      "the case binding wrote the payload back into the parent's route")
    model.route = .add(Gadget(id: 1, name: "Keyboard", status: .outOfStock(isOnBackOrder: false)))
    await host.settle()
    #expect(host.contains(text: "Out of stock"))
    #expect(!host.contains(text: "Quantity"))
  }

  @Test func theAlertsItemFormBuildsItsTitleButtonsAndMessageFromTheItem() async throws {
    let model = GadgetModel()
    model.route = .delete(Self.keyboard)
    let host = ViewHost { GadgetView(model: model) }
    let alert = try #require(host.alert("Delete Keyboard?"))
    #expect(host.contains(text: "Keyboard goes for good."))
    try await host.tap(host.button("Delete", in: alert))
    #expect(model.route == nil, "the button dismissed the alert")
    #expect(model.log == ["deleted Keyboard"])
  }

  @Test func theDialogsItemFormBuildsItsButtonsFromTheItem() async throws {
    let model = GadgetModel()
    model.route = .options(Self.keyboard)
    let host = ViewHost { GadgetView(model: model) }
    let dialog = try #require(host.alert("Options for Keyboard"))
    #expect(host.contains(text: "Options for Keyboard"), "the title shows when asked to")
    try await host.tap(host.button("Duplicate", in: dialog))
    #expect(model.route == nil)
    #expect(model.log == ["duplicated Keyboard"])
  }
}

/// Inline content from an optional binding.
@MainActor
@Suite("IfLet")
struct IfLetTests {
  @Observable @MainActor
  final class Draft {
    var name: String?
  }

  struct DraftView: View {
    @UIBindable var draft: Draft

    var body: some View {
      IfLet($draft.name) { $name in
        TextField("Name", text: $name)
      } else: {
        Button("Start") { draft.name = "" }
      }
    }
  }

  @Test func showsTheValuesContentWithABindingOrTheOtherContent() async throws {
    let draft = Draft()
    let host = ViewHost { DraftView(draft: draft) }
    #expect(host.textField("Name") == nil)
    try await host.tap(host.button("Start"))
    #expect(host.button("Start") == nil)
    try await host.type("Blob", into: host.textField("Name"))
    #expect(draft.name == "Blob")
    draft.name = nil
    await host.settle()
    #expect(host.button("Start") != nil)
  }
}
