import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A screen showing one place's name through a binding to it, as swift-navigation's UIKit code
/// hands a presented controller the `$place` of a `{ $place in … }` closure.
final class PlaceNameViewController: UIViewController {
  @UIBinding var place: Place

  init(place: UIBinding<Place>) {
    self._place = place
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Name \(place.name)"
  }
}

/// A controller whose presentations take their content as `{ $place in … }`: a closure whose
/// parameter is declared through the binding's projected value. The closures call
/// `PlaceNameViewController.init`, which is main-actor isolated.
final class ProjectedPlacesViewController: PlaceModelViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Places"
    present(item: $model.sheet) { $place in
      PlaceNameViewController(place: $place)
    }
    navigationDestination(item: $model.detail) { $place in
      PlaceNameViewController(place: $place)
    }
  }
}

/// A stack of places as a path.
@MainActor @Observable
final class PlacePathModel {
  var path: [Place] = []
}

/// Swift 6.3 drops the main-actor isolation of a closure whose parameter is written `$name`
/// when the parameter's type says `@MainActor`, and then rejects any main-actor call inside
/// it. swift-navigation declares these closures without `@MainActor` (the methods are on a
/// main-actor class), so its users write `{ $item in … }` freely; Cairn declares them the same
/// way, and this suite fails to compile if one of them says `@MainActor` again.
@MainActor
@Suite("CairnControllers: content closures written { $item in … }")
struct ProjectedBindingClosureTests {
  func host(_ model: PlaceModel) -> (ProjectedPlacesViewController, ViewHost) {
    navigationHost(ProjectedPlacesViewController(model: model))
  }

  @Test func presentItemHandsTheContentABindingThatWritesBack() async throws {
    let model = PlaceModel()
    let (controller, host) = host(model)
    model.sheet = Place(id: 1, name: "Home")
    await host.settle()
    #expect(host.dialog("Name Home") != nil)
    let presented = try #require(controller.presentedViewController as? PlaceNameViewController)
    presented.place.name = "Office"
    #expect(model.sheet?.name == "Office", "the binding writes through to the model")
  }

  @Test func navigationDestinationHandsTheContentABinding() async throws {
    let model = PlaceModel()
    let (controller, host) = host(model)
    model.detail = Place(id: 3, name: "Cafe")
    await host.settle()
    #expect(host.find(.heading, "Name Cafe") != nil)
    let pushed = try #require(
      controller.navigationController?.viewControllers.last as? PlaceNameViewController)
    pushed.place.name = "Bakery"
    #expect(model.detail?.name == "Bakery")
  }

  @Test func aPathDrivenStackHandsEachScreenABinding() async throws {
    let model = PlacePathModel()
    let navigation = UINavigationController(
      path: UIBindable(model).path, root: UIViewController()
    ) { $place in
      PlaceNameViewController(place: $place)
    }
    let host = ViewHost { ControllerRepresenting { navigation } }
    model.path = [Place(id: 4, name: "Park")]
    await host.settle()
    #expect(host.find(.heading, "Name Park") != nil)
    let pushed = try #require(navigation.viewControllers.last as? PlaceNameViewController)
    pushed.place.name = "Garden"
    #expect(model.path.first?.name == "Garden")
  }
}
