import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A model for the controller tests: an alert flag, a sheet and a drill-down.
@MainActor @Observable
final class PlaceModel {
  var confirmIsPresented = false
  var sheet: Place?
  var detail: Place?
  var forgotten: [String] = []
}

/// A place a screen can show.
struct Place: Identifiable, Hashable {
  let id: Int
  var name: String
}

/// A screen of a ``PlaceModel``, made with UIKit's nib initialiser and a coder stub, as UIKit
/// code writes them; the place tests' controllers override `viewDidLoad`.
class PlaceModelViewController: UIViewController {
  @UIBindable var model: PlaceModel

  init(model: PlaceModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A controller written the way UIKit code is: the nib initialiser, a coder stub, the title on
/// the navigation item, a background colour, and an alert built from actions.
final class PlaceViewController: PlaceModelViewController {
  private(set) var appearances: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.title = "Places"
    present(isPresented: $model.confirmIsPresented) { [unowned self] in
      let alert = UIAlertController(
        title: "Forget “Home”?", message: "It will no longer be joined.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Forget", style: .destructive) { [weak self] _ in
          self?.model.forgotten.append("Home")
        })
      return alert
    }
    present(item: $model.sheet) { place in
      let sheet = UIViewController()
      sheet.title = "Sheet \(place.name)"
      return sheet
    }
    navigationDestination(item: $model.detail) { place in
      let detail = UIViewController()
      detail.navigationItem.title = "Detail \(place.name)"
      return detail
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearances.append("will")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearances.append("did")
  }
}

@MainActor
@Suite("CairnControllers: UIKit's controller shapes")
struct UIKitControllerTests {
  func host(_ model: PlaceModel) -> (PlaceViewController, ViewHost) {
    navigationHost(PlaceViewController(model: model))
  }

  @Test func aControllerMadeWithTheNibInitialiserShowsItsNavigationTitle() async {
    let (controller, host) = host(PlaceModel())
    await host.settle()
    #expect(host.find(.heading, "Places") != nil)
    #expect(controller.appearances == ["will", "did"])
    #expect(host.html.contains("background: light-dark(#fff, #000)"))
  }

  @Test func settingTheTitleSetsTheNavigationItemsTitle() {
    let controller = UIViewController()
    controller.title = "Wi-Fi"
    #expect(controller.navigationItem.title == "Wi-Fi")
  }

  @Test func anAlertBuiltFromActionsRunsTheTappedOneAndWritesFalse() async throws {
    let model = PlaceModel()
    let (_, host) = host(model)
    model.confirmIsPresented = true
    await host.settle()
    let alert = host.alert("Forget “Home”?")
    #expect(alert != nil)
    #expect(host.contains(text: "It will no longer be joined."))
    try await host.tap(host.button("Forget", in: alert))
    #expect(model.forgotten == ["Home"])
    #expect(model.confirmIsPresented == false)
    #expect(host.alert() == nil)
  }

  @Test func cancellingAnAlertRunsNoOtherAction() async throws {
    let model = PlaceModel()
    let (_, host) = host(model)
    model.confirmIsPresented = true
    await host.settle()
    try await host.tap(host.button("Cancel", in: host.alert()))
    #expect(model.forgotten.isEmpty)
    #expect(model.confirmIsPresented == false)
  }

  @Test func presentItemHandsTheContentTheItemItself() async throws {
    let model = PlaceModel()
    let (controller, host) = host(model)
    model.sheet = Place(id: 1, name: "Home")
    await host.settle()
    #expect(host.dialog("Sheet Home") != nil)
    model.sheet = Place(id: 2, name: "Work")
    await host.settle()
    #expect(host.dialog("Sheet Work") != nil, "a new id presents afresh")
    try await host.dismiss(host.dialog("Sheet Work"))
    #expect(model.sheet == nil)
    #expect(controller.presentedViewController == nil)
  }

  @Test func navigationDestinationPushesAndGoingBackWritesNil() async throws {
    let model = PlaceModel()
    let (controller, host) = host(model)
    model.detail = Place(id: 3, name: "Cafe")
    await host.settle()
    #expect(host.find(.heading, "Detail Cafe") != nil)
    #expect(controller.navigationController?.viewControllers.count == 2)
    try await host.goBack()
    #expect(model.detail == nil)
  }

  @Test func aNibNameIsReportedAsAnIssue() {
    withKnownIssue {
      _ = UIViewController(nibName: "Main", bundle: nil)
    }
  }
}
