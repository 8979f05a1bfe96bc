import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A model for the layer's tests.
@MainActor @Observable
final class CounterModel {
  var count = 0
  var isOn = true
  var name = ""
  var sheet: Int?
  var detail: Int?
  var path: [Int] = []
  var unrelated = 0
}

/// A controller that shows the count in a label, updated in `observe`, and presents and pushes
/// from the model's state.
final class CounterViewController: UIViewController {
  @UIBindable var model: CounterModel
  let label = UILabel()
  private(set) var observeRuns = 0

  init(model: CounterModel) {
    self.model = model
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Counter"
    let model = model
    let increment = UIButton(title: "Increment") { model.count += 1 }
    view.addSubview(
      UIStackView(arrangedSubviews: [
        label, increment, UISwitch(title: "On", isOn: $model.isOn),
        UITextField(placeholder: "Name", text: $model.name),
      ]))
    observe { [weak self] in
      guard let self else { return }
      observeRuns += 1
      label.text = "Count: \(model.count)"
    }
    present(item: $model.sheet) { number in
      let sheet = UIViewController()
      sheet.title = "Sheet \(number.wrappedValue)"
      return sheet
    }
    pushViewController(item: $model.detail) { number in
      let detail = UIViewController()
      detail.title = "Detail \(number.wrappedValue)"
      return detail
    }
  }
}

@MainActor
@Suite("CairnControllers: the imperative layer")
struct ControllerLayerTests {
  func host(_ model: CounterModel) -> (CounterViewController, ViewHost) {
    navigationHost(CounterViewController(model: model))
  }

  @Test func anObserveClosureUpdatesALabelAndOnlyItsTextIsPatched() async throws {
    let model = CounterModel()
    let (controller, host) = host(model)
    #expect(host.contains(text: "Count: 0"))
    #expect(host.find(.heading, "Counter") != nil)

    try await host.tap(host.button("Increment"))
    #expect(model.count == 1)
    #expect(host.contains(text: "Count: 1"))
    let last = try #require(host.updates.last)
    #expect(last.patches.count == 1, "one text changed: \(last.patches)")

    model.unrelated += 1
    await host.settle()
    #expect(controller.observeRuns == 2, "the label's observe re-runs only for the count")
  }

  @Test func aSwitchAndAFieldAreBoundBothWays() async throws {
    let model = CounterModel()
    let (_, host) = host(model)
    try await host.setToggle(host.find(.toggle, "On"), to: false)
    #expect(model.isOn == false)
    model.isOn = true
    await host.settle()
    #expect(host.find(.toggle, "On")?[attribute: "checked"] != nil, "the model moves the switch")

    try await host.type("Blob", into: host.textField("Name"))
    #expect(model.name == "Blob")
  }

  @Test func presentItemShowsASheetAndTheUserClosingItWritesNil() async throws {
    let model = CounterModel()
    let (controller, host) = host(model)
    model.sheet = 7
    await host.settle()
    #expect(host.dialog("Sheet 7") != nil)
    #expect(controller.presentedViewController?.title == "Sheet 7")

    try await host.dismiss(host.dialog("Sheet 7"))
    #expect(model.sheet == nil)
    #expect(controller.presentedViewController == nil)

    model.sheet = 8
    await host.settle()
    model.sheet = nil
    await host.settle()
    #expect(host.dialog() == nil, "the state going nil dismisses")
  }

  @Test func pushItemPushesAndTheBackButtonWritesNil() async throws {
    let model = CounterModel()
    let (controller, host) = host(model)
    model.detail = 3
    await host.settle()
    #expect(host.find(.heading, "Detail 3") != nil)
    #expect(controller.navigationController?.viewControllers.count == 2)

    try await host.goBack()
    #expect(model.detail == nil)
    #expect(host.find(.heading, "Counter") != nil)
    #expect(controller.navigationController?.viewControllers.count == 1)
  }

  @Test func aPathDrivenNavigationControllerFollowsThePath() async throws {
    let model = CounterModel()
    let host = ViewHost {
      ControllerRepresenting {
        UINavigationController(path: UIBindable(model).path, root: UIViewController()) { number in
          let screen = UIViewController()
          screen.title = "Screen \(number.wrappedValue)"
          return screen
        }
      }
    }
    model.path = [1, 2]
    await host.settle()
    #expect(host.find(.heading, "Screen 2") != nil)
    try await host.goBack()
    #expect(model.path == [1])
    #expect(host.find(.heading, "Screen 1") != nil)
    model.path = []
    await host.settle()
    #expect(host.find(.heading, "Screen 1") == nil)
  }

  @Test func anAlertControllerFromAlertStateSendsItsButtonsAction() async throws {
    let model = CounterModel()
    var received: [String?] = []
    let controller = UIViewController()
    let host = ViewHost { ControllerRepresenting { controller } }
    let alert = AlertState<String> {
      TextState("Reset?")
    } actions: {
      ButtonState(role: .destructive, action: "reset") { TextState("Reset") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    controller.present(UIAlertController(state: alert) { received.append($0) })
    await host.settle()
    try await host.tap(host.button("Reset", in: host.alert("Reset?")))
    #expect(received == ["reset"])
    #expect(host.alert() == nil)
    #expect(model.count == 0)
  }

  @Test func aHostingViewDrawsDeclarativeContentInsideAController() async throws {
    let controller = UIViewController()
    controller.view.addSubview(UIHostingView { Text("Declarative inside") })
    let host = ViewHost { ControllerRepresenting { controller } }
    #expect(host.contains(text: "Declarative inside"))
  }

  @Test func aSnapshotKeepsTheCellsOfItemsThatStay() async throws {
    let list = UICollectionView()
    var made: [String] = []
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      made.append($0)
      return UILabel(text: $0)
    }
    let controller = UIViewController()
    controller.view.addSubview(list)
    let host = ViewHost { ControllerRepresenting { controller } }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((1...50).map { "Network \($0)" })
    dataSource.apply(snapshot)
    await host.settle()
    #expect(made.count == 50)
    #expect(host.contains(text: "Network 50"))

    var next = NSDiffableDataSourceSnapshot<Int, String>()
    next.appendSections([0])
    next.appendItems((1...50).map { $0 == 25 ? "Renamed" : "Network \($0)" })
    dataSource.apply(next)
    await host.settle()
    #expect(made.count == 51, "only the changed item gets a new cell")
    let patches = try #require(host.updates.last?.patches)
    #expect(patches.count <= 2, "one row out, one row in: \(patches)")
    #expect(dataSource.applyCount == 2)
  }
}
