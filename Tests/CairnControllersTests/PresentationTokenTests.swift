import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

/// A controller that keeps the tokens its presentations return, as swift-navigation's UIKit
/// code may, to stop one following the state.
final class TokenKeepingViewController: PlaceModelViewController {
  var sheetToken: ObserveToken?
  var detailToken: ObserveToken?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Places"
    sheetToken = present(item: $model.sheet) { place in
      let sheet = UIViewController()
      sheet.title = "Sheet \(place.name)"
      return sheet
    }
    detailToken = navigationDestination(item: $model.detail) { place in
      let detail = UIViewController()
      detail.navigationItem.title = "Detail \(place.name)"
      return detail
    }
  }
}

@MainActor
@Suite("CairnControllers: the tokens presentations return")
struct PresentationTokenTests {
  func host(_ model: PlaceModel) -> (TokenKeepingViewController, ViewHost) {
    navigationHost(TokenKeepingViewController(model: model))
  }

  @Test func aPresentationFollowsItsStateUntilItsTokenIsCancelled() async throws {
    let model = PlaceModel()
    let (controller, host) = host(model)
    await host.settle()
    let token = try #require(controller.sheetToken)
    model.sheet = Place(id: 1, name: "Home")
    await host.settle()
    #expect(host.dialog("Sheet Home") != nil)
    token.cancel()
    model.sheet = nil
    await host.settle()
    #expect(host.dialog("Sheet Home") != nil, "a cancelled presentation no longer follows")
    #expect(controller.detailToken?.isCancelled == false)
    model.detail = Place(id: 2, name: "Cafe")
    await host.settle()
    #expect(host.find(.heading, "Detail Cafe") != nil, "the other presentation still follows")
  }
}
