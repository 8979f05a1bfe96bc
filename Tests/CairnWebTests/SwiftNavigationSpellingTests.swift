import Cairn
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A model whose route enum is not `@CasePathable`: its cases are reached with case paths
/// written as values, as code written for swift-case-paths' first versions does.
@MainActor @Observable
final class LegacyRouteModel {
  var route: Route?
  var isShowingHelp = false
  var isShowingDetail = false
  var log: [String] = []

  enum Route: Equatable {
    case add(Gadget)
    case cover(Gadget)
    case tip(Gadget)
    case drill(Gadget)
    case edit(Gadget)
    case alert(AlertState<AlertAction>)
  }

  enum AlertAction: Equatable {
    case delete
  }

  func setEditing(isActive: Bool) {
    log.append("onNavigate(\(isActive))")
    route = isActive ? .edit(Gadget(id: 9, name: "Chair", status: .inStock(quantity: 2))) : nil
  }

  func alertButtonTapped(_ action: AlertAction?) {
    log.append("alert \(action.map { "\($0)" } ?? "nil")")
  }
}

/// Case paths as `/Route.add` spells them (the same `AnyCasePath`, built without the
/// deprecated operator so this file compiles without warnings).
extension LegacyRouteModel.Route {
  static func path(_ embed: @escaping @Sendable (Gadget) -> Self) -> AnyCasePath<Self, Gadget> {
    AnyCasePath(
      embed: embed,
      extract: { route in
        switch route {
        case .add(let gadget), .cover(let gadget), .tip(let gadget), .drill(let gadget),
          .edit(let gadget):
          embed(gadget) == route ? gadget : nil
        case .alert: nil
        }
      })
  }

  static let alertPath = AnyCasePath<Self, AlertState<LegacyRouteModel.AlertAction>>(
    embed: Self.alert,
    extract: { if case .alert(let state) = $0 { state } else { nil } })
}

/// Every `unwrapping:` spelling of the presentations, driven by the one route.
struct LegacyRouteView: View {
  @UIBindable var model: LegacyRouteModel
  typealias Route = LegacyRouteModel.Route

  var body: some View {
    NavigationStack {
      List {
        NavigationLink(
          unwrapping: $model.route, case: Route.path(Route.edit),
          onNavigate: model.setEditing(isActive:)
        ) { $gadget in
          GadgetForm(gadget: $gadget).navigationTitle("Edit \(gadget.name)")
        } label: {
          Text("Edit chair")
        }
        NavigationLink(isActive: $model.isShowingDetail) {
          Text("Details here").navigationTitle("Details")
        } label: {
          Text("Show details")
        }
      }
      .navigationTitle("Legacy")
      .sheet(unwrapping: $model.route, case: Route.path(Route.add)) { $gadget in
        GadgetForm(gadget: $gadget).navigationTitle("Add")
      }
      .fullScreenCover(unwrapping: $model.route, case: Route.path(Route.cover)) { $gadget in
        GadgetForm(gadget: $gadget).navigationTitle("Cover")
      }
      .popover(unwrapping: $model.route, case: Route.path(Route.tip)) { $gadget in
        GadgetForm(gadget: $gadget).navigationTitle("Tip")
      }
      .navigationDestination(unwrapping: $model.route, case: Route.path(Route.drill)) {
        $gadget in
        GadgetForm(gadget: $gadget).navigationTitle("Drill")
      }
      .alert(unwrapping: $model.route, case: Route.alertPath) { model.alertButtonTapped($0) }
      .sheet(isPresented: $model.isShowingHelp, onDismiss: { model.log.append("help dismissed") }) {
        Text("Help").navigationTitle("Help")
      }
    }
  }
}

@MainActor
@Suite("swift-navigation's and SwiftUI's presentation spellings")
struct SwiftNavigationSpellingTests {
  static let mouse = Gadget(id: 1, name: "Mouse", status: .inStock(quantity: 1))

  @Test func unwrappingCaseSheetsCoversAndPopoversPresentEditAndDismiss() async throws {
    let model = LegacyRouteModel()
    let host = ViewHost { LegacyRouteView(model: model) }
    for (route, title) in [
      (LegacyRouteModel.Route.add(Self.mouse), "Add"), (.cover(Self.mouse), "Cover"),
      (.tip(Self.mouse), "Tip"),
    ] {
      model.route = route
      await host.settle()
      #expect(host.dialog(title) != nil, "\(title) is presented")
      try await host.type("\(title) edit", into: host.textField("Name"))
      #expect(model.route.map(Self.name) == "\(title) edit", "the closure's binding edits")
      try await host.dismiss(host.dialog(title))
      #expect(model.route == nil, "dismissing \(title) writes nil back")
    }
  }

  @Test func aSheetStaysTheSameElementWhileItsCaseIsEdited() async throws {
    let model = LegacyRouteModel()
    model.route = .add(Self.mouse)
    let host = ViewHost { LegacyRouteView(model: model) }
    let before = try #require(host.dialog("Add")).node.key
    try await host.type("Trackball", into: host.textField("Name"))
    #expect(host.dialog("Add")?.node.key == before, "not presented again on each edit")
  }

  @Test func unwrappingCaseDrillDownPushesAndPopsWritingNil() async throws {
    let model = LegacyRouteModel()
    model.route = .drill(Self.mouse)
    let host = ViewHost { LegacyRouteView(model: model) }
    #expect(host.live.title == "Drill")
    try await host.type("Pushed", into: host.textField("Name"))
    #expect(model.route == .drill(Gadget(id: 1, name: "Pushed", status: .inStock(quantity: 1))))
    try await host.goBack()
    #expect(model.route == nil)
  }

  @Test func unwrappingCaseLinkAsksTheModelAndReportsThePop() async throws {
    let model = LegacyRouteModel()
    let host = ViewHost { LegacyRouteView(model: model) }
    try await host.tap(host.button("Edit chair"))
    #expect(model.log == ["onNavigate(true)"])
    #expect(host.live.title == "Edit Chair")
    try await host.type("Stool", into: host.textField("Name"))
    #expect(model.route.map(Self.name) == "Stool")
    try await host.goBack()
    #expect(model.log == ["onNavigate(true)", "onNavigate(false)"])
    #expect(model.route == nil)
  }

  @Test func aBooleanLinkPushesOnClickAndPopsOnBack() async throws {
    let model = LegacyRouteModel()
    let host = ViewHost { LegacyRouteView(model: model) }
    try await host.tap(host.button("Show details"))
    #expect(model.isShowingDetail)
    #expect(host.contains(text: "Details here"))
    #expect(host.live.stackDepth == 1)
    try await host.goBack()
    #expect(!model.isShowingDetail)
    #expect(host.live.stackDepth == 0)

    model.isShowingDetail = true
    await host.settle()
    #expect(host.live.title == "Details", "the model (or a deep link) pushes it too")
  }

  @Test func anAlertStateCaseHandsEveryButtonsActionIncludingNil() async throws {
    let model = LegacyRouteModel()
    let alert = AlertState<LegacyRouteModel.AlertAction> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.delete, animation: .default)) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    model.route = .alert(alert)
    let host = ViewHost { LegacyRouteView(model: model) }
    try await host.tap(host.button("Delete", in: host.alert("Delete?")))
    #expect(model.route == nil)
    model.route = .alert(alert)
    await host.settle()
    try await host.tap(host.button("Cancel", in: host.alert("Delete?")))
    #expect(model.log == ["alert delete", "alert nil"])
  }

  @Test func onDismissRunsAfterTheSheetGoesHoweverItWent() async throws {
    let model = LegacyRouteModel()
    model.isShowingHelp = true
    let host = ViewHost { LegacyRouteView(model: model) }
    try await host.dismiss(host.dialog("Help"))
    #expect(!model.isShowingHelp)
    #expect(model.log == ["help dismissed"])
    model.isShowingHelp = true
    await host.settle()
    model.isShowingHelp = false
    await host.settle()
    #expect(model.log == ["help dismissed", "help dismissed"])
  }

  static func name(_ route: LegacyRouteModel.Route) -> String? {
    switch route {
    case .add(let gadget), .cover(let gadget), .tip(let gadget), .drill(let gadget),
      .edit(let gadget):
      gadget.name
    case .alert: nil
    }
  }
}

/// SwiftUI's own spellings: `sheet(item:)` handing the plain item next to the binding form,
/// the `presenting:` alert with a `Text` title, a dialog's title visibility, and `IfCaseLet`
/// with a case path written as a value.
@MainActor @Observable
final class SwiftUIFormsModel {
  var plain: Gadget?
  var bound: Gadget?
  var doomed: Gadget?
  var isAlerting = false
  var isConfirming = false
  var status: Gadget.Status = .inStock(quantity: 3)
  var log: [String] = []
}

struct SwiftUIFormsView: View {
  @UIBindable var model: SwiftUIFormsModel

  var body: some View {
    VStack {
      IfCaseLet($model.status, pattern: AnyCasePath(\Gadget.Status.Cases.inStock)) {
        $quantity in
        Stepper("Quantity: \(quantity)", value: $quantity, in: 0...10)
      } else: {
        Text("Out of stock")
      }
    }
    .sheet(item: $model.plain, onDismiss: { model.log.append("plain dismissed") }) { gadget in
      Text("Plain \(gadget.name)").navigationTitle("Plain")
    }
    .sheet(item: $model.bound) { $gadget in
      GadgetForm(gadget: $gadget).navigationTitle("Bound")
    }
    .alert(Text("Delete gadget?"), isPresented: $model.isAlerting, presenting: model.doomed) {
      gadget in
      Button("Delete \(gadget.name)", role: .destructive) { model.log.append("deleted") }
    } message: { gadget in
      Text("\(gadget.name) goes for good.")
    }
    .confirmationDialog("Options", isPresented: $model.isConfirming, titleVisibility: .hidden) {
      Button("Copy") { model.log.append("copied") }
    } message: {
      Text("Pick one.")
    }
  }
}

@MainActor
@Suite("SwiftUI's presentation spellings")
struct SwiftUIPresentationSpellingTests {
  static let mouse = Gadget(id: 1, name: "Mouse", status: .inStock(quantity: 1))

  @Test func bothSheetItemFormsPickTheirOverload() async throws {
    let model = SwiftUIFormsModel()
    model.plain = Self.mouse
    let host = ViewHost { SwiftUIFormsView(model: model) }
    #expect(host.contains(text: "Plain Mouse"), "`{ gadget in }` is handed the item itself")
    try await host.dismiss(host.dialog("Plain"))
    #expect(model.plain == nil)
    #expect(model.log == ["plain dismissed"])

    model.bound = Self.mouse
    await host.settle()
    try await host.type("Trackpad", into: host.textField("Name"))
    #expect(model.bound?.name == "Trackpad", "`{ $gadget in }` is handed a binding")
  }

  @Test func aPresentingAlertShowsOnlyWithItsDataAndBuildsFromIt() async throws {
    let model = SwiftUIFormsModel()
    model.isAlerting = true
    let host = ViewHost { SwiftUIFormsView(model: model) }
    #expect(host.alert("Delete gadget?") == nil, "no data, no alert")
    model.doomed = Self.mouse
    await host.settle()
    let alert = try #require(host.alert("Delete gadget?"))
    #expect(host.contains(text: "Mouse goes for good."))
    try await host.tap(host.button("Delete Mouse", in: alert))
    #expect(!model.isAlerting)
    #expect(model.log == ["deleted"])
  }

  @Test func aDialogWithAHiddenTitleStillNamesItself() async throws {
    let model = SwiftUIFormsModel()
    model.isConfirming = true
    let host = ViewHost { SwiftUIFormsView(model: model) }
    let dialog = try #require(host.alert("Options"))
    #expect(!host.contains(text: "Options"), "the hidden title is not drawn")
    try await host.tap(host.button("Copy", in: dialog))
    #expect(!model.isConfirming)
    #expect(model.log == ["copied"])
  }

  @Test func ifCaseLetWithAPatternEditsTheCase() async throws {
    let model = SwiftUIFormsModel()
    let host = ViewHost { SwiftUIFormsView(model: model) }
    try await host.tap(host.button("Increment Quantity: 3"))
    #expect(model.status == .inStock(quantity: 4))
    model.status = .outOfStock(isOnBackOrder: true)
    await host.settle()
    #expect(host.contains(text: "Out of stock"))
  }

  @Test func caseBindingsFromCasePathValues() {
    let model = LegacyRouteModel()
    let route = UIBindable(model).route
    let add = route.case(LegacyRouteModel.Route.path(LegacyRouteModel.Route.add))
    let isAdding = route.isPresent(LegacyRouteModel.Route.path(LegacyRouteModel.Route.add))
    #expect(add.wrappedValue == nil)
    #expect(!isAdding.wrappedValue)
    model.route = .add(SwiftNavigationSpellingTests.mouse)
    #expect(add.wrappedValue?.name == "Mouse")
    #expect(isAdding.wrappedValue)
    add.wrappedValue?.name = "Pad"
    #expect(model.route == .add(Gadget(id: 1, name: "Pad", status: .inStock(quantity: 1))))
    isAdding.wrappedValue = false
    #expect(model.route == nil)

    model.route = .add(SwiftNavigationSpellingTests.mouse)
    let unwrapped = UIBinding(
      unwrapping: route, case: LegacyRouteModel.Route.path(LegacyRouteModel.Route.add))
    #expect(unwrapped?.wrappedValue.name == "Mouse", "an optional enum's case, unwrapped")
    model.route = .cover(SwiftNavigationSpellingTests.mouse)
    unwrapped?.wrappedValue.name = "Ignored"
    #expect(model.route == .cover(SwiftNavigationSpellingTests.mouse), "no write once it moved")

    let forms = SwiftUIFormsModel()
    let status = UIBindable(forms).status
    let quantity = UIBinding(unwrapping: status, case: AnyCasePath(\Gadget.Status.Cases.inStock))
    #expect(quantity != nil)
    quantity?.wrappedValue = 8
    #expect(forms.status == .inStock(quantity: 8))
    #expect(
      UIBinding(unwrapping: status, case: \Gadget.Status.Cases.outOfStock) == nil,
      "nil while the enum is in another case")
  }
}

/// `switch $item.status { case .inStock(let $quantity): … }` over a `@CaseBindable` member.
@CaseBindable
enum Stock: Equatable {
  case inStock(quantity: Int)
  case soldOut
}

struct StockItem: Equatable {
  var stock: Stock
}

struct StockView: View {
  @UIBinding var item: StockItem

  init(item: UIBinding<StockItem>) {
    self._item = item
  }

  var body: some View {
    switch $item.stock {
    case .inStock(let $quantity):
      Stepper("Quantity: \($quantity.wrappedValue)", value: $quantity, in: 0...10)
    case .soldOut:
      Text("Sold out")
    }
  }
}

@MainActor
@Suite("Switching over a case-bindable member")
struct CaseBindableMemberTests {
  @Test func aSwitchHandsEachCaseABindingToItsPayload() async throws {
    let item = UIBinding(value: StockItem(stock: .inStock(quantity: 2)))
    let host = ViewHost { StockView(item: item) }
    try await host.tap(host.button("Increment Quantity: 2"))
    #expect(item.wrappedValue.stock == .inStock(quantity: 3))
    item.wrappedValue.stock = .soldOut
    await host.settle()
    #expect(host.contains(text: "Sold out"))
  }
}
