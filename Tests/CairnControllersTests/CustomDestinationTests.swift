import Cairn
import CairnControllers
@_spi(Runtime) import CairnWeb
@_spi(Runtime) import CairnWebTesting
import Testing

@MainActor @Observable
private final class Trail {
  var sheetNumber: Int?
  var pushedNumber: Int?
  var infoIsShown = false
  var log: [String] = []
}

/// A controller that presents through `destination(…)` with closures of its own, as code
/// does for presentations the built-in forms do not cover.
private final class TrailViewController: UIViewController {
  @UIBindable var trail: Trail

  init(trail: Trail) {
    self.trail = trail
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Trail"
    destination(
      item: $trail.sheetNumber, id: \.self,
      content: { number in
        let sheet = UIViewController()
        sheet.title = "Sheet \(number.wrappedValue)"
        return sheet
      },
      present: { [unowned self] child, _ in
        trail.log.append("present \(child.title ?? "")")
        present(child, animated: true)
      },
      dismiss: { [unowned self] child, _ in
        trail.log.append("dismiss \(child.title ?? "")")
        child.dismiss(animated: true)
      })
    destination(
      item: $trail.pushedNumber,
      content: { number in
        let pushed = UIViewController()
        pushed.navigationItem.title = "Pushed \(number.wrappedValue)"
        return pushed
      },
      present: { [unowned self] child, _ in
        navigationController?.pushViewController(child, animated: true)
      },
      dismiss: { [unowned self] _, _ in
        navigationController?.popViewController(animated: true)
      })
    destination(
      isPresented: $trail.infoIsShown,
      content: {
        let info = UIViewController()
        info.title = "Info"
        return info
      },
      present: { [unowned self] child, _ in present(child, animated: false) },
      dismiss: { child, _ in child.dismiss(animated: false) })
  }
}

@MainActor
@Suite("CairnControllers: destination(…) with custom present and dismiss")
struct CustomDestinationTests {
  fileprivate func host(_ trail: Trail) -> ViewHost {
    let controller = TrailViewController(trail: trail)
    return ViewHost {
      ControllerRepresenting { UINavigationController(rootViewController: controller) }
    }
  }

  @Test func stateDrivesTheCustomPresentAndANewIdentityReplacesIt() async throws {
    let trail = Trail()
    let host = host(trail)
    await host.settle()
    trail.sheetNumber = 1
    await host.settle()
    #expect(host.dialog("Sheet 1") != nil)
    trail.sheetNumber = 2
    await host.settle()
    #expect(host.dialog("Sheet 2") != nil)
    #expect(trail.log == ["present Sheet 1", "dismiss Sheet 1", "present Sheet 2"])
    trail.sheetNumber = nil
    await host.settle()
    #expect(host.dialog() == nil)
  }

  @Test func theUserClosingThePresentedControllerWritesNil() async throws {
    let trail = Trail()
    let host = host(trail)
    await host.settle()
    trail.sheetNumber = 7
    await host.settle()
    try await host.dismiss(host.dialog("Sheet 7"))
    #expect(trail.sheetNumber == nil, "closing the sheet wrote the state back")

    trail.infoIsShown = true
    await host.settle()
    try await host.dismiss(host.dialog("Info"))
    #expect(trail.infoIsShown == false)
  }

  @Test func aCustomPushIsPoppedByBackAndByState() async throws {
    let trail = Trail()
    let host = host(trail)
    await host.settle()
    trail.pushedNumber = 3
    await host.settle()
    #expect(host.live.title == "Pushed 3")
    try await host.goBack()
    #expect(trail.pushedNumber == nil, "Back wrote the state back")

    trail.pushedNumber = 4
    await host.settle()
    #expect(host.live.title == "Pushed 4")
    trail.pushedNumber = nil
    await host.settle()
    #expect(host.live.title == "Trail")
  }

  @Test func popToRootPopsEveryControllerAboveTheRoot() async throws {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    let (first, second) = (UIViewController(), UIViewController())
    navigation.pushViewController(first, animated: true)
    navigation.pushViewController(second, animated: false)
    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped?.count == 2)
    #expect(popped?.first === first)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.popViewController(animated: true) == nil, "the root stays")
  }
}
